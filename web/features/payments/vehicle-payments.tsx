import Add from '@mui/icons-material/Add'
import {
  Button,
  Chip,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { formatAmount, formatMoney, isCredit, pendingText } from '../../../shared/money'
import type { Direction, VehiclePayments as Money } from '../../../shared/payments'
import { can } from '../../../shared/permissions'
import { type PaymentMethod, paymentMethodLabels } from '../../../shared/sales'
import { errorText } from '../../lib/api'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useSession } from '../session'
import { PaymentDialog } from './payment-dialog'
import { openReceipt, useVehiclePayments } from './payments.api'

const statusColour = { paid: 'success', due: 'default', overdue: 'error' } as const
const nowrap = { whiteSpace: 'nowrap' } as const
/** A wide table scrolls inside its own box, so a narrow screen never scrolls the whole page sideways. */
const scrollBox = { overflowX: 'auto', maxWidth: '100%' } as const

/** "Cash", "Bank transfer", "Cheque no. CHQ-1": a payment's method as people read it. */
export const methodLabel = (method: string, chequeNo: string | null) =>
  `${paymentMethodLabels[method as PaymentMethod] ?? method}${chequeNo ? ` no. ${chequeNo}` : ''}`

/** Pending on each side of a vehicle, the sale's schedule (paid / due / overdue) and every payment. */
export const PaymentsView = ({ money, onReceipt }: { money: Money; onReceipt: (id: number) => void }) => (
  <Stack spacing={1.5} sx={{ minWidth: 0 }}>
    <Stack direction="row" gap={1} flexWrap="wrap" aria-label="Pending">
      <Chip
        label={`Owed to the vendor: ${formatMoney(money.pending.out.pending, money.pending.out.currency)}`}
        variant="outlined"
      />
      {money.pending.in && (
        <Chip
          label={
            isCredit(money.pending.in.pending)
              ? pendingText(money.pending.in.pending, money.pending.in.currency)
              : `Owed by the customer: ${formatMoney(money.pending.in.pending, money.pending.in.currency)}`
          }
          variant="outlined"
        />
      )}
    </Stack>
    {money.schedule.length > 0 && (
      <TableContainer sx={scrollBox}>
        <Table size="small" aria-label="Instalment schedule">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Due date</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Paid</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {money.schedule.map((line) => (
              <TableRow key={line.seq}>
                <TableCell>{line.seq === 0 ? 'Down payment' : line.seq}</TableCell>
                <TableCell sx={nowrap}>{line.dueDate}</TableCell>
                <TableCell align="right">{formatAmount(line.amount, money.sale?.currency ?? '')}</TableCell>
                <TableCell align="right">{formatAmount(line.paid, money.sale?.currency ?? '')}</TableCell>
                <TableCell>
                  <Chip size="small" label={line.status} color={statusColour[line.status]} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    )}
    {money.payments.length === 0 ? (
      <Typography color="text.secondary">No payments yet</Typography>
    ) : (
      <TableContainer sx={scrollBox}>
        <Table size="small" aria-label="Payments">
          <TableHead>
            <TableRow>
              <TableCell>Receipt</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Direction</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Method</TableCell>
              <TableCell>Details</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {money.payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell>
                  <Link component="button" type="button" onClick={() => onReceipt(p.id)}>
                    {p.receiptNo}
                  </Link>
                </TableCell>
                <TableCell sx={nowrap}>{p.date}</TableCell>
                <TableCell>
                  {p.direction === 'in' ? 'In' : 'Out'}
                  {p.isAdvance ? ' (advance)' : ''}
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  {formatMoney(p.amount, p.currency)}
                </TableCell>
                <TableCell>{methodLabel(p.method, p.chequeNo)}</TableCell>
                <TableCell>{p.details ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    )}
  </Stack>
)

/** The vehicle details page's payments section, with the add-payment dialog for the sides the role may record. */
export const VehiclePayments = ({ carId }: { carId: number }) => {
  const money = useVehiclePayments(carId)
  const notify = useNotify()
  const role = useSession().profile?.userRole
  const [adding, setAdding] = useState(false)
  useErrorAlert(money.error, 'Failed to fetch payments')
  const data = money.data
  const sides: { direction: Direction; currency: string }[] = []
  if (data?.pending.in && can(role, 'payments', 'addIn'))
    sides.push({ direction: 'in', currency: data.pending.in.currency })
  if (data && can(role, 'payments', 'addOut'))
    sides.push({ direction: 'out', currency: data.pending.out.currency })
  const receipt = (id: number) =>
    openReceipt(id).catch((err) =>
      notify.alert({ title: 'Error', text: errorText(err, 'Failed to open the receipt') }),
    )
  return (
    <Stack spacing={1.5} component="section" aria-label="Payments" sx={{ minWidth: 0 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1} flexWrap="wrap">
        <Typography variant="subtitle1" component="h2" fontWeight={600} color="primary">
          Payments
        </Typography>
        {sides.length > 0 && (
          <Button size="small" variant="outlined" startIcon={<Add />} onClick={() => setAdding(true)}>
            Add payment
          </Button>
        )}
      </Stack>
      {money.isPending && <LinearProgress />}
      {data && <PaymentsView money={data} onReceipt={receipt} />}
      {adding && <PaymentDialog carId={carId} sides={sides} onClose={() => setAdding(false)} />}
    </Stack>
  )
}
