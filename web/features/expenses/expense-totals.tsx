import { Chip, Stack, Typography } from '@mui/material'
import type { ExpenseTotals as Totals } from '../../../shared/expenses'
import { formatMoney } from '../../../shared/money'

/** One total per currency, side by side: amounts in different currencies are never added together. */
export const ExpenseTotals = ({ totals }: { totals: Totals }) => (
  <Stack direction="row" alignItems="center" gap={1} flexWrap="wrap">
    <Typography variant="body2" color="text.secondary">
      Total
    </Typography>
    {totals.length === 0 ? (
      <Typography variant="body2">No expenses yet</Typography>
    ) : (
      <Stack
        component="ul"
        aria-label="Expense totals per currency"
        direction="row"
        gap={1}
        flexWrap="wrap"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {totals.map((t) => (
          <li key={t.currency}>
            <Chip label={formatMoney(t.amount, t.currency)} color="primary" variant="outlined" />
          </li>
        ))}
      </Stack>
    )}
  </Stack>
)
