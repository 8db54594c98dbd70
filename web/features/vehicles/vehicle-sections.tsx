import { Paper, Stack } from '@mui/material'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import type { Vehicle } from '../../../shared/vehicles'
import { AuctionPurchaseSection } from '../auction-purchases'
import { VehicleBills } from '../bills'
import { VehicleExpenses } from '../expenses'
import { ExportFileSection } from '../export-files'
import { LocationDialog, MoveDialog, VehicleHistory } from '../moves'
import { VehiclePayments } from '../payments'
import { VehicleJourney } from '../pipeline'
import { SaleActions, VehicleProfit } from '../sales'

/** /vehicles/details/{id}#payments (the dashboard's "Record payment") opens at the payments section. */
const OpenAtPayments = () => {
  const { hash } = useLocation()
  useEffect(() => {
    if (hash === '#payments') document.getElementById('payments')?.scrollIntoView({ block: 'start' })
  }, [hash])
  return null
}

/**
 * The sections of a vehicle's details page, composed from the expenses, moves, sales, payments and
 * bills features. Features never import each other; the app layer composes them
 * (docs/decisions/0008-vehicle-details.md).
 */
export const VehicleSections = ({ vehicle, onChanged }: { vehicle: Vehicle; onChanged: () => void }) =>
  vehicle.moneyVisible ? (
    <MoneySections vehicle={vehicle} onChanged={onChanged} />
  ) : (
    // Another country's stock: it may be located and sold, and its journey followed, but its payments,
    // profit, bills, expenses and moves belong to that country's office.
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} className="no-print" flexWrap="wrap" useFlexGap>
        <LocationDialog vehicleId={vehicle.id} vehicle={vehicle} onDone={onChanged} />
        <SaleActions carId={vehicle.id} sold={vehicle.status === 'sold'} onDone={onChanged} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
        <VehicleJourney vehicleId={vehicle.id} />
      </Paper>
    </Stack>
  )

const MoneySections = ({ vehicle, onChanged }: { vehicle: Vehicle; onChanged: () => void }) => (
  <Stack spacing={2}>
    <OpenAtPayments />
    <Stack direction="row" spacing={1} className="no-print" flexWrap="wrap" useFlexGap>
      <LocationDialog vehicleId={vehicle.id} vehicle={vehicle} onDone={onChanged} />
      <MoveDialog vehicleId={vehicle.id} vehicle={vehicle} onDone={onChanged} />
      <SaleActions carId={vehicle.id} sold={vehicle.status === 'sold'} onDone={onChanged} />
    </Stack>
    <Paper id="payments" variant="outlined" sx={{ p: 2, borderRadius: 3, scrollMarginTop: 72 }}>
      <VehiclePayments carId={vehicle.id} />
    </Paper>
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <VehicleProfit carId={vehicle.id} />
    </Paper>
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <VehicleBills vehicleId={vehicle.id} />
    </Paper>
    {/* Its own panel, left out for a car not bought at an auction. */}
    <AuctionPurchaseSection vehicleId={vehicle.id} />
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <VehicleExpenses vehicleId={vehicle.id} vehicle={vehicle} />
    </Paper>
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <ExportFileSection vehicleId={vehicle.id} />
    </Paper>
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <VehicleJourney vehicleId={vehicle.id} />
    </Paper>
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <VehicleHistory vehicleId={vehicle.id} vehicle={vehicle} />
    </Paper>
  </Stack>
)
