import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material'
import { formatDate } from '../../../shared/dates'
import type { Expense } from '../../../shared/expenses'
import { formatMoney } from '../../../shared/money'
import { ExpenseActions, type ExpenseHandlers } from './expense-actions'
import { kindLabel } from './expense-kinds'
import { ReceiptLink } from './receipt-link'

/** Expenses as a table (wide screens): date, kind, amount, details, receipt, actions. */
export const ExpenseTable = ({ rows, ...handlers }: ExpenseHandlers & { rows: Expense[] }) => {
  const actions = !!(handlers.onEdit || handlers.onDelete)
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Expenses">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Details</TableCell>
            <TableCell>Receipt</TableCell>
            {actions && <TableCell align="right">Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((e) => (
            <TableRow key={e.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.date)}</TableCell>
              <TableCell>{kindLabel(e.kind)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(e.amount, e.currency)}
              </TableCell>
              <TableCell>{e.details ?? '—'}</TableCell>
              <TableCell>
                <ReceiptLink expense={e} />
              </TableCell>
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <ExpenseActions expense={e} {...handlers} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
