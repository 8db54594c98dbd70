import { Route } from 'react-router-dom'
import { lazyPage } from '../../app/lazy-page'

const AttendancePage = lazyPage('staff-attendance', () => import('./attendance-page'))

/** /staff/attendace, spelt as the original product spells it. */
export const attendanceRoutes = (
  <>
    <Route path="/staff/attendace" element={<AttendancePage />} />
  </>
)
