/** What other features use of payments (a vehicle's details page shows them). */
export { VehiclePayments } from './vehicle-payments'
