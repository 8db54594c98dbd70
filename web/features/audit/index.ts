/** What the app uses of the audit. */
export { auditRoutes } from './audit.routes'
