import { Grid } from '@mui/material'
import { useState } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import type { Currency } from '../../../shared/countries'
import type { ExpenseInput } from '../../../shared/expenses'
import type { VehicleRow } from '../../../shared/vehicles'
import { DateField, FormSelect, FormText, MoneyField } from '../../components/form-fields'
import { ListPicker, type ListSource, type Option } from '../../components/list-picker'
import { useBusinessToday } from '../../lib/business-today'
import { useCurrencies } from '../../lib/reference-data'
import { kindOptions } from './expense-kinds'

export type ExpenseFormApi = UseFormReturn<z.input<typeof ExpenseInput>, unknown, ExpenseInput>

const half = { xs: 12, sm: 6 }

/** Every known currency, and the chosen one even before the list has loaded. */
const currencyOptions = (list: Currency[], chosen: string) => [
  ...(!chosen || list.some((c) => c.code === chosen) ? [] : [{ value: chosen, label: chosen }]),
  ...list.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` })),
]

type PickerProps = {
  form: ExpenseFormApi
  pickFrom: ListSource<VehicleRow>
  onPick: (v?: VehicleRow) => void
}

/** The vehicle the expense is for, picked by chassis number; its purchase currency comes along. */
export const ExpenseVehiclePicker = ({ form, pickFrom, onPick }: PickerProps) => {
  const { setValue, formState } = form
  const [vehicle, setVehicle] = useState<Option<VehicleRow> | null>(null)
  return (
    <Grid size={12}>
      <ListPicker
        {...pickFrom}
        label="Vehicle (chassis no.)"
        name="carId"
        value={vehicle}
        onChange={(o) => {
          setVehicle(o)
          onPick(o?.value)
          setValue('carId', o?.id ?? '', { shouldValidate: formState.isSubmitted })
          setValue('currency', o?.value?.purchaseCurrency ?? '')
        }}
        error={formState.errors.carId?.message}
        helperText="Vehicles in stock; type part of the chassis or stock number"
        required
      />
    </Grid>
  )
}

/** Date, kind, amount, currency (the vehicle's purchase currency by default) and details. */
export const ExpenseFields = ({
  form,
  purchaseCurrency,
}: {
  form: ExpenseFormApi
  purchaseCurrency: string
}) => {
  const { date: today } = useBusinessToday()
  const currencies = useCurrencies()
  const { control } = form
  const currency = useWatch({ control, name: 'currency' }) as string | undefined
  return (
    <>
      <Grid size={half}>
        <DateField control={control} name="date" label="Date" max={today} required fullWidth />
      </Grid>
      <Grid size={half}>
        <FormSelect control={control} name="kind" label="Kind" options={kindOptions} required fullWidth />
      </Grid>
      <Grid size={half}>
        <MoneyField control={control} name="amount" label="Amount" required fullWidth currency={currency} />
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
    </>
  )
}
