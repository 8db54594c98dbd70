import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Divider, Grid, Stack, TextField, Typography } from '@mui/material'
import { type ReactNode, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import {
  drives,
  fuels,
  steeringSides,
  transmissions,
  type Vehicle,
  VehicleInput,
} from '../../../shared/vehicles'
import { useBusinessToday } from '../../app/business-today'
import { useCurrencies } from '../../app/reference-data'
import { AsyncPicker, type Option } from '../../components/async-picker'
import { DateField, FormSelect, FormText, MoneyField } from '../../components/form-fields'
import { useFormSave } from '../../lib/use-form-save'
import { type PhotoItem, PhotoManager, photoPayload } from './photo-manager'
import {
  useCategoryOptions,
  useStationOptions,
  useVendorOptions,
  type VehicleForm as Values,
} from './vehicles.api'

type FormValues = z.input<typeof VehicleInput>
type Props = { vehicle?: Vehicle; canEditPurchase: boolean; onSubmit: (values: Values) => Promise<void> }

const choices = (list: readonly string[]) => [
  { value: '', label: '—' },
  ...list.map((v) => ({ value: v, label: v })),
]
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))

const defaults = (today: string, v?: Vehicle): FormValues => ({
  chassisNo: v?.chassisNo ?? '',
  model: v?.model ?? '',
  categoryId: text(v?.categoryId),
  bodyType: text(v?.bodyType),
  year: text(v?.year),
  month: text(v?.month),
  engineCc: text(v?.engineCc),
  mileageKm: text(v?.mileageKm),
  seats: text(v?.seats),
  doors: text(v?.doors),
  cylinders: text(v?.cylinders),
  horsepower: text(v?.horsepower),
  steering: text(v?.steering) as FormValues['steering'],
  drive: text(v?.drive) as FormValues['drive'],
  transmission: text(v?.transmission) as FormValues['transmission'],
  fuel: text(v?.fuel) as FormValues['fuel'],
  condition: text(v?.condition),
  colour: text(v?.colour),
  details: text(v?.details),
  vendorId: v?.vendorId ?? '',
  purchaseDate: v?.purchaseDate ?? today,
  purchasePrice: v?.purchasePrice ?? '',
  purchaseCurrency: v?.purchaseCurrency ?? '',
  purchaseDetails: text(v?.purchaseDetails),
  vendorDueDate: text(v?.vendorDueDate),
  stationId: v?.stationId ?? '',
  location: text(v?.location),
  version: v?.version,
})

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack spacing={1.5}>
    <Divider textAlign="left">
      <Typography variant="overline">{title}</Typography>
    </Divider>
    <Grid container spacing={2}>
      {children}
    </Grid>
  </Stack>
)

/** The vehicle form, for add and edit: identity, specification, purchase, location, photos. */
export const VehicleForm = ({ vehicle, canEditPurchase, onSubmit }: Props) => {
  const { date: today } = useBusinessToday()
  const categories = useCategoryOptions()
  const currencies = useCurrencies()
  const [vendor, setVendor] = useState<Option | null>(
    vehicle?.vendorId && vehicle.vendorName ? { id: vehicle.vendorId, label: vehicle.vendorName } : null,
  )
  const [station, setStation] = useState<Option | null>(
    vehicle ? { id: vehicle.stationId, label: vehicle.stationName } : null,
  )
  const [photos, setPhotos] = useState<PhotoItem[]>(
    (vehicle?.photos ?? []).map((p) => ({
      key: `existing-${p.id}`,
      kind: 'existing',
      id: p.id,
      src: p.thumbUrl,
    })),
  )
  const [photoError, setPhotoError] = useState<string>()
  const form = useForm<FormValues, unknown, VehicleInput>({
    resolver: zodResolver(VehicleInput),
    defaultValues: defaults(today, vehicle),
  })
  const { control, setValue, formState } = form
  const purchaseCurrency = useWatch({ control, name: 'purchaseCurrency' })
  const submit = useFormSave(form, {
    save: (values) => onSubmit({ ...values, ...photoPayload(photos) }),
    failed: 'Failed to save vehicle',
    elsewhere: (field, message) => {
      if (field !== 'photos' && field !== 'photoOrder') return false
      setPhotoError(message)
      return true
    },
  })
  const cell = { xs: 12, sm: 6, md: 4 }
  const small = { xs: 6, sm: 4, md: 2 }
  const errors = formState.errors
  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate>
      <Section title="Identity">
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
          <FormText control={control} name="year" label="Year" inputMode="numeric" />
        </Grid>
        <Grid size={small}>
          <FormText control={control} name="month" label="Month" inputMode="numeric" />
        </Grid>
        <Grid size={small}>
          <FormText control={control} name="colour" label="Colour" />
        </Grid>
        <Grid size={small}>
          <FormText control={control} name="bodyType" label="Body type" />
        </Grid>
      </Section>
      <Section title="Specification">
        {(
          [
            ['engineCc', 'Engine cc'],
            ['mileageKm', 'Mileage (km)'],
            ['seats', 'Seats'],
            ['doors', 'Doors'],
            ['cylinders', 'Cylinders'],
            ['horsepower', 'Horsepower'],
          ] as const
        ).map(([name, label]) => (
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
      </Section>
      <Section title="Purchase">
        <Grid size={cell}>
          {canEditPurchase ? (
            <AsyncPicker
              label="Vendor"
              name="vendorId"
              required
              value={vendor}
              useOptions={useVendorOptions}
              error={errors.vendorId?.message}
              onChange={(o) => {
                setVendor(o)
                setValue('vendorId', o?.id ?? '', { shouldValidate: formState.isSubmitted })
                const currency = (o as (Option & { currency?: string }) | null)?.currency
                if (currency) setValue('purchaseCurrency', currency)
              }}
            />
          ) : (
            // A role that may not change the purchase is not offered vendors (it may not list them).
            <TextField label="Vendor" size="small" value={vehicle?.vendorName ?? '—'} disabled fullWidth />
          )}
        </Grid>
        <Grid size={small}>
          <DateField
            control={control}
            name="purchaseDate"
            label="Purchase date"
            max={today}
            required
            disabled={!canEditPurchase}
          />
        </Grid>
        <Grid size={small}>
          <MoneyField
            control={control}
            name="purchasePrice"
            label="Purchase price"
            required
            currency={purchaseCurrency}
            disabled={!canEditPurchase}
          />
        </Grid>
        <Grid size={small}>
          <FormSelect
            control={control}
            name="purchaseCurrency"
            label="Currency"
            disabled={!canEditPurchase}
            helperText="Follows the vendor"
            options={(currencies.data ?? []).map((c) => ({ value: c.code, label: c.code }))}
          />
        </Grid>
        <Grid size={small}>
          <DateField control={control} name="vendorDueDate" label="Pay vendor by" />
        </Grid>
        <Grid size={12}>
          <FormText control={control} name="purchaseDetails" label="Purchase details" multiline minRows={2} />
        </Grid>
      </Section>
      <Section title="Location">
        <Grid size={cell}>
          <AsyncPicker
            label="Station"
            name="stationId"
            required
            value={station}
            useOptions={useStationOptions}
            error={errors.stationId?.message}
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
      </Section>
      <Section title="Photos">
        <Grid size={12}>
          <PhotoManager items={photos} onChange={setPhotos} error={photoError} />
        </Grid>
      </Section>
      <Stack direction="row" justifyContent="flex-end">
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {vehicle ? 'Update vehicle' : 'Add vehicle'}
        </Button>
      </Stack>
    </Stack>
  )
}
