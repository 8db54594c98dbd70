import {
  Box,
  Checkbox,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material'
import type { PendingPayment } from '../../../shared/dashboard'
import { dueLabel, formatDateTime } from '../../../shared/dates'
import { counted } from '../../../shared/messages'
import { formatMoney } from '../../../shared/money'
import { isOverdue, reminderText, whatsAppLink } from '../../../shared/reminders'
import { WhatsAppReminderButton } from '../../components/contact-actions'
import { rowKey } from './reminders.api'
import { pendingOf } from './send-reminder'

const typeLabel = { customer: 'Customer', vendor: 'Vendor' } as const
const noEmail = 'No e-mail address on file, so no e-mail reminder can be sent'
/** Columns that fold into the name cell on a narrow screen. */
const wide = { display: { xs: 'none', md: 'table-cell' } } as const
/** The total only where there is room beside everything else. */
const widest = { display: { xs: 'none', xl: 'table-cell' } } as const

/** What Reminder Bulk's rows show and how a row is chosen; the same for the table and the phone list. */
export type ReminderRowsProps = {
  rows: PendingPayment[]
  selected: ReadonlyMap<string, PendingPayment>
  canSend: boolean
  showCountry: boolean
  today: string
  timeZone: string
  onToggle: (row: PendingPayment) => void
  onToggleShown: () => void
  allShownChosen: boolean
  someShownChosen: boolean
  selectable: number
}

const daysCell = (r: PendingPayment, today: string) => {
  if (!r.dueDate) return '—'
  if (r.dueDate >= today) return <Chip size="small" variant="outlined" label={dueLabel(r.dueDate, today)} />
  return (
    <Chip size="small" color={isOverdue(r) ? 'error' : 'warning'} label={counted(r.daysPassed ?? 0, 'day')} />
  )
}

const lastReminded = (r: PendingPayment, timeZone: string) =>
  r.lastRemindedAt ? formatDateTime(r.lastRemindedAt, timeZone) : 'Never'

const whatsAppOf = (r: PendingPayment) =>
  whatsAppLink(
    r.whatsApp,
    reminderText({
      name: r.name,
      pendingAmount: pendingOf(r),
      totalAmount: r.totalAmount,
      currency: r.currency,
      type: r.type,
    }),
  )

const WhatsAppButton = ({ r }: { r: PendingPayment }) => {
  const link = whatsAppOf(r)
  return link ? <WhatsAppReminderButton name={r.name} link={link} /> : '—'
}

const ChooseRow = ({ r, p }: { r: PendingPayment; p: ReminderRowsProps }) =>
  r.email ? (
    <Checkbox
      checked={p.selected.has(rowKey(r))}
      disabled={!p.canSend}
      onChange={() => p.onToggle(r)}
      slotProps={{ input: { 'aria-label': `Select ${r.name} (${r.currency})` } }}
    />
  ) : (
    <Tooltip title={noEmail}>
      <span>
        <Checkbox disabled slotProps={{ input: { 'aria-label': `${r.name}: ${noEmail}` } }} />
      </span>
    </Tooltip>
  )

const ChooseShown = ({ p }: { p: ReminderRowsProps }) => (
  <Checkbox
    checked={p.allShownChosen}
    indeterminate={p.someShownChosen && !p.allShownChosen}
    disabled={!p.selectable}
    onChange={p.onToggleShown}
    slotProps={{ input: { 'aria-label': 'Select all shown' } }}
  />
)

const NameAndEmail = ({ r }: { r: PendingPayment }) => (
  <>
    <Typography variant="body2" fontWeight={500}>
      {r.name}
    </Typography>
    {r.email ? (
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {r.email}
      </Typography>
    ) : (
      <Typography variant="caption" color="warning.main">
        No e-mail address: cannot be e-mailed
      </Typography>
    )}
  </>
)

/** The rows as a table (tablets and wider); the narrower columns fold into the name cell. */
export const ReminderTable = (p: ReminderRowsProps) => (
  <Table size="small" aria-label="Customers and vendors with money pending">
    <TableHead>
      <TableRow>
        <TableCell padding="checkbox">
          <ChooseShown p={p} />
        </TableCell>
        <TableCell>Name</TableCell>
        <TableCell sx={wide}>Type</TableCell>
        {p.showCountry && <TableCell sx={wide}>Country</TableCell>}
        <TableCell align="right">Pending</TableCell>
        <TableCell align="right" sx={widest}>
          Total
        </TableCell>
        <TableCell sx={wide}>Due date</TableCell>
        <TableCell sx={wide}>Days overdue</TableCell>
        <TableCell sx={wide}>Last reminded</TableCell>
        <TableCell align="right" aria-label="WhatsApp" sx={{ px: { xs: 0.5, md: 2 } }}>
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            WhatsApp
          </Box>
        </TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {p.rows.map((r) => (
        <TableRow key={rowKey(r)} hover selected={p.selected.has(rowKey(r))}>
          <TableCell padding="checkbox">
            <ChooseRow r={r} p={p} />
          </TableCell>
          <TableCell sx={{ minWidth: { xs: 100, md: 140 } }}>
            <NameAndEmail r={r} />
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: { xs: 'block', md: 'none' } }}
            >
              {typeLabel[r.type]}
              {p.showCountry ? ` · ${r.countryName}` : ''}
              {r.dueDate ? ` · due ${r.dueDate}` : ''}
              {` · last reminded ${lastReminded(r, p.timeZone)}`}
            </Typography>
            <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 0.5 }}>{daysCell(r, p.today)}</Box>
          </TableCell>
          <TableCell sx={wide}>{typeLabel[r.type]}</TableCell>
          {p.showCountry && <TableCell sx={wide}>{r.countryName}</TableCell>}
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {formatMoney(pendingOf(r), r.currency)}
          </TableCell>
          <TableCell align="right" sx={{ ...widest, whiteSpace: 'nowrap' }}>
            {formatMoney(r.totalAmount, r.currency)}
          </TableCell>
          <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{r.dueDate ?? '—'}</TableCell>
          <TableCell sx={wide}>{daysCell(r, p.today)}</TableCell>
          <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{lastReminded(r, p.timeZone)}</TableCell>
          <TableCell align="right" sx={{ px: { xs: 0.5, md: 2 } }}>
            <WhatsAppButton r={r} />
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
)

