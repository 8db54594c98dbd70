import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Grid } from '@mui/material'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import {
  modeLabels,
  releaseLabels,
  type Shipment,
  ShipmentInput,
  shipmentMessages,
  shipmentReference,
} from '../../../shared/shipments'
import type { Station } from '../../../shared/stations'
import { FormDialog } from '../../components/form-dialog'
import { DateField, FormSelect, FormText, fieldText } from '../../components/form-fields'
import { ListPicker, type Option } from '../../components/list-picker'
import { CountryField } from '../../components/reference-fields'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { useSession } from '../session'
import { optionsOf } from './shipment-labels'
import { useSaveShipment } from './shipments.api'

type Values = z.input<typeof ShipmentInput>
type Props = { shipment?: Shipment; onClose: () => void; onBooked?: (id: number) => void }

const byName = { sort: 'name' }
const stationOption = (s: Station): Option<Station> => ({
  id: s.id,
  label: `${s.name} — ${s.city}`,
  hint: s.countryName,
  value: s,
})
const half = { xs: 12, sm: 6 }
const third = { xs: 12, sm: 4 }

const defaultsOf = (s: Shipment | undefined, countryId: number | undefined): Values => ({
  version: s?.version,
  mode: s?.mode ?? 'roro',
  containerNumber: fieldText(s?.containerNumber),
  containerSize: s?.containerSize ?? '',
  shippingLine: s?.shippingLine ?? '',
  bookingNumber: s?.bookingNumber ?? '',
  vessel: fieldText(s?.vessel),
  voyage: fieldText(s?.voyage),
  loadingCountryId: s?.loadingCountryId ?? countryId ?? '',
  portOfLoading: s?.portOfLoading ?? '',
  portOfDischarge: s?.portOfDischarge ?? '',
  destinationStationId: s?.destinationStationId ?? '',
  cyCutoff: fieldText(s?.cyCutoff),
  docCutoff: fieldText(s?.docCutoff),
  etd: s?.etd ?? '',
  eta: s?.eta ?? '',
  shipper: fieldText(s?.shipper),
  consignee: fieldText(s?.consignee),
  notifyParty: fieldText(s?.notifyParty),
  blNumber: fieldText(s?.blNumber),
  blDate: fieldText(s?.blDate),
  releaseType: s?.releaseType ?? '',
  notes: fieldText(s?.notes),
})

/** Books a shipment, or edits its booking and B/L; the consignee may be taken from a buyer on board. */
export const ShipmentDialog = ({ shipment, onClose, onBooked }: Props) => {
  const save = useSaveShipment()
  const notify = useNotify()
  const { profile } = useSession()
  const [station, setStation] = useState<Option<Station> | null>(
    shipment
      ? {
          id: shipment.destinationStationId,
          label: shipment.destinationStationName,
          hint: shipment.destinationCountryName,
        }
      : null,
  )
  const form = useForm<Values, unknown, ShipmentInput>({
    resolver: zodResolver(ShipmentInput),
    defaultValues: defaultsOf(shipment, profile?.countryId),
  })
  const { control, formState, setValue, clearErrors } = form
  const mode = useWatch({ control, name: 'mode' })
  const submit = useFormSave(form, {
    save: async (values) => {
      const saved = await save.mutateAsync({ id: shipment?.id, values })
      if (shipment) notify.toast(shipmentMessages.updated)
      else {
        const id = saved.id
        notify.toast(shipmentMessages.created(shipmentReference(id)))
        onBooked?.(id)
      }
      onClose()
    },
    failed: 'Failed to save shipment',
  })
  const text = (name: keyof Values, label: string, size = half, required = false) => (
    <Grid size={size}>
      <FormText control={control} name={name} label={label} required={required} fullWidth />
    </Grid>
  )
  const date = (name: keyof Values, label: string, required = false) => (
    <Grid size={half}>
      <DateField control={control} name={name} label={label} required={required} fullWidth />
    </Grid>
  )
  return (
    <FormDialog
      title={shipment ? `Edit ${shipment.reference}` : 'Book shipment'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={shipment ? 'Update shipment' : 'Book shipment'}
      submitting={formState.isSubmitting}
      maxWidth="md"
    >
      <Grid size={third}>
        <FormSelect
          control={control}
          name="mode"
          label="Mode"
          options={optionsOf(modeLabels)}
          required
          fullWidth
        />
      </Grid>
      {mode === 'container' && (
        <>
          {text('containerNumber', 'Container number', third, true)}
          <Grid size={third}>
            <FormSelect
              control={control}
              name="containerSize"
              label="Container size"
              options={[
                { value: '', label: '—' },
                ...optionsOf({ '20ft': '20 ft', '40ft': '40 ft', '40ft HC': '40 ft HC' }),
              ]}
              fullWidth
            />
          </Grid>
        </>
      )}
      <Grid size={12} />
      {text('shippingLine', 'Shipping line', third, true)}
      {text('bookingNumber', 'Booking number', third, true)}
      {text('vessel', 'Vessel', third)}
      {text('voyage', 'Voyage', third)}
      <Grid size={third}>
        <CountryField
          control={control}
          name="loadingCountryId"
          label="Country of loading"
          required
          fullWidth
        />
      </Grid>
      {text('portOfLoading', 'Port of loading', third, true)}
      {text('portOfDischarge', 'Port of discharge', half, true)}
      <Grid size={half}>
        <ListPicker
          label="Destination station"
          name="destinationStationId"
          required
          value={station}
          onChange={(o) => {
            setStation(o)
            setValue('destinationStationId', o?.id ?? '')
            clearErrors('destinationStationId')
          }}
          path="Station"
          query={byName}
          toOption={stationOption}
          size="medium"
          error={formState.errors.destinationStationId?.message}
        />
      </Grid>
      {date('cyCutoff', 'CY cut-off')}
      {date('docCutoff', 'Document cut-off')}
      {date('etd', 'ETD', true)}
      {date('eta', 'ETA', true)}
      <Grid size={12}>
        <FormText control={control} name="shipper" label="Shipper" multiline minRows={2} fullWidth />
      </Grid>
      <Grid size={12}>
        <FormText
          control={control}
          name="consignee"
          label="Consignee"
          multiline
          minRows={2}
          fullWidth
          helperText={
            shipment?.proposedConsignee ? (
              <Button
                size="small"
                sx={{ px: 0 }}
                onClick={() => setValue('consignee', shipment.proposedConsignee ?? '')}
              >
                Use the buyer on board: {shipment.proposedConsignee.split('\n')[0]}
              </Button>
            ) : undefined
          }
        />
      </Grid>
      <Grid size={12}>
        <FormText control={control} name="notifyParty" label="Notify party" multiline minRows={2} fullWidth />
      </Grid>
      {text('blNumber', 'B/L number', third)}
      <Grid size={third}>
        <DateField control={control} name="blDate" label="B/L date" fullWidth />
      </Grid>
      <Grid size={third}>
        <FormSelect
          control={control}
          name="releaseType"
          label="Release"
          options={[{ value: '', label: '—' }, ...optionsOf(releaseLabels)]}
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <FormText control={control} name="notes" label="Notes" multiline minRows={2} fullWidth />
      </Grid>
    </FormDialog>
  )
}
