import { Grid, TextField } from '@mui/material'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import type { Vehicle } from '../../../shared/vehicles'
import type { Vendor } from '../../../shared/vendors'
import { DateField, FormText, MoneyField } from '../../components/form-fields'
import { ListPicker, type Option } from '../../components/list-picker'
import { CurrencyField } from '../../components/reference-fields'
import { useBusinessToday } from '../../lib/business-today'
import { useCurrencies } from '../../lib/reference-data'
import { cell, small, type VehicleFormApi, VehicleFormSection } from './vehicle-form-section'
import { vendorOption } from './vehicles.api'

type Props = { form: VehicleFormApi; vehicle?: Vehicle; canEditPurchase: boolean }

/** From whom, when and for how much the vehicle was bought; the currency follows the vendor. */
export const VehiclePurchaseFields = ({ form, vehicle, canEditPurchase }: Props) => {
  const { date: today } = useBusinessToday()
  const _currencies = useCurrencies()
  const { control, setValue, formState } = form
  const purchaseCurrency = useWatch({ control, name: 'purchaseCurrency' })
  const [vendor, setVendor] = useState<Option<Vendor> | null>(
    vehicle?.vendorId && vehicle.vendorName ? { id: vehicle.vendorId, label: vehicle.vendorName } : null,
  )
  return (
    <VehicleFormSection title="Purchase">
      <Grid size={cell}>
        {canEditPurchase ? (
          <ListPicker
            label="Vendor"
            name="vendorId"
            required
            value={vendor}
            path="vendor"
            toOption={vendorOption}
            error={formState.errors.vendorId?.message}
            onChange={(o) => {
              setVendor(o)
              setValue('vendorId', o?.id ?? '', { shouldValidate: formState.isSubmitted })
              const currency = o?.value?.currency
              if (currency) setValue('purchaseCurrency', currency)
            }}
          />
        ) : (
          // A role that may not change the purchase is not offered vendors (it may not list them).
          <TextField label="Vendor" size="small" value={vehicle?.vendorName ?? '—'} disabled fullWidth />
        )}
      </Grid>
      <Grid size={small}>
        <DateField
          control={control}
          name="purchaseDate"
          label="Purchase date"
          max={today}
          required
          disabled={!canEditPurchase}
        />
      </Grid>
      <Grid size={small}>
        <MoneyField
          control={control}
          name="purchasePrice"
          label="Purchase price"
          required
          currency={purchaseCurrency}
          disabled={!canEditPurchase}
        />
      </Grid>
      <Grid size={small}>
        <CurrencyField
          control={control}
          name="purchaseCurrency"
          label="Currency"
          disabled={!canEditPurchase}
          helperText="Follows the vendor"
          codeOnly
        />
      </Grid>
      <Grid size={small}>
        <DateField control={control} name="vendorDueDate" label="Pay vendor by" />
      </Grid>
      <Grid size={12}>
        <FormText control={control} name="purchaseDetails" label="Purchase details" multiline minRows={2} />
      </Grid>
    </VehicleFormSection>
  )
}
