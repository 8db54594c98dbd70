import Add from '@mui/icons-material/Add'
import { Button, LinearProgress, Stack, Typography, useMediaQuery, useTheme } from '@mui/material'
import { useState } from 'react'
import type { Expense } from '../../../shared/expenses'
import { messages } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import { errorText } from '../../lib/api'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useSession } from '../session'
import { ExpenseDialog } from './expense-dialog'
import { ExpenseList } from './expense-list'
import { ExpenseTable } from './expense-table'
import { ExpenseTotals } from './expense-totals'
import { useDeleteExpense, useExpenseTotals, useVehicleExpenses } from './expenses.api'

type Props = {
  vehicleId: number
  vehicle: { purchaseCurrency: string; costCurrency: string; stationId: number; status: string }
}

/** The details page's expense section: expenses in date order, totals per currency, add / edit / delete. */
export const VehicleExpenses = ({ vehicleId, vehicle }: Props) => {
  const list = useVehicleExpenses(vehicleId)
  const totals = useExpenseTotals(vehicleId)
  const remove = useDeleteExpense(vehicleId)
  const notify = useNotify()
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'))
  const role = useSession().profile?.userRole
  const [editing, setEditing] = useState<number | 'new'>()
  useErrorAlert(list.error ?? totals.error, 'Failed to fetch expenses')

  const onDelete = async (expense: Expense) => {
    const yes = await notify.confirm({
      title: messages.common.deleteTitle,
      text: messages.vehicles.expenseDeleteConfirm,
    })
    if (!yes) return
    try {
      await remove.mutateAsync(expense.id)
      notify.toast(messages.vehicles.expenseDeleted)
    } catch (err) {
      await notify.alert({
        title: messages.common.errorTitle,
        text: errorText(err, 'Failed to delete expense'),
      })
    }
  }

  // A sold vehicle's expenses are locked; only the roles that may correct them (with a reason) are offered to.
  const unlocked = vehicle.status !== 'sold' || can(role, 'expenses', 'correctSold')
  const manage = unlocked && can(role, 'expenses', 'manage')
  const handlers = {
    onEdit: manage ? (expense: Expense) => setEditing(expense.id) : undefined,
    onDelete: unlocked && can(role, 'expenses', 'delete') ? onDelete : undefined,
  }
  const rows = list.data ?? []
  // The expense as the list holds it now: a reload after a stale save brings its new version.
  const edited = typeof editing === 'number' ? rows.find((r) => r.id === editing) : undefined
  const Rows = narrow ? ExpenseList : ExpenseTable
  return (
    <Stack spacing={1.5} component="section" aria-label="Expenses">
      <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1}>
        <Typography variant="subtitle1" component="h2" fontWeight={600} color="primary">
          Expenses
        </Typography>
        {manage && (
          <Button size="small" variant="outlined" startIcon={<Add />} onClick={() => setEditing('new')}>
            Add expense
          </Button>
        )}
      </Stack>
      <ExpenseTotals totals={totals.data ?? []} />
      {list.isPending && <LinearProgress />}
      {rows.length > 0 && <Rows rows={rows} {...handlers} />}
      {(editing === 'new' || edited) && (
        <ExpenseDialog
          key={edited ? `${edited.id}:${edited.version}` : 'new'}
          vehicleId={vehicleId}
          defaultCurrency={vehicle.purchaseCurrency}
          expense={edited}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  )
}
