/** What the app uses of destination rules. */
export { destinationRulesRoutes } from './destination-rules.routes'
export { SafeArrivals } from './safe-arrivals'
