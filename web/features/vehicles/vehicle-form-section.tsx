import { Divider, Grid, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { Vehicle, VehicleInput } from '../../../shared/vehicles'
import { fieldText } from '../../components/form-fields'

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

/** The form's values for a new vehicle (bought today) or the one being edited. */
export const vehicleDefaults = (today: string, v?: Vehicle): VehicleFormValues => ({
  chassisNo: v?.chassisNo ?? '',
  model: v?.model ?? '',
  categoryId: fieldText(v?.categoryId),
  bodyType: fieldText(v?.bodyType),
  year: fieldText(v?.year),
  month: fieldText(v?.month),
  modelCode: fieldText(v?.modelCode),
  firstRegYear: fieldText(v?.firstRegYear),
  firstRegMonth: fieldText(v?.firstRegMonth),
  lengthMm: fieldText(v?.lengthMm),
  widthMm: fieldText(v?.widthMm),
  heightMm: fieldText(v?.heightMm),
  engineCc: fieldText(v?.engineCc),
  mileageKm: fieldText(v?.mileageKm),
  seats: fieldText(v?.seats),
  doors: fieldText(v?.doors),
  cylinders: fieldText(v?.cylinders),
  horsepower: fieldText(v?.horsepower),
  steering: fieldText(v?.steering) as VehicleFormValues['steering'],
  drive: fieldText(v?.drive) as VehicleFormValues['drive'],
  transmission: fieldText(v?.transmission) as VehicleFormValues['transmission'],
  fuel: fieldText(v?.fuel) as VehicleFormValues['fuel'],
  condition: fieldText(v?.condition),
  colour: fieldText(v?.colour),
  details: fieldText(v?.details),
  vendorId: v?.vendorId ?? '',
  purchaseDate: v?.purchaseDate ?? today,
  purchasePrice: v?.purchasePrice ?? '',
  purchaseCurrency: v?.purchaseCurrency ?? '',
  purchaseDetails: fieldText(v?.purchaseDetails),
  vendorDueDate: fieldText(v?.vendorDueDate),
  stationId: v?.stationId ?? '',
  location: fieldText(v?.location),
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
