import { Grid } from '@mui/material'
import { countryOption } from '../../components/country-flag'
import { FormSelect, FormText, MoneyField } from '../../components/form-fields'
import { useCountries, useCurrencies } from '../../lib/reference-data'
import { type CustomerControl, FormSection, half, third } from './customer-form-section'

/** The customer's business, the currency we deal in and the deposit they hold with us. */
export const CustomerBusinessFields = ({
  control,
  currency,
}: {
  control: CustomerControl
  currency?: string
}) => {
  const countries = useCountries()
  const currencies = useCurrencies()
  return (
    <FormSection title="Business">
      <Grid size={half}>
        <FormText control={control} name="businessName" label="Business name" fullWidth />
      </Grid>
      <Grid size={half}>
        <FormText
          control={control}
          name="businessType"
          label="Business type"
          fullWidth
          helperText="Dealer, showroom, importer, individual…"
        />
      </Grid>
      <Grid size={third}>
        <FormSelect
          control={control}
          name="businessCountryId"
          label="Business country"
          fullWidth
          options={[{ value: '', label: 'None' }, ...(countries.data ?? []).map((c) => countryOption(c))]}
        />
      </Grid>
      <Grid size={third}>
        <FormSelect
          control={control}
          name="currency"
          label="Currency"
          required
          fullWidth
          helperText="Follows the country; change it if they pay in another"
          options={(currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))}
        />
      </Grid>
      <Grid size={third}>
        <MoneyField
          control={control}
          name="securityDeposit"
          label="Security deposit"
          fullWidth
          helperText="The advance they have paid us"
          currency={currency ?? ''}
        />
      </Grid>
    </FormSection>
  )
}
