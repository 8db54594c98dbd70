/** What the app uses of destination rules. */
export { destinationRulesRoutes } from './destination-rules.routes'
export { SafeArrivalChip, SafeArrivals } from './safe-arrivals'
