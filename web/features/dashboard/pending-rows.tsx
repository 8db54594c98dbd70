import Email from '@mui/icons-material/Email'
import {
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material'
import type { PendingPayment } from '../../../shared/dashboard'
import { dueLabel } from '../../../shared/dates'
import { counted } from '../../../shared/messages'
import { isCredit, pendingText } from '../../../shared/money'
import { overdueThresholdDays, reminderText, whatsAppLink } from '../../../shared/reminders'
import { WhatsAppReminderButton } from '../../components/contact-actions'

/** One page of the pending list and what its rows offer; the same for the table and the phone cards. */
export type PendingRowsProps = {
  rows: PendingPayment[]
  label: string
  loading: boolean
  today: string
  businessName?: string
  /** Sends the e-mail reminder; absent for roles that may not send reminders. */
  onEmail?: (row: PendingPayment) => void
  onOpen: (row: PendingPayment) => void
}

/** What a row's party owes or is owed: a customer's pending (below zero when in credit), a vendor's. */
const amountOf = (r: PendingPayment) =>
  r.type === 'customer' ? r.pendingSaleAmount : r.pendingPurchaseAmount

/** Overdue parties show the days passed the reminders count; the rest when their money falls due. */
const daysChip = (r: PendingPayment, today: string) => {
  if (!r.dueDate) return null
  if (r.dueDate >= today) return <Chip size="small" variant="outlined" label={dueLabel(r.dueDate, today)} />
  return (
    <Chip
      size="small"
      color={r.daysPassed !== null && r.daysPassed >= overdueThresholdDays ? 'error' : 'warning'}
      label={counted(r.daysPassed ?? 0, 'day')}
    />
  )
}

const keyOf = (r: PendingPayment) => `${r.type}-${r.id}-${r.currency}`

/** The e-mail and WhatsApp reminders of a row; none to a customer in credit (we owe them). */
const RemindButtons = ({ r, p }: { r: PendingPayment; p: PendingRowsProps }) => {
  const amount = amountOf(r)
  const remind = !isCredit(amount)
  const text = reminderText({
    name: r.name,
    pendingAmount: amount,
    totalAmount: r.totalAmount,
    currency: r.currency,
    type: r.type,
    businessName: p.businessName,
  })
  const link = remind ? whatsAppLink(r.whatsApp, text) : null
  const email = remind && p.onEmail && r.email
  return (
    <>
      {email && (
        <Tooltip title={`E-mail the reminder to ${r.email}`}>
          <IconButton aria-label={`E-mail reminder to ${r.name}`} size="small" onClick={() => p.onEmail?.(r)}>
            <Email fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {link ? <WhatsAppReminderButton name={r.name} link={link} /> : email ? null : '—'}
    </>
  )
}

/** The rows as a table (tablets and wider); a row opens the party's details. */
export const PendingTable = (p: PendingRowsProps) => (
  <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
    <Table size="small" aria-label={p.label}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Country</TableCell>
          <TableCell align="right">Pending</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Due</TableCell>
          <TableCell>Days</TableCell>
          <TableCell align="right">Remind</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {p.rows.map((r) => (
          <TableRow key={keyOf(r)} hover sx={{ cursor: 'pointer' }} onClick={() => p.onOpen(r)}>
            <TableCell>{r.name}</TableCell>
            <TableCell>{r.countryName}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {pendingText(amountOf(r), r.currency)}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{r.dueDate ?? '—'}</TableCell>
            <TableCell>{daysChip(r, p.today)}</TableCell>
            <TableCell align="right" onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
              <RemindButtons r={r} p={p} />
            </TableCell>
          </TableRow>
        ))}
        {!p.rows.length && !p.loading && (
          <TableRow>
            <TableCell colSpan={6}>Nothing pending</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  </TableContainer>
)

/** The rows as cards on a phone: name, amount, country, due date and days, and the reminders. */
export const PendingCards = (p: PendingRowsProps) => (
  <List disablePadding aria-label={p.label}>
    {p.rows.map((r) => (
      <ListItem
        key={keyOf(r)}
        divider
        disablePadding
        aria-label={r.name}
        secondaryAction={<RemindButtons r={r} p={p} />}
      >
        <ListItemButton onClick={() => p.onOpen(r)} sx={{ pr: 12, alignItems: 'flex-start' }}>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="body2" fontWeight={500}>
              {r.name}
            </Typography>
            <Typography variant="body2" fontWeight={600}>
              {pendingText(amountOf(r), r.currency)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {r.countryName}
              {r.dueDate ? ` · due ${r.dueDate}` : ''}
            </Typography>
            {r.dueDate && <div>{daysChip(r, p.today)}</div>}
          </Stack>
        </ListItemButton>
      </ListItem>
    ))}
    {!p.rows.length && !p.loading && (
      <ListItem>
        <Typography>Nothing pending</Typography>
      </ListItem>
    )}
  </List>
)
