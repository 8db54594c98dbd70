import { Grid } from '@mui/material'
import { shippingModes, tradeTerms } from '../../../shared/customers'
import { FormSelect, FormText } from '../../components/form-fields'
import { type CustomerControl, FormSection, third } from './customer-form-section'

const choices = (values: readonly string[]) => [
  { value: '', label: 'Not set' },
  ...values.map((v) => ({ value: v, label: v })),
]

/** Where their cars are shipped and on which terms. */
export const CustomerShippingFields = ({ control }: { control: CustomerControl }) => (
  <FormSection title="Shipping">
    <Grid size={third}>
      <FormText control={control} name="destinationPort" label="Destination port" fullWidth />
    </Grid>
    <Grid size={third}>
      <FormSelect
        control={control}
        name="shippingMode"
        label="Shipping mode"
        fullWidth
        options={choices(shippingModes)}
      />
    </Grid>
    <Grid size={third}>
      <FormSelect
        control={control}
        name="tradeTerm"
        label="Trade term"
        fullWidth
        options={choices(tradeTerms)}
      />
    </Grid>
  </FormSection>
)
