import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Grid, Stack } from '@mui/material'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { messages } from '../../../shared/messages'
import { type Vendor, VendorInput, vendorTypeLabels, vendorTypes } from '../../../shared/vendors'
import { FilePicker } from '../../components/file-picker'
import { FormSelect, FormText, MoneyField } from '../../components/form-fields'
import { CountryField, CurrencyField } from '../../components/reference-fields'
import { useCountries, useCurrencies } from '../../lib/reference-data'
import { useFormSave } from '../../lib/use-form-save'
import { useSession } from '../session'
import { vendorFailure } from './vendor-failure'
import { blankVendor, fromVendor, type VendorFormInput as Input } from './vendor-form-values'
import type { VendorForm as Values } from './vendors.api'

type Props = { vendor?: Vendor; onSubmit: (values: Values) => Promise<void> }
type Files = { imageFile?: File; idCardFile?: File }

/** The vendor form, for add and edit. Choosing a country pre-fills its currency, which stays changeable. */
export const VendorForm = ({ vendor, onSubmit }: Props) => {
  const countries = useCountries()
  const _currencies = useCurrencies()
  const { profile } = useSession()
  const [files, setFiles] = useState<Files>({})
  const [fileErrors, setFileErrors] = useState<Record<string, string | undefined>>({})
  const home = countries.data?.find((c) => c.id === profile?.countryId)
  const form = useForm<Input, unknown, VendorInput>({
    resolver: zodResolver(VendorInput),
    defaultValues: vendor ? fromVendor(vendor) : blankVendor(home),
  })
  const { control, setValue } = form
  const countryId = useWatch({ control, name: 'countryId' })
  const shownCountry = useRef(countryId)
  useEffect(() => {
    if (shownCountry.current === countryId) return
    shownCountry.current = countryId
    const country = countries.data?.find((c) => c.id === Number(countryId))
    if (country) setValue('currency', country.currency, { shouldDirty: true })
  }, [countryId, countries.data, setValue])
  const currency = useWatch({ control, name: 'currency' })

  const submit = useFormSave(form, {
    save: (values) => {
      setFileErrors({})
      return onSubmit({ ...values, ...files })
    },
    failed: vendor ? messages.vendors.updateFailed : messages.vendors.addFailed,
    // Vendor failures are headed by the server's title.
    describe: vendorFailure,
    elsewhere: (field, message) => {
      if (field !== 'imageFile' && field !== 'idCardFile') return false
      setFileErrors((e) => ({ ...e, [field]: message }))
      return true
    },
  })
  const half = { xs: 12, sm: 6 }
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Grid container spacing={2}>
        <Grid size={half}>
          <FormText control={control} name="name" label="Vendor name" required />
        </Grid>
        <Grid size={half}>
          <FormSelect
            control={control}
            name="type"
            label="Type"
            required
            options={vendorTypes.map((t) => ({ value: t, label: vendorTypeLabels[t] }))}
          />
        </Grid>
        <Grid size={half}>
          <CountryField control={control} name="countryId" label="Country" required />
        </Grid>
        <Grid size={half}>
          <CurrencyField
            control={control}
            name="currency"
            label="Currency"
            helperText="Pre-filled from the country; change it if the vendor bills in another currency"
          />
        </Grid>
        <Grid size={half}>
          <FormText control={control} name="registrationNo" label="Registration no." />
        </Grid>
        <Grid size={half}>
          <MoneyField
            control={control}
            name="advance"
            label="Advance"
            placeholder="0"
            helperText="Money paid to the vendor in advance"
            currency={currency}
          />
        </Grid>
        <Grid size={half}>
          <FormText
            control={control}
            name="phone"
            label="Contact number"
            helperText="Local or international; stored with the country's dial code"
          />
        </Grid>
        <Grid size={half}>
          <FormText control={control} name="email" label="E-mail" type="email" />
        </Grid>
        <Grid size={half}>
          <FormText control={control} name="city" label="City" />
        </Grid>
        <Grid size={half}>
          <FormText control={control} name="address" label="Address" />
        </Grid>
        <Grid size={12}>
          <FormText control={control} name="notes" label="Notes" multiline minRows={2} />
        </Grid>
        <Grid size={half}>
          <FilePicker
            label="Picture"
            value={files.imageFile}
            onChange={(imageFile) => setFiles((f) => ({ ...f, imageFile }))}
            currentUrl={vendor?.imageUrl}
            error={fileErrors.imageFile}
          />
        </Grid>
        <Grid size={half}>
          <FilePicker
            label="ID / business card"
            value={files.idCardFile}
            onChange={(idCardFile) => setFiles((f) => ({ ...f, idCardFile }))}
            currentUrl={vendor?.idCardUrl}
            accept="image/png,image/jpeg,image/webp,application/pdf"
            error={fileErrors.idCardFile}
          />
        </Grid>
      </Grid>
      <Stack direction="row" justifyContent="flex-end">
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {vendor ? 'Update vendor' : 'Add vendor'}
        </Button>
      </Stack>
    </Stack>
  )
}
