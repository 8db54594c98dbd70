import { zodResolver } from '@hookform/resolvers/zod'
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  InputAdornment,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { messages } from '../../../shared/messages'
import { MoveInput } from '../../../shared/moves'
import type { Station } from '../../../shared/stations'
import { FormText } from '../../components/form-fields'
import { ApiError, errorText } from '../../lib/api'
import { useNotify } from '../../lib/notify'
import type { MoveVehicle } from './move-dialog'
import { MovePreview } from './move-preview'
import { useMoveVehicle } from './moves.api'
import { StationPicker } from './station-picker'

type Values = z.input<typeof MoveInput>
type Props = { vehicleId: number; vehicle: MoveVehicle; onClose: () => void; onDone?: () => void }

const today = () => new Date().toLocaleDateString('en-CA')

/** The move form: destination, date, rate, move expenses (destination currency), details, and the resulting cost. */
export const MoveForm = ({ vehicleId, vehicle, onClose, onDone }: Props) => {
  const move = useMoveVehicle()
  const notify = useNotify()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [station, setStation] = useState<Station | null>(null)
  const { control, handleSubmit, setError, setValue, clearErrors, formState } = useForm<
    Values,
    unknown,
    MoveInput
  >({
    resolver: zodResolver(MoveInput),
    defaultValues: {
      carId: vehicleId,
      toStationId: '',
      date: today(),
      rate: '',
      moveExpenses: '',
      details: '',
    },
  })
  const [rate, moveExpenses] = useWatch({ control, name: ['rate', 'moveExpenses'] })
  const from = vehicle.costCurrency
  const to = station?.currency

  const pick = (s: Station | null) => {
    setStation(s)
    setValue('toStationId', s?.id ?? '')
    clearErrors('toStationId')
    if (s && s.currency === from) setValue('rate', '1')
  }

  const submit = handleSubmit(async (values) => {
    try {
      await move.mutateAsync(values)
      notify.toast(messages.vehicles.moved)
      onClose()
      onDone?.()
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [field, list] of Object.entries(err.errors))
          if (field in values) setError(field as keyof Values, { message: list[0] })
      }
      await notify.alert({
        title: messages.common.errorTitle,
        text: errorText(err, 'Failed to move vehicle'),
      })
    }
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
              <StationPicker
                value={station}
                onChange={pick}
                excludeId={vehicle.stationId}
                error={formState.errors.toStationId?.message}
              />
            </Grid>
            <Grid size={half}>
              <FormText
                control={control}
                name="date"
                label="Date"
                type="date"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={half}>
              <FormText
                control={control}
                name="rate"
                label="Exchange rate"
                inputMode="decimal"
                fullWidth
                helperText={`1 ${from} = ${rate || 'rate'} ${to ?? '(destination currency)'}`}
              />
            </Grid>
            <Grid size={half}>
              <FormText
                control={control}
                name="moveExpenses"
                label="Move expenses"
                inputMode="decimal"
                fullWidth
                helperText="In the destination currency"
                slotProps={{
                  input: { endAdornment: to && <InputAdornment position="end">{to}</InputAdornment> },
                }}
              />
            </Grid>
            <Grid size={12}>
              <FormText control={control} name="details" label="Details" multiline minRows={2} fullWidth />
            </Grid>
            <Grid size={12}>
              {to ? (
                <MovePreview
                  cost={vehicle.cost}
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
