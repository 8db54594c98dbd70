import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Grid, Stack } from '@mui/material'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { type Vehicle, VehicleInput } from '../../../shared/vehicles'
import { useBusinessToday } from '../../lib/business-today'
import { useFormSave } from '../../lib/use-form-save'
import { type PhotoItem, PhotoManager, photoPayload } from './photo-manager'
import { VehicleFormSection, type VehicleFormValues, vehicleDefaults } from './vehicle-form-section'
import { VehicleIdentityFields } from './vehicle-identity-fields'
import { VehicleLocationFields } from './vehicle-location-fields'
import { VehiclePurchaseFields } from './vehicle-purchase-fields'
import { VehicleSpecFields } from './vehicle-spec-fields'
import type { VehicleForm as Values } from './vehicles.api'

type Props = { vehicle?: Vehicle; canEditPurchase: boolean; onSubmit: (values: Values) => Promise<void> }

/** The vehicle form, for add and edit: identity, specification, purchase, location, photos. */
export const VehicleForm = ({ vehicle, canEditPurchase, onSubmit }: Props) => {
  const { date: today } = useBusinessToday()
  const [photos, setPhotos] = useState<PhotoItem[]>(
    (vehicle?.photos ?? []).map((p) => ({
      key: `existing-${p.id}`,
      kind: 'existing',
      id: p.id,
      src: p.thumbUrl,
    })),
  )
  const [photoError, setPhotoError] = useState<string>()
  const form = useForm<VehicleFormValues, unknown, VehicleInput>({
    resolver: zodResolver(VehicleInput),
    defaultValues: vehicleDefaults(today, vehicle),
  })
  const { control, formState } = form
  const submit = useFormSave(form, {
    save: (values) => onSubmit({ ...values, ...photoPayload(photos) }),
    failed: 'Failed to save vehicle',
    elsewhere: (field, message) => {
      if (field !== 'photos' && field !== 'photoOrder') return false
      setPhotoError(message)
      return true
    },
  })
  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate>
      <VehicleIdentityFields control={control} />
      <VehicleSpecFields control={control} />
      <VehiclePurchaseFields form={form} vehicle={vehicle} canEditPurchase={canEditPurchase} />
      <VehicleLocationFields form={form} vehicle={vehicle} />
      <VehicleFormSection title="Photos">
        <Grid size={12}>
          <PhotoManager items={photos} onChange={setPhotos} error={photoError} />
        </Grid>
      </VehicleFormSection>
      <Stack direction="row" justifyContent="flex-end">
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {vehicle ? 'Update vehicle' : 'Add vehicle'}
        </Button>
      </Stack>
    </Stack>
  )
}
