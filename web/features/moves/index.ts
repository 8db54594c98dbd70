/** What other features use of moves (a vehicle's details page shows them). */
export { LocationDialog } from './location-dialog'
export { MoveDialog } from './move-dialog'
export { VehicleHistory } from './vehicle-history'
