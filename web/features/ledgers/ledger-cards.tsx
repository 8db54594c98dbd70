import { Chip, List, ListItem, Stack, Typography } from '@mui/material'
import { closingText, type Ledger } from '../../../shared/ledgers'
import { formatMoney } from '../../../shared/money'

export const kinds: Record<string, string> = {
  sale: 'Sale',
  purchase: 'Purchase',
  payment: 'Payment',
  advance: 'Advance',
  reversal: 'Sale undone',
  bill: 'Bill',
}

const isZero = (amount: string) => /^0(\.0+)?$/.test(amount)

/** What a line did to the balance, as a phone card says it: "Debit USD 12,000.00", "Credit …", "Billed …". */
const movement = (e: Ledger['entries'][number]) => {
  if (e.kind === 'bill')
    return `${e.documentTotal ? `Billed ${formatMoney(e.documentTotal, e.currency)}` : 'Bill'}${e.details?.startsWith('Void') ? ' (void)' : ''}`
  if (!isZero(e.debit)) return `Debit ${formatMoney(e.debit, e.currency)}`
  return `Credit ${formatMoney(e.credit, e.currency)}`
}

/** The balances per currency on a phone: one card each, every figure named. */
export const BalanceCards = ({ ledger }: { ledger: Ledger }) => (
  <List disablePadding aria-label="Balances per currency">
    {ledger.balances.map((b) => (
      <ListItem key={b.currency} divider disableGutters aria-label={b.currency}>
        <Stack spacing={0.25}>
          <Typography variant="body2" fontWeight={600}>
            Closing {closingText(ledger, b, true)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Opening {formatMoney(b.opening, b.currency)} · Debits {formatMoney(b.debits, b.currency)} ·
            Credits {formatMoney(b.credits, b.currency)}
          </Typography>
        </Stack>
      </ListItem>
    ))}
  </List>
)

/** The ledger's lines on a phone: date and kind, vehicle and receipt, what moved and the balance after it. */
export const EntryCards = ({ ledger }: { ledger: Ledger }) => (
  <List disablePadding aria-label="Ledger entries">
    {ledger.entries.map((e) => (
      <ListItem
        key={`${e.kind}-${e.ref}`}
        divider
        disableGutters
        aria-label={`${e.date} ${kinds[e.kind] ?? e.kind}`}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" gap={1} alignItems="center">
            <Typography variant="body2">{e.date}</Typography>
            <Chip size="small" label={kinds[e.kind] ?? e.kind} variant="outlined" />
          </Stack>
          {(e.stockNo || e.receiptNo) && (
            <Typography variant="caption" color="text.secondary">
              {[e.stockNo && `${e.stockNo} ${e.model ?? ''}`.trim(), e.receiptNo].filter(Boolean).join(' · ')}
            </Typography>
          )}
          <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap">
            <Typography variant="body2">{movement(e)}</Typography>
            <Typography variant="body2" fontWeight={600}>
              Balance {formatMoney(e.balance, e.currency)}
            </Typography>
          </Stack>
        </Stack>
      </ListItem>
    ))}
  </List>
)
