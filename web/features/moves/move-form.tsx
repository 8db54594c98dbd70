import { zodResolver } from '@hookform/resolvers/zod'
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { messages } from '../../../shared/messages'
import { MoveInput } from '../../../shared/moves'
import type { Station } from '../../../shared/stations'
import { DateField, FormText, MoneyField } from '../../components/form-fields'
import { ListPicker, type Option } from '../../components/list-picker'
import { useBusinessToday } from '../../lib/business-today'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import type { MoveVehicle } from './move-dialog'
import { MovePreview } from './move-preview'
import { useMoveVehicle } from './moves.api'

type Values = z.input<typeof MoveInput>
type Props = { vehicleId: number; vehicle: MoveVehicle; onClose: () => void; onDone?: () => void }

const byName = { sort: 'name' }
/** A station with its city, and its country and currency beside it; the station comes along for its currency. */
const destinationOption = (s: Station): Option<Station> => ({
  id: s.id,
  label: `${s.name} — ${s.city}`,
  hint: `${s.countryName} · ${s.currency}`,
  value: s,
})

/** The move form: destination, date, rate, move expenses (destination currency), details, and the resulting cost. */
export const MoveForm = ({ vehicleId, vehicle, onClose, onDone }: Props) => {
  const { date: today } = useBusinessToday()
  const move = useMoveVehicle()
  const notify = useNotify()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [picked, setPicked] = useState<Option<Station> | null>(null)
  const station = picked?.value ?? null
  const form = useForm<Values, unknown, MoveInput>({
    resolver: zodResolver(MoveInput),
    defaultValues: {
      carId: vehicleId,
      toStationId: '',
      date: today,
      rate: '',
      moveExpenses: '',
      details: '',
    },
  })
  const { control, setValue, clearErrors, formState } = form
  const [rate, moveExpenses] = useWatch({ control, name: ['rate', 'moveExpenses'] })
  const from = vehicle.costCurrency
  const to = station?.currency

  const pick = (option: Option<Station> | null) => {
    setPicked(option)
    const s = option?.value ?? null
    setValue('toStationId', s?.id ?? '')
    clearErrors('toStationId')
    if (s && s.currency === from) setValue('rate', '1')
  }

  const submit = useFormSave(form, {
    save: async (values) => {
      await move.mutateAsync(values)
      notify.toast(messages.vehicles.moved)
      onClose()
      onDone?.()
    },
    failed: 'Failed to move vehicle',
  })

  const half = { xs: 12, sm: 6 }
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="move-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="move-title">Move vehicle</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <ListPicker
                label="Destination station"
                name="toStationId"
                required
                value={picked}
                onChange={pick}
                path="Station"
                query={byName}
                toOption={destinationOption}
                excludeId={vehicle.stationId}
                size="medium"
                helperText="Type to search stations"
                error={formState.errors.toStationId?.message}
              />
            </Grid>
            <Grid size={half}>
              <DateField control={control} name="date" label="Date" max={today} required fullWidth />
            </Grid>
            <Grid size={half}>
              <FormText
                control={control}
                name="rate"
                label="Exchange rate"
                required
                inputMode="decimal"
                fullWidth
                helperText={`1 ${from} = ${rate || 'rate'} ${to ?? '(destination currency)'}`}
              />
            </Grid>
            <Grid size={half}>
              <MoneyField
                control={control}
                name="moveExpenses"
                label="Move expenses"
                fullWidth
                helperText="In the destination currency"
                currency={to}
              />
            </Grid>
            <Grid size={12}>
              <FormText control={control} name="details" label="Details" multiline minRows={2} fullWidth />
            </Grid>
            <Grid size={12}>
              {to ? (
                <MovePreview
                  cost={vehicle.cost ?? undefined}
                  from={from}
                  to={to}
                  rate={String(rate ?? '')}
                  moveExpenses={String(moveExpenses ?? '')}
                />
              ) : (
                <Alert severity="info">
                  Choose the destination: the cost is converted from {from} into its country's currency.
                </Alert>
              )}
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Move
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
