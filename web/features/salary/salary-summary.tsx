import { Grid, Paper, Stack, Typography } from '@mui/material'
import { formatMinutes } from '../../../shared/attendance'
import { formatMoney } from '../../../shared/money'
import { compareAmounts, type SalarySheet } from '../../../shared/salary'

const Figure = ({
  label,
  amount,
  currency,
  tone,
}: {
  label: string
  amount: string
  currency: string
  tone?: string
}) => (
  <Paper
    component="section"
    aria-label={label}
    variant="outlined"
    sx={{ p: 2, borderRadius: 2, height: '100%' }}
  >
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h6" fontWeight={700} color={tone}>
      {formatMoney(amount, currency)}
    </Typography>
  </Paper>
)

/** Earned, paid and remaining for the period, and what made them. */
export const SalarySummary = ({ sheet }: { sheet: SalarySheet }) => {
  const t = sheet.totals
  const advance = compareAmounts(sheet.remaining, '0') < 0
  return (
    <Stack spacing={1}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure label="Earned" amount={t.earned} currency={sheet.currency} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Figure label="Paid" amount={sheet.paid} currency={sheet.currency} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Figure
            label="Remaining"
            amount={sheet.remaining}
            currency={sheet.currency}
            tone={advance ? 'warning.main' : 'primary.main'}
          />
        </Grid>
      </Grid>
      <Typography variant="body2" color="text.secondary">
        {sheet.salaryType} {formatMoney(sheet.salary, sheet.currency)} · {sheet.hoursPerDay} h a day ·{' '}
        {t.paidDays} paid days (present {t.presentDays}, paid holiday {t.paidHolidays}) · absent{' '}
        {t.absentDays} · leave {t.leaveDays} · overtime {formatMinutes(t.overtimeMinutes)} · late{' '}
        {formatMinutes(t.lateMinutes)}
        {advance ? ' · paid in advance: the balance is recovered from later earnings' : ''}
      </Typography>
    </Stack>
  )
}
