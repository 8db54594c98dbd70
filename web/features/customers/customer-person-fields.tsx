import { Grid } from '@mui/material'
import { DateField, FormText } from '../../components/form-fields'
import { CountryField } from '../../components/reference-fields'
import { type CustomerControl, FormSection, half, third } from './customer-form-section'

/** Who the customer is and how to reach them; phones take the country's dial code. */
export const CustomerPersonFields = ({
  control,
  dialCode,
}: {
  control: CustomerControl
  dialCode?: string
}) => {
  const phoneHelp = dialCode ? `Local or international; stored with ${dialCode}` : 'Pick the country first'
  return (
    <FormSection title="Person">
      <Grid size={half}>
        <FormText control={control} name="firstName" label="First name" required fullWidth />
      </Grid>
      <Grid size={half}>
        <FormText control={control} name="lastName" label="Last name" required fullWidth />
      </Grid>
      <Grid size={half}>
        <CountryField control={control} name="countryId" label="Country" required fullWidth />
      </Grid>
      <Grid size={half}>
        <DateField control={control} name="dateOfBirth" label="Date of birth" fullWidth />
      </Grid>
      <Grid size={third}>
        <FormText control={control} name="email" label="E-mail" type="email" fullWidth />
      </Grid>
      <Grid size={third}>
        <FormText control={control} name="whatsapp" label="WhatsApp" fullWidth helperText={phoneHelp} />
      </Grid>
      <Grid size={third}>
        <FormText control={control} name="phone" label="Phone" fullWidth helperText={phoneHelp} />
      </Grid>
    </FormSection>
  )
}
