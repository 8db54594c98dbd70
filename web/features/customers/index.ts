/** What the app uses of customers. */
export { customersRoutes } from './customers.routes'
