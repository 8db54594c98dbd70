/** What the app uses of users. */
export { registerRoutes, usersRoutes } from './users.routes'
