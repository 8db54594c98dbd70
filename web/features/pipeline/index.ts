/** What the app and other features use of the pipeline. */
export { pipelineRoutes } from './pipeline.routes'
export { VehicleJourney } from './vehicle-journey'
