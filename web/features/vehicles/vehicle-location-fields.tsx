import { Grid } from '@mui/material'
import { useState } from 'react'
import type { Vehicle } from '../../../shared/vehicles'
import { AsyncPicker, type Option } from '../../components/async-picker'
import { FormText } from '../../components/form-fields'
import { cell, type VehicleFormApi, VehicleFormSection } from './vehicle-form-section'
import { useStationOptions } from './vehicles.api'

/** The station the vehicle belongs to (its country follows) and where it is right now. */
export const VehicleLocationFields = ({ form, vehicle }: { form: VehicleFormApi; vehicle?: Vehicle }) => {
  const { control, setValue, formState } = form
  const [station, setStation] = useState<Option | null>(
    vehicle ? { id: vehicle.stationId, label: vehicle.stationName } : null,
  )
  return (
    <VehicleFormSection title="Location">
      <Grid size={cell}>
        <AsyncPicker
          label="Station"
          name="stationId"
          required
          value={station}
          useOptions={useStationOptions}
          error={formState.errors.stationId?.message}
          helperText={
            vehicle?.moved ? 'Moved vehicles change station with Move' : 'Its country follows the station'
          }
          onChange={(o) => {
            setStation(o)
            setValue('stationId', o?.id ?? '', { shouldValidate: formState.isSubmitted })
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <FormText
          control={control}
          name="location"
          label="Where it is now"
          helperText='Free text, e.g. "Yokohama port", "on vessel"'
        />
      </Grid>
    </VehicleFormSection>
  )
}
