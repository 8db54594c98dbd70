/** What the app uses of attendance. */
export { attendanceRoutes } from './attendance.routes'
