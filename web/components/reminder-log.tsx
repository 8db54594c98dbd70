import {
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { formatDateTime } from '../../shared/dates'
import { formatMoney } from '../../shared/money'
import type { Reminder, ReminderStatus } from '../../shared/reminders'
import { useBusinessToday } from '../lib/business-today'

const statusChip: Record<ReminderStatus, { label: string; color: 'default' | 'success' | 'error' }> = {
  queued: { label: 'Queued', color: 'default' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
}

/**
 * A customer's or vendor's reminder log, newest first: when, who sent it, to which address, the amounts,
 * and how delivery went (queued, sent, or failed with the reason).
 */
export const ReminderLog = ({ reminders, loading }: { reminders?: Reminder[]; loading?: boolean }) => {
  const { timeZone } = useBusinessToday()
  if (loading) return <LinearProgress aria-label="Loading reminders" />
  if (!reminders?.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No reminders sent yet.
      </Typography>
    )
  return (
    <Table size="small" aria-label="Reminders sent">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>To</TableCell>
          <TableCell align="right">Pending</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {reminders.map((r) => (
          <TableRow key={r.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(r.createdAt, timeZone)}
              <Typography variant="caption" color="text.secondary" display="block">
                by {r.sentBy}
              </Typography>
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}>
              {r.email}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(r.pendingAmount, r.currency)}
              <Typography variant="caption" color="text.secondary" display="block">
                of {formatMoney(r.totalAmount, r.currency)}
              </Typography>
            </TableCell>
            <TableCell>
              <Chip size="small" color={statusChip[r.status].color} label={statusChip[r.status].label} />
              {r.status === 'failed' && r.error && (
                <Typography variant="caption" color="error" display="block">
                  {r.error}
                </Typography>
              )}
              {r.status === 'queued' && r.error && (
                <Typography variant="caption" color="text.secondary" display="block">
                  Retrying: {r.error}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
