/** What the app uses of the ledgers. */
export { ledgersRoutes } from './ledgers.routes'
