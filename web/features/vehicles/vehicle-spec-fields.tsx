import { Grid } from '@mui/material'
import { drives, fuels, steeringSides, transmissions } from '../../../shared/vehicles'
import { FormSelect, FormText } from '../../components/form-fields'
import { choices, small, type VehicleControl, VehicleFormSection } from './vehicle-form-section'

const numbers = [
  ['engineCc', 'Engine cc'],
  ['mileageKm', 'Mileage (km)'],
  ['seats', 'Seats'],
  ['doors', 'Doors'],
  ['cylinders', 'Cylinders'],
  ['horsepower', 'Horsepower'],
  ['lengthMm', 'Length (mm)'],
  ['widthMm', 'Width (mm)'],
  ['heightMm', 'Height (mm)'],
] as const

/** How the vehicle is built and its condition. */
export const VehicleSpecFields = ({ control }: { control: VehicleControl }) => (
  <VehicleFormSection title="Specification">
    {numbers.map(([name, label]) => (
      <Grid key={name} size={small}>
        <FormText control={control} name={name} label={label} inputMode="numeric" />
      </Grid>
    ))}
    <Grid size={small}>
      <FormSelect control={control} name="steering" label="Steering" options={choices(steeringSides)} />
    </Grid>
    <Grid size={small}>
      <FormSelect control={control} name="drive" label="Drive" options={choices(drives)} />
    </Grid>
    <Grid size={small}>
      <FormSelect
        control={control}
        name="transmission"
        label="Transmission"
        options={choices(transmissions)}
      />
    </Grid>
    <Grid size={small}>
      <FormSelect control={control} name="fuel" label="Fuel" options={choices(fuels)} />
    </Grid>
    <Grid size={{ xs: 12, sm: 8, md: 4 }}>
      <FormText
        control={control}
        name="condition"
        label="Condition"
        helperText="e.g. auction grade 4.5, good"
      />
    </Grid>
    <Grid size={12}>
      <FormText control={control} name="details" label="Details" multiline minRows={2} />
    </Grid>
  </VehicleFormSection>
)
