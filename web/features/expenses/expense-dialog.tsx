import { zodResolver } from '@hookform/resolvers/zod'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { type Expense, ExpenseInput } from '../../../shared/expenses'
import { messages } from '../../../shared/messages'
import type { VehicleRow } from '../../../shared/vehicles'
import { FilePicker } from '../../components/file-picker'
import type { ListSource } from '../../components/list-picker'
import { useBusinessToday } from '../../lib/business-today'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { ExpenseFields, ExpenseVehiclePicker } from './expense-fields'
import { useSaveExpense } from './expenses.api'

type Values = z.input<typeof ExpenseInput>
type Props = {
  /** The vehicle the expense is for; none when the dialog asks for it (`pickFrom`). */
  vehicleId?: number
  /** The vehicle's purchase currency: a new expense's default. */
  defaultCurrency?: string
  /** Where the user picks the vehicle from, when no `vehicleId` is given (the dashboard's quick action). */
  pickFrom?: ListSource<VehicleRow>
  /** The expense being edited; none to add one. */
  expense?: Expense
  onClose: () => void
}

/** Add or edit one expense: date, kind, amount, currency, details and a receipt (image or PDF). */
export const ExpenseDialog = ({ vehicleId, defaultCurrency = '', pickFrom, expense, onClose }: Props) => {
  const { date: today } = useBusinessToday()
  const save = useSaveExpense()
  const notify = useNotify()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [receipt, setReceipt] = useState<File>()
  const [receiptError, setReceiptError] = useState<string>()
  const form = useForm<Values, unknown, ExpenseInput>({
    resolver: zodResolver(ExpenseInput),
    defaultValues: {
      carId: vehicleId ?? '',
      date: expense?.date ?? today,
      kind: expense?.kind ?? '',
      amount: expense?.amount ?? '',
      currency: expense?.currency ?? defaultCurrency,
      details: expense?.details ?? '',
      version: expense?.version,
    },
  })
  const { formState } = form
  const [picked, setPicked] = useState<VehicleRow>()
  const purchaseCurrency = picked?.purchaseCurrency ?? defaultCurrency

  const submit = useFormSave(form, {
    save: async (values) => {
      await save.mutateAsync({ id: expense?.id, values: { ...values, receipt } })
      notify.toast(expense ? messages.vehicles.expenseUpdated : messages.vehicles.expenseAdded)
      onClose()
    },
    failed: 'Failed to save expense',
    elsewhere: (field, message) => {
      if (field !== 'receipt') return false
      setReceiptError(message)
      return true
    },
  })

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="expense-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="expense-title">{expense ? 'Edit expense' : 'Add expense'}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {pickFrom && <ExpenseVehiclePicker form={form} pickFrom={pickFrom} onPick={setPicked} />}
            <ExpenseFields form={form} purchaseCurrency={purchaseCurrency} />
            <Grid size={12}>
              <FilePicker
                label="Receipt (image or PDF)"
                value={receipt}
                onChange={setReceipt}
                currentUrl={expense?.receiptUrl}
                accept="image/png,image/jpeg,image/webp,application/pdf"
                error={receiptError}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {expense ? 'Update expense' : 'Add expense'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
