/** What the app and other features use of export files. */
export { ExportFileSection } from './export-file-section'
export { exportFilesRoutes } from './export-files.routes'
export { UrgentDeadlines } from './urgent-deadlines'
