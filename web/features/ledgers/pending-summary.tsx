import { Alert, Stack } from '@mui/material'
import type { PendingRow } from '../../../shared/ledgers'
import { formatMoney } from '../../../shared/money'

/** What is still owed, per currency, with the next due date and how many days have passed since it. */
export const PendingSummary = ({ pending }: { pending: PendingRow[] }) => {
  const open = pending.filter((p) => Number(p.pending) !== 0)
  if (!open.length) return <Alert severity="success">Nothing pending</Alert>
  return (
    <Stack spacing={1} aria-label="Pending">
      {open.map((p) => (
        <Alert key={p.currency} severity={p.daysPassed !== null && p.daysPassed >= 10 ? 'warning' : 'info'}>
          Pending <strong>{formatMoney(p.pending, p.currency)}</strong>
          {p.dueDate ? ` · next due ${p.dueDate}` : ''}
          {p.dueDate && p.daysPassed !== null
            ? ` (${p.daysPassed} day${p.daysPassed === 1 ? '' : 's'} passed)`
            : ''}
        </Alert>
      ))}
    </Stack>
  )
}
