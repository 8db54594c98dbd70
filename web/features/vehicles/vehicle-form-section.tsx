import { Divider, Grid, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { Vehicle, VehicleInput } from '../../../shared/vehicles'

export type VehicleFormValues = z.input<typeof VehicleInput>
export type VehicleFormApi = UseFormReturn<VehicleFormValues, unknown, VehicleInput>
export type VehicleControl = VehicleFormApi['control']

/** Grid sizes of the form's fields. */
export const cell = { xs: 12, sm: 6, md: 4 }
export const small = { xs: 6, sm: 4, md: 2 }

/** A select's options with an empty choice first. */
export const choices = (list: readonly string[]) => [
  { value: '', label: '—' },
  ...list.map((v) => ({ value: v, label: v })),
]

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))

/** The form's values for a new vehicle (bought today) or the one being edited. */
export const vehicleDefaults = (today: string, v?: Vehicle): VehicleFormValues => ({
  chassisNo: v?.chassisNo ?? '',
  model: v?.model ?? '',
  categoryId: text(v?.categoryId),
  bodyType: text(v?.bodyType),
  year: text(v?.year),
  month: text(v?.month),
  modelCode: text(v?.modelCode),
  firstRegYear: text(v?.firstRegYear),
  firstRegMonth: text(v?.firstRegMonth),
  lengthMm: text(v?.lengthMm),
  widthMm: text(v?.widthMm),
  heightMm: text(v?.heightMm),
  engineCc: text(v?.engineCc),
  mileageKm: text(v?.mileageKm),
  seats: text(v?.seats),
  doors: text(v?.doors),
  cylinders: text(v?.cylinders),
  horsepower: text(v?.horsepower),
  steering: text(v?.steering) as VehicleFormValues['steering'],
  drive: text(v?.drive) as VehicleFormValues['drive'],
  transmission: text(v?.transmission) as VehicleFormValues['transmission'],
  fuel: text(v?.fuel) as VehicleFormValues['fuel'],
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

/** One titled group of the vehicle form. */
export const VehicleFormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack spacing={1.5}>
    <Divider textAlign="left">
      <Typography variant="overline">{title}</Typography>
    </Divider>
    <Grid container spacing={2}>
      {children}
    </Grid>
  </Stack>
)
