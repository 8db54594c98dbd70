/** What the app and other features use of staff. */

export { staffRoutes } from './staff.routes'
export { useEveryone } from './staff-lookups'
