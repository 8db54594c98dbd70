/** What the app uses of vendors. */
export { vendorsRoutes } from './vendors.routes'
