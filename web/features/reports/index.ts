/** What the app uses of reports. */
export { reportsRoutes } from './reports.routes'
