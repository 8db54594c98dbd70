import { Grid } from '@mui/material'
import { useState } from 'react'
import type { Station } from '../../../shared/stations'
import type { Vehicle } from '../../../shared/vehicles'
import { FormText } from '../../components/form-fields'
import { ListPicker, type Option } from '../../components/list-picker'
import { cell, type VehicleFormApi, VehicleFormSection } from './vehicle-form-section'
import { stationOption } from './vehicles.api'

/** The station the vehicle belongs to (its country follows) and where it is right now. */
export const VehicleLocationFields = ({ form, vehicle }: { form: VehicleFormApi; vehicle?: Vehicle }) => {
  const { control, setValue, formState } = form
  const [station, setStation] = useState<Option<Station> | null>(
    vehicle ? { id: vehicle.stationId, label: vehicle.stationName } : null,
  )
  return (
    <VehicleFormSection title="Location">
      <Grid size={cell}>
        <ListPicker
          label="Station"
          name="stationId"
          required
          value={station}
          path="Station"
          toOption={stationOption}
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
