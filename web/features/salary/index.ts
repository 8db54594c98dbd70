/** What the app uses of salary. */
export { salaryRoutes } from './salary.routes'
