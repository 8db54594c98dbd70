/** What the app uses of shipments. */
export { shipmentsRoutes } from './shipments.routes'
