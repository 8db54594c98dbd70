/** What the app uses of vehicles. */
export { vehiclesRoutes } from './vehicles.routes'
