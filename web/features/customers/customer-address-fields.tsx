import { Grid } from '@mui/material'
import { FormText } from '../../components/form-fields'
import { type CustomerControl, FormSection, third } from './customer-form-section'

export const CustomerAddressFields = ({ control }: { control: CustomerControl }) => (
  <FormSection title="Address">
    <Grid size={12}>
      <FormText control={control} name="address" label="Address" fullWidth multiline minRows={2} />
    </Grid>
    <Grid size={third}>
      <FormText control={control} name="city" label="City" fullWidth />
    </Grid>
    <Grid size={third}>
      <FormText control={control} name="province" label="Province / state" fullWidth />
    </Grid>
    <Grid size={third}>
      <FormText control={control} name="postCode" label="Post code" fullWidth />
    </Grid>
  </FormSection>
)
