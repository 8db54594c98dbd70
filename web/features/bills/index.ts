/** What the app and other features use of the bill book. */
export { billsRoutes } from './bills.routes'
export { VehicleBills } from './vehicle-bills'
