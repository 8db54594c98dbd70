import { Grid } from '@mui/material'
import { useState } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import type { Customer } from '../../../shared/customers'
import { paymentMethodLabels, paymentMethods } from '../../../shared/sales'
import { FilePicker } from '../../components/file-picker'
import { DateField, FormSelect, FormText, MoneyField } from '../../components/form-fields'
import { ListPicker, type Option } from '../../components/list-picker'
import { useBusinessToday } from '../../lib/business-today'
import type { SaleForm } from './sales.api'

export type SaleFiles = { document?: File; image?: File }

const half = { xs: 12, sm: 6 }
const third = { xs: 12, sm: 4 }
const frequencyOptions = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'weekly', label: 'Weekly' },
]
const methodOptions = paymentMethods.map((m) => ({ value: m, label: paymentMethodLabels[m] }))

/** A customer with its currency beside it: the sale is in that currency unless changed. */
const customerOption = (c: Customer): Option<Customer> => ({
  id: c.id,
  label: `${c.firstName} ${c.lastName}`,
  hint: [c.currency, c.phone].filter(Boolean).join(' · '),
  value: c,
})

/** To whom, when, and for how much: the currency follows the customer. */
export const SaleTermsFields = ({ form }: { form: UseFormReturn<SaleForm> }) => {
  const { date: today } = useBusinessToday()
  const { control, setValue, formState } = form
  const currency = useWatch({ control, name: 'currency' })
  const [customer, setCustomer] = useState<Option<Customer> | null>(null)
  return (
    <>
      <Grid size={half}>
        <ListPicker
          label="Customer"
          name="customerId"
          required
          value={customer}
          onChange={(o) => {
            setCustomer(o)
            setValue('customerId', o?.id ?? '')
            setValue('currency', o?.value?.currency ?? '')
          }}
          path="customer"
          toOption={customerOption}
          error={formState.errors.customerId?.message}
        />
      </Grid>
      <Grid size={half}>
        <DateField control={control} name="date" label="Sale date" max={today} required fullWidth />
      </Grid>
      <Grid size={third}>
        <MoneyField control={control} name="price" label="Price" required fullWidth currency={currency} />
      </Grid>
      <Grid size={third}>
        <FormText
          control={control}
          name="currency"
          label="Currency"
          helperText="The customer's by default"
          fullWidth
        />
      </Grid>
    </>
  )
}

/** How it is paid: the down payment, then the instalments. */
export const SalePlanFields = ({ form }: { form: UseFormReturn<SaleForm> }) => {
  const { control } = form
  const currency = useWatch({ control, name: 'currency' })
  return (
    <>
      <Grid size={third}>
        <MoneyField control={control} name="downPayment" label="Down payment" fullWidth currency={currency} />
      </Grid>
      <Grid size={third}>
        <FormSelect
          control={control}
          name="downPaymentMethod"
          label="Down payment method"
          options={methodOptions}
          fullWidth
        />
      </Grid>
      <Grid size={third}>
        <FormText control={control} name="instalmentCount" label="Instalments" type="number" fullWidth />
      </Grid>
      <Grid size={third}>
        <FormSelect
          control={control}
          name="frequency"
          label="Frequency"
          options={frequencyOptions}
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <DateField control={control} name="firstDueDate" label="First due date" fullWidth />
      </Grid>
    </>
  )
}

type FilesProps = {
  files: SaleFiles
  onChange: (files: SaleFiles) => void
  errors: { document?: string; image?: string }
}

/** The sale's document (PDF) and an image, sent with the sale. */
export const SaleFileFields = ({ files, onChange, errors }: FilesProps) => (
  <>
    <Grid size={half}>
      <FilePicker
        label="Sale document (PDF)"
        value={files.document}
        onChange={(document) => onChange({ ...files, document })}
        accept="application/pdf"
        error={errors.document}
      />
    </Grid>
    <Grid size={half}>
      <FilePicker
        label="Image"
        value={files.image}
        onChange={(image) => onChange({ ...files, image })}
        error={errors.image}
      />
    </Grid>
  </>
)
