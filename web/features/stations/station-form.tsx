import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Grid, Stack } from '@mui/material'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { messages } from '../../../shared/messages'
import { type Station, StationInput } from '../../../shared/stations'
import { FilePicker } from '../../components/file-picker'
import { FormText } from '../../components/form-fields'
import { CountryField } from '../../components/reference-fields'
import { useFormSave } from '../../lib/use-form-save'
import type { StationForm as Values } from './stations.api'

type Props = { station?: Station; onSubmit: (values: Values) => Promise<void> }

const blank = { name: '', city: '', countryId: '', phone: '', whatsapp: '', email: '', address: '' }

/** The station form, for add and edit. */
export const StationForm = ({ station, onSubmit }: Props) => {
  const [picture, setPicture] = useState<File>()
  const [fileError, setFileError] = useState<string>()
  const form = useForm<z.input<typeof StationInput>, unknown, StationInput>({
    resolver: zodResolver(StationInput),
    defaultValues: station
      ? {
          ...station,
          phone: station.phone ?? '',
          whatsapp: station.whatsapp ?? '',
          email: station.email ?? '',
          address: station.address ?? '',
        }
      : blank,
  })
  const { control, formState } = form
  const submit = useFormSave(form, {
    save: (values) => onSubmit({ ...values, picture }),
    failed: station ? messages.stations.updateFailed : messages.stations.addFailed,
    elsewhere: (field, message) => {
      if (field !== 'picture') return false
      setFileError(message)
      return true
    },
  })
  const half = { xs: 12, sm: 6 }
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Grid container spacing={2}>
        <Grid size={half}>
          <FormText control={control} name="name" label="Station name" required />
        </Grid>
        <Grid size={half}>
          <FormText control={control} name="city" label="City" required />
        </Grid>
        <Grid size={half}>
          <CountryField
            control={control}
            name="countryId"
            label="Country"
            required
            withCurrency
            helperText="The station's currency follows its country"
          />
        </Grid>
        <Grid size={half}>
          <FormText control={control} name="email" label="E-mail" type="email" />
        </Grid>
        <Grid size={half}>
          <FormText
            control={control}
            name="phone"
            label="Phone"
            helperText="Local or international; stored with the country's dial code"
          />
        </Grid>
        <Grid size={half}>
          <FormText control={control} name="whatsapp" label="WhatsApp" />
        </Grid>
        <Grid size={12}>
          <FormText control={control} name="address" label="Address" multiline minRows={2} />
        </Grid>
        <Grid size={12}>
          <FilePicker
            label="Picture"
            value={picture}
            onChange={setPicture}
            currentUrl={station?.pictureUrl}
            error={fileError}
          />
        </Grid>
      </Grid>
      <Stack direction="row" justifyContent="flex-end">
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {station ? 'Update station' : 'Add station'}
        </Button>
      </Stack>
    </Stack>
  )
}
