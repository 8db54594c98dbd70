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
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import type { Currency } from '../../../shared/countries'
import { type Expense, ExpenseInput } from '../../../shared/expenses'
import { messages } from '../../../shared/messages'
import type { VehicleRow } from '../../../shared/vehicles'
import { useBusinessToday } from '../../app/business-today'
import { useCurrencies } from '../../app/reference-data'
import { AsyncPicker, type Option } from '../../components/async-picker'
import { FilePicker } from '../../components/file-picker'
import { DateField, FormSelect, FormText, MoneyField } from '../../components/form-fields'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { kindOptions } from './expense-kinds'
import { useSaveExpense } from './expenses.api'

type Values = z.input<typeof ExpenseInput>
type Props = {
  /** The vehicle the expense is for; none when the dialog asks for it (`pickFrom`). */
  vehicleId?: number
  /** The vehicle's purchase currency: a new expense's default. */
  defaultCurrency?: string
  /** Where the user picks the vehicle from, when no `vehicleId` is given (the dashboard's quick action). */
  pickFrom?: (q: string) => { data?: Option<VehicleRow>[]; isFetching: boolean }
  /** The expense being edited; none to add one. */
  expense?: Expense
  onClose: () => void
}

/** Every known currency, and the chosen one even before the list has loaded. */
const currencyOptions = (list: Currency[], chosen: string) => [
  ...(!chosen || list.some((c) => c.code === chosen) ? [] : [{ value: chosen, label: chosen }]),
  ...list.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` })),
]

/** Add or edit one expense: date, kind, amount, currency, details and a receipt (image or PDF). */
export const ExpenseDialog = ({ vehicleId, defaultCurrency = '', pickFrom, expense, onClose }: Props) => {
  const { date: today } = useBusinessToday()
  const save = useSaveExpense()
  const notify = useNotify()
  const currencies = useCurrencies()
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
  const { control, formState, setValue } = form
  const currency = useWatch({ control, name: 'currency' }) as string | undefined
  const [vehicle, setVehicle] = useState<Option<VehicleRow> | null>(null)
  const purchaseCurrency = vehicle?.value?.purchaseCurrency ?? defaultCurrency

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

  const half = { xs: 12, sm: 6 }
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
            {pickFrom && (
              <Grid size={12}>
                <AsyncPicker
                  label="Vehicle (chassis no.)"
                  name="carId"
                  value={vehicle}
                  onChange={(o) => {
                    setVehicle(o)
                    setValue('carId', o?.id ?? '', { shouldValidate: formState.isSubmitted })
                    setValue('currency', o?.value?.purchaseCurrency ?? '')
                  }}
                  useOptions={pickFrom}
                  error={formState.errors.carId?.message}
                  helperText="Vehicles in stock; type part of the chassis or stock number"
                  required
                />
              </Grid>
            )}
            <Grid size={half}>
              <DateField control={control} name="date" label="Date" max={today} required fullWidth />
            </Grid>
            <Grid size={half}>
              <FormSelect
                control={control}
                name="kind"
                label="Kind"
                options={kindOptions}
                required
                fullWidth
              />
            </Grid>
            <Grid size={half}>
              <MoneyField
                control={control}
                name="amount"
                label="Amount"
                required
                fullWidth
                currency={currency}
              />
            </Grid>
            <Grid size={half}>
              <FormSelect
                control={control}
                name="currency"
                label="Currency"
                fullWidth
                helperText={
                  purchaseCurrency
                    ? `The vehicle's purchase currency is ${purchaseCurrency}`
                    : "The vehicle's purchase currency when left empty"
                }
                options={currencyOptions(currencies.data ?? [], currency || purchaseCurrency)}
              />
            </Grid>
            <Grid size={12}>
              <FormText control={control} name="details" label="Details" multiline minRows={2} fullWidth />
            </Grid>
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
