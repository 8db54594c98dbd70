/** What the app uses of settings. */
export { settingsRoutes } from './settings.routes'
