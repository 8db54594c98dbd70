/** What the app and other features use of expenses. */
export { ExpenseDialog } from './expense-dialog'
export { expensesRoutes } from './expenses.routes'
export { VehicleExpenses } from './vehicle-expenses'
