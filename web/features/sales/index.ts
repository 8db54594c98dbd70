/** What other features use of sales (a vehicle's details page shows them). */
export { SaleActions } from './sale-actions'
export { VehicleProfit } from './vehicle-profit'
