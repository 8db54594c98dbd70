import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import { Box, Button, Tooltip } from '@mui/material'
import { useState } from 'react'
import { can } from '../../../shared/permissions'
import { useSession } from '../session'
import { MoveForm } from './move-form'

export type MoveVehicle = {
  purchaseCurrency: string
  costCurrency: string
  stationId: number
  status: string
  /** The vehicle's current cost (in costCurrency): when given, the dialog shows the resulting cost. */
  cost?: string | null
}

type Props = {
  vehicleId: number
  vehicle: MoveVehicle
  /** The spec's completion callback: runs after the vehicle list has reloaded. */
  onDone?: () => void
}

/** A 'Move' button and its dialog; hidden from roles that may not move, disabled for a sold vehicle. */
export const MoveDialog = ({ vehicleId, vehicle, onDone }: Props) => {
  const [open, setOpen] = useState(false)
  const role = useSession().profile?.userRole
  if (!can(role, 'vehicles', 'move')) return null
  const sold = vehicle.status === 'sold'
  return (
    <>
      <Tooltip title={sold ? 'A sold vehicle cannot be moved' : ''}>
        <Box component="span">
          <Button
            variant="outlined"
            startIcon={<LocalShippingOutlined />}
            onClick={() => setOpen(true)}
            disabled={sold}
          >
            Move
          </Button>
        </Box>
      </Tooltip>
      {open && (
        <MoveForm vehicleId={vehicleId} vehicle={vehicle} onClose={() => setOpen(false)} onDone={onDone} />
      )}
    </>
  )
}
