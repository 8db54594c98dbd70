import { Alert, Stack } from '@mui/material'
import { daysPassed, dueLabel } from '../../../shared/dates'
import type { PendingRow } from '../../../shared/ledgers'
import { isCredit, pendingText } from '../../../shared/money'
import { overdueThresholdDays } from '../../../shared/reminders'
import { useBusinessToday } from '../../lib/business-today'

/** What is still owed, per currency, with the next due date and how it stands today ("due in 3 days", "5 days overdue"). */
export const PendingSummary = ({ pending }: { pending: PendingRow[] }) => {
  const { date: today } = useBusinessToday()
  const open = pending.filter((p) => Number(p.pending) !== 0)
  if (!open.length) return <Alert severity="success">Nothing pending</Alert>
  return (
    <Stack spacing={1} aria-label="Pending">
      {open.map((p) => (
        <Alert
          key={p.currency}
          severity={p.dueDate && daysPassed(p.dueDate, today) >= overdueThresholdDays ? 'warning' : 'info'}
        >
          {isCredit(p.pending) ? '' : 'Pending '}
          <strong>{pendingText(p.pending, p.currency)}</strong>
          {p.dueDate ? ` · next due ${p.dueDate} (${dueLabel(p.dueDate, today)})` : ''}
        </Alert>
      ))}
    </Stack>
  )
}
