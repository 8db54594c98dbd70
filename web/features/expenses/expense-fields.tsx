import { Grid } from '@mui/material'
import { useState } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import type { ExpenseInput } from '../../../shared/expenses'
import type { VehicleRow } from '../../../shared/vehicles'
import { DateField, FormSelect, FormText, MoneyField } from '../../components/form-fields'
import { ListPicker, type ListSource, type Option } from '../../components/list-picker'
import { CurrencyField } from '../../components/reference-fields'
import { useBusinessToday } from '../../lib/business-today'
import { kindOptions } from './expense-kinds'

export type ExpenseFormApi = UseFormReturn<z.input<typeof ExpenseInput>, unknown, ExpenseInput>

const half = { xs: 12, sm: 6 }

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
        <CurrencyField
          control={control}
          name="currency"
          label="Currency"
          fullWidth
          helperText={
            purchaseCurrency
              ? `The vehicle's purchase currency is ${purchaseCurrency}`
              : "The vehicle's purchase currency when left empty"
          }
        />
      </Grid>
      <Grid size={12}>
        <FormText control={control} name="details" label="Details" multiline minRows={2} fullWidth />
      </Grid>
    </>
  )
}
