import { zodResolver } from '@hookform/resolvers/zod'
import Add from '@mui/icons-material/Add'
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
import { Link, useNavigate } from 'react-router-dom'
import type { z } from 'zod'
import { ExpenseInput, expenseKinds } from '../../../shared/expenses'
import { messages } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import type { Role } from '../../../shared/roles'
import type { VehicleRow } from '../../../shared/vehicles'
import { useBusinessToday } from '../../app/business-today'
import { useCurrencies } from '../../app/reference-data'
import { AsyncPicker, type Option } from '../../components/async-picker'
import { DateField, FormSelect, FormText, MoneyField } from '../../components/form-fields'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { useAddExpense, useAnyVehicleOptions, useInStockOptions, useSoldOptions } from './dashboard.api'

type Values = z.input<typeof ExpenseInput>
const kindOptions = expenseKinds.map((k) => ({ value: k, label: k.charAt(0).toUpperCase() + k.slice(1) }))

const useDialogFullScreen = () => useMediaQuery(useTheme().breakpoints.down('sm'))

/** Add an expense from the dashboard: pick the vehicle in stock by chassis number, then the expense. */
export const AddExpenseDialog = ({ onClose }: { onClose: () => void }) => {
  const { date: today } = useBusinessToday()
  const add = useAddExpense()
  const notify = useNotify()
  const currencies = useCurrencies()
  const fullScreen = useDialogFullScreen()
  const [vehicle, setVehicle] = useState<Option<VehicleRow> | null>(null)
  const form = useForm<Values, unknown, ExpenseInput>({
    resolver: zodResolver(ExpenseInput),
    defaultValues: { carId: '', date: today, kind: '', amount: '', currency: '', details: '' },
  })
  const { control, setValue, formState } = form
  const currency = useWatch({ control, name: 'currency' }) as string | undefined
  const purchaseCurrency = vehicle?.value?.purchaseCurrency

  const submit = useFormSave(form, {
    save: async (values) => {
      await add.mutateAsync(values)
      notify.toast(messages.vehicles.expenseAdded)
      onClose()
    },
    failed: 'Failed to save expense',
  })

  const half = { xs: 12, sm: 6 }
  const known = currencies.data ?? []
  const options = [
    ...(currency && !known.some((c) => c.code === currency) ? [{ value: currency, label: currency }] : []),
    ...known.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` })),
  ]
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="quick-expense-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="quick-expense-title">Add expense</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
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
                useOptions={useInStockOptions}
                error={formState.errors.carId?.message}
                helperText="Vehicles in stock; type part of the chassis or stock number"
              />
            </Grid>
            <Grid size={half}>
              <DateField control={control} name="date" label="Date" max={today} fullWidth />
            </Grid>
            <Grid size={half}>
              <FormSelect control={control} name="kind" label="Kind" options={kindOptions} fullWidth />
            </Grid>
            <Grid size={half}>
              <MoneyField control={control} name="amount" label="Amount" fullWidth currency={currency} />
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
                options={options}
              />
            </Grid>
            <Grid size={12}>
              <FormText control={control} name="details" label="Details" multiline minRows={2} fullWidth />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Add expense
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

/** Record a payment: pick the vehicle, then its details page opens at the payments section. */
export const PaymentVehicleDialog = ({ role, onClose }: { role?: Role; onClose: () => void }) => {
  const navigate = useNavigate()
  const fullScreen = useDialogFullScreen()
  const [vehicle, setVehicle] = useState<Option<VehicleRow> | null>(null)
  const useOptions = can(role, 'vehicles', 'viewAll')
    ? useAnyVehicleOptions
    : can(role, 'vehicles', 'viewSold')
      ? useSoldOptions
      : useInStockOptions
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="quick-payment-title"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (vehicle) navigate(`/vehicles/details/${vehicle.id}#payments`)
        }}
      >
        <DialogTitle id="quick-payment-title">Record payment</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <AsyncPicker
                label="Vehicle (chassis no.)"
                value={vehicle}
                onChange={setVehicle}
                useOptions={useOptions}
                helperText="A customer pays for a sold vehicle; we pay the vendor for any vehicle"
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!vehicle}>
            Open its payments
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

/** The dashboard's quick actions, each only for the roles that may do it. */
export const QuickActions = ({ role }: { role?: Role }) => {
  const [open, setOpen] = useState<'expense' | 'payment'>()
  const close = () => setOpen(undefined)
  return (
    <>
      {can(role, 'vehicles', 'create') && (
        <Button variant="contained" component={Link} to="/vehicles/add" startIcon={<Add />}>
          Add vehicle
        </Button>
      )}
      {can(role, 'expenses', 'manage') && (
        <Button variant="outlined" onClick={() => setOpen('expense')}>
          Add expense
        </Button>
      )}
      {can(role, 'payments', 'add') && (
        <Button variant="outlined" onClick={() => setOpen('payment')}>
          Record payment
        </Button>
      )}
      {can(role, 'exchangeRates', 'create') && (
        <Button variant="outlined" component={Link} to="/exchange-rates">
          Exchange rates
        </Button>
      )}
      {open === 'expense' && <AddExpenseDialog onClose={close} />}
      {open === 'payment' && <PaymentVehicleDialog role={role} onClose={close} />}
    </>
  )
}
