import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Divider, Stack } from '@mui/material'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { type Customer, type CustomerFile, CustomerInput, customerFiles } from '../../../shared/customers'
import { useCountries } from '../../lib/reference-data'
import { useFormSave } from '../../lib/use-form-save'
import { CustomerAddressFields } from './customer-address-fields'
import { CustomerBusinessFields } from './customer-business-fields'
import { CustomerDocumentFields, type CustomerFiles } from './customer-document-fields'
import type { CustomerFormValues } from './customer-form-section'
import { CustomerPersonFields } from './customer-person-fields'
import { CustomerShippingFields } from './customer-shipping-fields'
import type { CustomerForm as Values } from './customers.api'

type Props = { customer?: Customer; onSubmit: (values: Values) => Promise<void> }

const blank: CustomerFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  whatsapp: '',
  phone: '',
  dateOfBirth: '',
  businessName: '',
  businessType: '',
  countryId: '',
  businessCountryId: '',
  currency: '',
  destinationPort: '',
  shippingMode: '',
  tradeTerm: '',
  address: '',
  city: '',
  province: '',
  postCode: '',
  securityDeposit: '0',
}

/** The stored customer as form values: every empty field an empty string, and the version loaded. */
const valuesOf = (c: Customer): CustomerFormValues => ({
  ...(Object.fromEntries(
    Object.keys(blank).map((k) => [k, c[k as keyof Customer] ?? '']),
  ) as CustomerFormValues),
  version: c.version,
})

const isFileField = (field: string): field is CustomerFile =>
  (customerFiles as readonly string[]).includes(field)

/** The customer form, for add and edit: person, business, shipping, address, documents. */
export const CustomerForm = ({ customer, onSubmit }: Props) => {
  const countries = useCountries()
  const [files, setFiles] = useState<CustomerFiles>({})
  const [fileErrors, setFileErrors] = useState<Partial<Record<CustomerFile, string>>>({})
  const form = useForm<CustomerFormValues, unknown, CustomerInput>({
    resolver: zodResolver(CustomerInput),
    defaultValues: customer ? valuesOf(customer) : blank,
  })
  const { control, setValue, formState } = form
  const [countryId, currency] = useWatch({ control, name: ['countryId', 'currency'] })
  const country = countries.data?.find((c) => c.id === Number(countryId))

  // A newly picked country pre-fills its currency; the user may still change it.
  const shownCountry = useRef(countryId)
  useEffect(() => {
    if (shownCountry.current === countryId || !country) return
    shownCountry.current = countryId
    setValue('currency', country.currency, { shouldValidate: formState.isSubmitted })
  }, [countryId, country, setValue, formState.isSubmitted])

  const submit = useFormSave(form, {
    save: (values) => {
      setFileErrors({})
      return onSubmit({ ...values, ...files })
    },
    failed: 'Failed to save customer',
    elsewhere: (field, message) => {
      if (!isFileField(field)) return false
      setFileErrors((e) => ({ ...e, [field]: message }))
      return true
    },
  })

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate>
      <CustomerPersonFields control={control} dialCode={country?.dialCode} />
      <Divider />
      <CustomerBusinessFields control={control} currency={String(currency ?? '')} />
      <Divider />
      <CustomerShippingFields control={control} />
      <Divider />
      <CustomerAddressFields control={control} />
      <Divider />
      <CustomerDocumentFields
        customer={customer}
        files={files}
        errors={fileErrors}
        onChange={(field, file) => setFiles((f) => ({ ...f, [field]: file }))}
      />
      <Stack direction="row" justifyContent="flex-end">
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {customer ? 'Update customer' : 'Add customer'}
        </Button>
      </Stack>
    </Stack>
  )
}
