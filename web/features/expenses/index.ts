/** What other features may use of expenses. */
export { ExpenseDialog } from './expense-dialog'
