/** What the app uses of stations. */
export { stationsRoutes } from './stations.routes'
