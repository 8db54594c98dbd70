import { Alert, Box, Paper, Stack, Typography } from '@mui/material'
import { counted } from '../../../shared/messages'
import { formatMoney } from '../../../shared/money'
import type { ReportTotals as Totals } from '../../../shared/reports'

/** A card's figures; profit only on the base-currency card, where every amount is in one currency. */
type Figures = { purchase: string; expenses: string; moveCosts: string; sale: string; profit?: string }

const Card = ({ title, currency, figures }: { title: string; currency: string; figures: Figures }) => (
  <Paper
    component="section"
    aria-label={title}
    variant="outlined"
    sx={{ p: 1.5, minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 240px' } }}
  >
    <Typography variant="subtitle2" gutterBottom>
      {title}
    </Typography>
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
      {(
        [
          ['Purchases', figures.purchase],
          ['Expenses', figures.expenses],
          ['Move costs', figures.moveCosts],
          ['Sales', figures.sale],
          ...(figures.profit === undefined ? [] : [['Profit', figures.profit]]),
        ] as const
      ).map(([label, amount]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            textAlign="right"
            fontWeight={label === 'Profit' ? 600 : 400}
            sx={{ m: 0 }}
          >
            {formatMoney(amount, currency)}
          </Typography>
        </Box>
      ))}
    </Box>
  </Paper>
)

/**
 * The totals of every filtered row (not one page): one card per currency as recorded, and one in the base
 * currency, the only one with a profit, over the rows whose rates are all recorded, saying how many rows
 * it leaves out.
 */
export const ReportTotals = ({ totals }: { totals: Totals }) => {
  const { base } = totals
  return (
    <Stack spacing={1.5} component="section" aria-label="Totals">
      <Typography variant="subtitle1" fontWeight={600}>
        Totals of {counted(totals.count, 'vehicle')}
      </Typography>
      <Stack direction="row" gap={1.5} flexWrap="wrap">
        {totals.perCurrency.map((c) => (
          <Card key={c.currency} title={`In ${c.currency}`} currency={c.currency} figures={c} />
        ))}
        <Card title={`All in ${base.currency}`} currency={base.currency} figures={base} />
      </Stack>
      {base.leftOut > 0 && (
        <Alert severity="warning">
          The {base.currency} totals leave out {base.leftOut} {base.leftOut === 1 ? 'vehicle' : 'vehicles'}{' '}
          with a missing exchange rate; add the rate to include {base.leftOut === 1 ? 'it' : 'them'}.
        </Alert>
      )}
    </Stack>
  )
}
