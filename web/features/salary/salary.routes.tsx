import { Route } from 'react-router-dom'
import { lazyPage } from '../../app/lazy-page'

const SalaryPage = lazyPage('staff-salary', () => import('./salary-page'))

/** /staff/salary. */
export const salaryRoutes = (
  <>
    <Route path="/staff/salary" element={<SalaryPage />} />
  </>
)
