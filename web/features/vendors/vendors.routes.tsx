import { Navigate, Route } from 'react-router-dom'
import { RequirePermission } from '../../app/guards'
import { lazyPage } from '../../app/lazy-page'

const VendorListPage = lazyPage('vendor-listing', () => import('./vendor-list-page'))
const VendorEditPage = lazyPage('vendor-form', () => import('./vendor-edit-page'))
const VendorDetailsPage = lazyPage('vendor-details', () => import('./vendor-details-page'))
const VendorProfilePage = lazyPage('vendor-profile', () => import('./vendor-profile-page'))

/** /vendor/listing, /vendor/add, /vendor/edit/{id}, /vendor/details/{id} and /vendor/profile/{id}. */
export const vendorsRoutes = (
  <>
    <Route path="/vendor" element={<Navigate to="/vendor/listing" replace />} />
    <Route path="/vendor/listing" element={<VendorListPage />} />
    <Route element={<RequirePermission permission={['vendors', 'manage']} />}>
      <Route path="/vendor/add" element={<VendorEditPage />} />
      <Route path="/vendor/edit/:id" element={<VendorEditPage />} />
    </Route>
    <Route path="/vendor/details/:id" element={<VendorDetailsPage />} />
    <Route path="/vendor/profile/:id" element={<VendorProfilePage />} />
  </>
)
