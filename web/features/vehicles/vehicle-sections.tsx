import { Paper, Stack } from '@mui/material'
import type { Vehicle } from '../../../shared/vehicles'
import { VehicleExpenses } from '../expenses/vehicle-expenses'
import { LocationDialog } from '../moves/location-dialog'
import { MoveDialog } from '../moves/move-dialog'
import { VehicleHistory } from '../moves/vehicle-history'
import { VehiclePayments } from '../payments/vehicle-payments'
import { SaleActions } from '../sales/sale-actions'
import { VehicleProfit } from '../sales/vehicle-profit'

/**
 * The sections the details page composes from the expenses and moves features. This file is the one
 * place the vehicles web feature imports other features (docs/decisions/0008-vehicle-details.md).
 */
export const VehicleSections = ({ vehicle, onChanged }: { vehicle: Vehicle; onChanged: () => void }) => (
  <Stack spacing={2}>
    <Stack direction="row" spacing={1} className="no-print" flexWrap="wrap" useFlexGap>
      <LocationDialog vehicleId={vehicle.id} vehicle={vehicle} onDone={onChanged} />
      <MoveDialog vehicleId={vehicle.id} vehicle={vehicle} onDone={onChanged} />
      <SaleActions carId={vehicle.id} sold={vehicle.status === 'sold'} onDone={onChanged} />
    </Stack>
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <VehiclePayments carId={vehicle.id} />
    </Paper>
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <VehicleProfit carId={vehicle.id} />
    </Paper>
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <VehicleExpenses vehicleId={vehicle.id} vehicle={vehicle} />
    </Paper>
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <VehicleHistory vehicleId={vehicle.id} vehicle={vehicle} />
    </Paper>
  </Stack>
)
