import { Route } from 'react-router-dom'
import { lazyPage } from '../../app/lazy-page'

const ReportsPage = lazyPage('reports', () => import('./reports-page'))

/** /reports: the five reports, one tab each. */
export const reportsRoutes = <Route path="/reports" element={<ReportsPage />} />
