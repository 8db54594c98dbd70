import { Grid } from '@mui/material'
import { FormText, MoneyField } from '../../components/form-fields'
import { CountryField, CurrencyField } from '../../components/reference-fields'
import { type CustomerControl, FormSection, half, third } from './customer-form-section'

/** The customer's business, the currency we deal in and the deposit they hold with us. */
export const CustomerBusinessFields = ({
  control,
  currency,
}: {
  control: CustomerControl
  currency?: string
}) => {
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
        <CountryField
          control={control}
          name="businessCountryId"
          label="Business country"
          fullWidth
          none="None"
        />
      </Grid>
      <Grid size={third}>
        <CurrencyField
          control={control}
          name="currency"
          label="Currency"
          required
          fullWidth
          helperText="Follows the country; change it if they pay in another"
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
