import { zodResolver } from '@hookform/resolvers/zod'
import PlaceOutlined from '@mui/icons-material/PlaceOutlined'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { messages } from '../../../shared/messages'
import { LocationInput } from '../../../shared/moves'
import { can } from '../../../shared/permissions'
import { FormText } from '../../components/form-fields'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { useSession } from '../session'
import { useUpdateLocation } from './moves.api'

type Props = {
  vehicleId: number
  vehicle: { purchaseCurrency: string; costCurrency: string; stationId: number; status: string }
  /** The spec's completion callback: runs after the vehicle list has reloaded. */
  onDone?: () => void
}

/** An 'Update location' button and its dialog: free text ("Yokohama port", "on vessel"), kept as history. */
export const LocationDialog = ({ vehicleId, onDone }: Props) => {
  const [open, setOpen] = useState(false)
  const role = useSession().profile?.userRole
  if (!can(role, 'vehicles', 'updateLocation')) return null
  return (
    <>
      <Button variant="outlined" startIcon={<PlaceOutlined />} onClick={() => setOpen(true)}>
        Update location
      </Button>
      {open && <LocationForm vehicleId={vehicleId} onClose={() => setOpen(false)} onDone={onDone} />}
    </>
  )
}

type FormProps = { vehicleId: number; onClose: () => void; onDone?: () => void }

const LocationForm = ({ vehicleId, onClose, onDone }: FormProps) => {
  const update = useUpdateLocation()
  const notify = useNotify()
  const form = useForm<z.input<typeof LocationInput>, unknown, LocationInput>({
    resolver: zodResolver(LocationInput),
    defaultValues: { carId: vehicleId, location: '' },
  })
  const { control, formState } = form

  const submit = useFormSave(form, {
    save: async (values) => {
      await update.mutateAsync(values)
      notify.toast(messages.vehicles.locationUpdated)
      onClose()
      onDone?.()
    },
    failed: 'Failed to update location',
  })

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="location-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="location-title">Update location</DialogTitle>
        <DialogContent>
          <FormText
            control={control}
            name="location"
            label="Location"
            required
            placeholder="e.g. Yokohama port, on vessel, bonded yard"
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
