import MenuBook from '@mui/icons-material/MenuBook'
import {
  Button,
  Chip,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { Link } from 'react-router-dom'
import { daysPassed, dueLabel } from '../../shared/dates'
import type { PendingRow, PurchaseRow, Purchases } from '../../shared/ledgers'
import { formatMoney, pendingText } from '../../shared/money'
import { overdueThresholdDays } from '../../shared/reminders'
import { useBusinessToday } from '../lib/business-today'

const statusLabels: Record<string, string> = {
  active: 'Active',
  paid: 'Paid',
  reversed: 'Sale undone',
  in_stock: 'In stock',
  sold: 'Sold',
}
const nowrap = { whiteSpace: 'nowrap' } as const

const scrollBox = { overflowX: 'auto', maxWidth: '100%' } as const

/** Each currency's pending with its next due date and how that date stands on the business day. */
const PendingTable = ({ pending }: { pending: PendingRow[] }) => {
  const { date: today } = useBusinessToday()
  return (
    <TableContainer sx={scrollBox}>
      <Table size="small" aria-label="Pending per currency">
        <TableHead>
          <TableRow>
            <TableCell align="right">Pending</TableCell>
            <TableCell>Due date</TableCell>
            <TableCell>Due</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pending.map((p) => (
            <TableRow key={p.currency}>
              <TableCell align="right" sx={nowrap}>
                <strong>{pendingText(p.pending, p.currency)}</strong>
              </TableCell>
              <TableCell sx={nowrap}>{p.dueDate ?? '—'}</TableCell>
              <TableCell>
                {p.dueDate === null ? (
                  '—'
                ) : (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={daysPassed(p.dueDate, today) >= overdueThresholdDays ? 'error' : 'default'}
                    label={dueLabel(p.dueDate, today)}
                  />
                )}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {formatMoney(p.paid, p.currency)}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {formatMoney(p.total, p.currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

const PurchaseTable = ({ rows }: { rows: PurchaseRow[] }) => (
  <TableContainer sx={scrollBox}>
    <Table size="small" aria-label="Purchases">
      <TableHead>
        <TableRow>
          <TableCell>Stock no.</TableCell>
          <TableCell>Model</TableCell>
          <TableCell>Date</TableCell>
          <TableCell align="right">Price</TableCell>
          <TableCell align="right">Paid</TableCell>
          <TableCell align="right">Pending</TableCell>
          <TableCell>Due date</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell sx={nowrap}>
              <MuiLink component={Link} to={`/vehicles/details/${r.carId}`}>
                {r.stockNo}
              </MuiLink>
            </TableCell>
            <TableCell>{r.model}</TableCell>
            <TableCell sx={nowrap}>{r.date}</TableCell>
            <TableCell align="right" sx={nowrap}>
              {formatMoney(r.price, r.currency)}
            </TableCell>
            <TableCell align="right" sx={nowrap}>
              {formatMoney(r.paid, r.currency)}
            </TableCell>
            <TableCell align="right" sx={nowrap}>
              {pendingText(r.pending, r.currency)}
            </TableCell>
            <TableCell sx={nowrap}>{r.dueDate ?? '—'}</TableCell>
            <TableCell>{statusLabels[r.status] ?? r.status}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
)

/**
 * A customer's or vendor's purchases with paid and pending on each, and what is pending per currency
 * (never added across currencies), with the way to the full ledger.
 */
export const PartyPurchases = ({ purchases, ledgerUrl }: { purchases: Purchases; ledgerUrl: string }) => (
  <Stack spacing={1.5} component="section" aria-label="Purchases and pending" sx={{ minWidth: 0 }}>
    <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1} flexWrap="wrap">
      <Typography variant="subtitle1" component="h2" fontWeight={600} color="primary">
        Purchases and pending
      </Typography>
      <Button component={Link} to={ledgerUrl} size="small" variant="outlined" startIcon={<MenuBook />}>
        Ledger
      </Button>
    </Stack>
    {purchases.rows.length === 0 ? (
      <Typography color="text.secondary">No purchases yet</Typography>
    ) : (
      <>
        {purchases.pending.length > 0 && <PendingTable pending={purchases.pending} />}
        <PurchaseTable rows={purchases.rows} />
      </>
    )}
  </Stack>
)
