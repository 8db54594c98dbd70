/** What the app uses of categories. */
export { categoriesRoutes } from './categories.routes'
