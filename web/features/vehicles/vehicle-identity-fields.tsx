import { Grid } from '@mui/material'
import { FormSelect, FormText } from '../../components/form-fields'
import { cell, small, type VehicleControl, VehicleFormSection } from './vehicle-form-section'
import { useCategoryOptions } from './vehicles.api'

/** What the vehicle is: chassis number, model and its code, category, when made and first registered, looks. */
export const VehicleIdentityFields = ({ control }: { control: VehicleControl }) => {
  const categories = useCategoryOptions()
  return (
    <VehicleFormSection title="Identity">
      <Grid size={cell}>
        <FormText control={control} name="chassisNo" label="Chassis number" required />
      </Grid>
      <Grid size={cell}>
        <FormText
          control={control}
          name="model"
          label="Model"
          required
          helperText="Make and model, e.g. Toyota Land Cruiser Prado TX"
        />
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name="categoryId"
          label="Category"
          options={[
            { value: '', label: '—' },
            ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
      </Grid>
      <Grid size={small}>
        <FormText control={control} name="year" label="Year" inputMode="numeric" helperText="Manufacture" />
      </Grid>
      <Grid size={small}>
        <FormText control={control} name="month" label="Month" inputMode="numeric" />
      </Grid>
      <Grid size={small}>
        <FormText
          control={control}
          name="firstRegYear"
          label="First registration"
          inputMode="numeric"
          helperText="Year"
        />
      </Grid>
      <Grid size={small}>
        <FormText control={control} name="firstRegMonth" label="Reg. month" inputMode="numeric" />
      </Grid>
      <Grid size={small}>
        <FormText control={control} name="modelCode" label="Model code" helperText="e.g. DBA-ZVW30" />
      </Grid>
      <Grid size={small}>
        <FormText control={control} name="colour" label="Colour" />
      </Grid>
      <Grid size={small}>
        <FormText control={control} name="bodyType" label="Body type" />
      </Grid>
    </VehicleFormSection>
  )
}
