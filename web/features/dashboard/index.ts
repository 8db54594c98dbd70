/** What the app uses of the dashboard. */
export { dashboardRoutes } from './dashboard.routes'
export { greetingFor } from './greeting'
