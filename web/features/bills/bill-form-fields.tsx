import { FormControlLabel, Grid, Radio, RadioGroup } from '@mui/material'
import { useState } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { type BillInput, type BillValues, tradeTerms } from '../../../shared/bills'
import type { Customer } from '../../../shared/customers'
import type { VehicleRow } from '../../../shared/vehicles'
import { DateField, FormSelect, FormText } from '../../components/form-fields'
import { ListPicker, type Option } from '../../components/list-picker'
import { useCurrencies } from '../../lib/reference-data'
import { useSession } from '../session'
import { billVehicleLists } from './bills.api'

type BillFormApi = UseFormReturn<BillInput, unknown, BillValues>
type Buyer = 'customer' | 'name'

const half = { xs: 12, sm: 6 }
const third = { xs: 12, sm: 6, md: 4 }

/** A customer by name, with the business and country beside it; the record comes along for its currency and term. */
const customerOption = (c: Customer): Option<Customer> => ({
  id: c.id,
  label: `${c.firstName} ${c.lastName}`,
  hint: [c.businessName, c.countryName].filter(Boolean).join(' · '),
  value: c,
})

const vehicleOption = (v: VehicleRow): Option<VehicleRow> => ({
  id: v.id,
  label: `${v.stockNo} ${v.model}`,
  hint: [v.chassisNo, v.status === 'sold' ? 'sold' : ''].filter(Boolean).join(' · '),
  value: v,
})

/**
 * Who is billed (a customer of the book, whose currency and trade term come along, or a typed name)
 * and for which vehicle.
 */
export const BillPartyFields = ({ form }: { form: BillFormApi }) => {
  const { profile } = useSession()
  const { control, setValue, formState } = form
  const [buyer, setBuyer] = useState<Buyer>('customer')
  const [customer, setCustomer] = useState<Option<Customer> | null>(null)
  const [vehicle, setVehicle] = useState<Option<VehicleRow> | null>(null)
  const customerError = formState.errors.customerId?.message

  const chooseBuyer = (next: Buyer) => {
    setBuyer(next)
    setCustomer(null)
    setValue('customerId', null)
    setValue('buyerName', '')
  }
  const chooseCustomer = (option: Option<Customer> | null) => {
    setCustomer(option)
    setValue('customerId', option?.id ?? null, { shouldValidate: formState.isSubmitted })
    const c = option?.value
    if (c?.currency) setValue('currency', c.currency)
    if (c?.tradeTerm && (tradeTerms as readonly string[]).includes(c.tradeTerm))
      setValue('tradeTerm', c.tradeTerm as (typeof tradeTerms)[number])
  }
  return (
    <>
      <Grid size={12}>
        <RadioGroup
          row
          aria-label="Bill to"
          value={buyer}
          onChange={(e) => chooseBuyer(e.target.value as Buyer)}
        >
          <FormControlLabel value="customer" control={<Radio />} label="A customer" />
          <FormControlLabel value="name" control={<Radio />} label="Another buyer (type the name)" />
        </RadioGroup>
      </Grid>
      <Grid size={half}>
        {buyer === 'customer' ? (
          <ListPicker
            label="Customer"
            name="customerId"
            value={customer}
            onChange={chooseCustomer}
            path="customer"
            toOption={customerOption}
            error={customerError}
            size="medium"
            required
          />
        ) : (
          <FormText
            control={control}
            name="buyerName"
            label="Buyer name"
            required
            fullWidth
            error={!!customerError || !!formState.errors.buyerName}
            helperText={formState.errors.buyerName?.message ?? customerError}
          />
        )}
      </Grid>
      <Grid size={half}>
        <ListPicker
          label="Vehicle (optional)"
          name="vehicleId"
          value={vehicle}
          onChange={(o) => {
            setVehicle(o)
            setValue('vehicleId', o?.id ?? null)
          }}
          path={billVehicleLists(profile?.userRole)}
          toOption={vehicleOption}
          error={formState.errors.vehicleId?.message}
          size="medium"
        />
      </Grid>
    </>
  )
}

/** When it is issued and due, on which terms, and in which currency. */
export const BillTermsFields = ({ form }: { form: BillFormApi }) => {
  const currencies = useCurrencies()
  const { control } = form
  const currency = useWatch({ control, name: 'currency' }) as string
  const currencyOptions = [
    ...((currencies.data ?? []).some((c) => c.code === currency)
      ? []
      : [{ value: currency, label: currency }]),
    ...(currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` })),
  ]
  return (
    <>
      <Grid size={third}>
        <DateField control={control} name="issueDate" label="Issue date" required fullWidth />
      </Grid>
      <Grid size={third}>
        <DateField control={control} name="dueDate" label="Due date" required fullWidth />
      </Grid>
      <Grid size={third}>
        <FormSelect
          control={control}
          name="tradeTerm"
          label="Trade term"
          required
          fullWidth
          options={tradeTerms.map((t) => ({ value: t, label: t }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <FormText control={control} name="paymentTerms" label="Payment terms" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormSelect
          control={control}
          name="currency"
          label="Currency"
          required
          fullWidth
          options={currencyOptions}
        />
      </Grid>
    </>
  )
}