/** The rows as cards on a phone: every key field on the card, nothing hidden in a column off screen. */
export const ReminderCards = (p: ReminderRowsProps) => (
  <Box>
    <FormControlLabel control={<ChooseShown p={p} />} label="Select all shown" sx={{ ml: 0 }} />
    <List disablePadding aria-label="Customers and vendors with money pending">
      {p.rows.map((r) => (
        <ListItem
          key={rowKey(r)}
          divider
          disableGutters
          aria-label={r.name}
          sx={{ alignItems: 'flex-start', gap: 1 }}
        >
          <ChooseRow r={r} p={p} />
          <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
            <NameAndEmail r={r} />
            <Typography variant="body2" fontWeight={600}>
              {formatMoney(pendingOf(r), r.currency)}
              <Typography component="span" variant="caption" color="text.secondary">
                {` of ${formatMoney(r.totalAmount, r.currency)}`}
              </Typography>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {typeLabel[r.type]}
              {p.showCountry ? ` · ${r.countryName}` : ''}
              {r.dueDate ? ` · due ${r.dueDate}` : ''}
            </Typography>
            <Box>{daysCell(r, p.today)}</Box>
            <Typography variant="caption" color="text.secondary">
              Last reminded {lastReminded(r, p.timeZone)}
            </Typography>
          </Stack>
          <WhatsAppButton r={r} />
        </ListItem>
      ))}
    </List>
  </Box>
)
