import { Navigate, Route } from 'react-router-dom'
import { RequirePermission } from '../../app/guards'
import { lazyPage } from '../../app/lazy-page'

const StaffListPage = lazyPage('staff-listing', () => import('./staff-list-page'))
const StaffFormPage = lazyPage('staff-form', () => import('./staff-form-page'))

/** /staff/listing, /staff/add and /staff/edit/{id}; /staff alone opens the list. */
export const staffRoutes = (
  <>
    <Route path="/staff" element={<Navigate to="/staff/listing" replace />} />
    <Route path="/staff/listing" element={<StaffListPage />} />
    <Route element={<RequirePermission permission={['staff', 'manage']} />}>
      <Route path="/staff/add" element={<StaffFormPage />} />
      <Route path="/staff/edit/:id" element={<StaffFormPage />} />
    </Route>
  </>
)
