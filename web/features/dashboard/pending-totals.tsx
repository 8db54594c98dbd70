import { Box, Chip, Stack, Typography } from '@mui/material'
import type { PendingTerms } from '../../../shared/dashboard'
import { formatMoney } from '../../../shared/money'

export type Side = 'customer' | 'vendor'
/** The Vendors tab lists every payable: vendors we owe and customers holding credit (we owe them too). */
export const sides = {
  customer: { tab: 'Customers', heading: 'You will get', side: 'receivable' },
  vendor: { tab: 'Vendors', heading: 'You will give', side: 'payable' },
} as const

/** What is owed on one side, per country and currency. */
export const PendingTotals = ({ side, terms }: { side: Side; terms?: PendingTerms }) => {
  const rows = (terms?.totals ?? []).flatMap((t) =>
    side === 'customer'
      ? t.saleCurrency
        ? [
            {
              key: `${t.countryId}-${t.saleCurrency}`,
              country: t.countryName,
              amount: t.pendingSaleAmount,
              currency: t.saleCurrency,
            },
          ]
        : []
      : t.purchaseCurrency
        ? [
            {
              key: `${t.countryId}-${t.purchaseCurrency}`,
              country: t.countryName,
              amount: t.pendingPurchaseAmount,
              currency: t.purchaseCurrency,
            },
          ]
        : [],
  )
  return (
    <Box>
      <Typography variant="subtitle2" color="text.secondary">
        {sides[side].heading}
      </Typography>
      {rows.length ? (
        <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mt: 0.5 }} aria-label={sides[side].heading}>
          {rows.map((r) => (
            <Chip
              key={r.key}
              label={`${formatMoney(r.amount, r.currency)} · ${r.country}`}
              variant="outlined"
            />
          ))}
        </Stack>
      ) : (
        <Typography>Nothing pending</Typography>
      )}
    </Box>
  )
}
