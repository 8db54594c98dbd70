import { Route } from 'react-router-dom'
import { lazyPage } from '../../app/lazy-page'

const ExpenseListPage = lazyPage('vehicle-expenses', () => import('./expense-list-page'))

/** /vehicles/expenses: every vehicle's expenses. */
export const expensesRoutes = <Route path="/vehicles/expenses" element={<ExpenseListPage />} />
