import { Navigate, Route } from 'react-router-dom'
import { RequirePermission } from '../../app/guards'
import { lazyPage } from '../../app/lazy-page'

const CustomerListPage = lazyPage('customer-listing', () => import('./customer-list-page'))
const CustomerEditPage = lazyPage('customer-form', () => import('./customer-edit-page'))
const CustomerDetailsPage = lazyPage('customer-details', () => import('./customer-details-page'))
const CustomerProfilePage = lazyPage('customer-profile', () => import('./customer-profile-page'))

/** /customer/listing, add, edit/{id}, details/{id} and profile/{id}; the ledger comes with money. */
export const customersRoutes = (
  <>
    <Route path="/customer" element={<Navigate to="/customer/listing" replace />} />
    <Route path="/customer/listing" element={<CustomerListPage />} />
    <Route element={<RequirePermission permission={['customers', 'manage']} />}>
      <Route path="/customer/add" element={<CustomerEditPage />} />
      <Route path="/customer/edit/:id" element={<CustomerEditPage />} />
    </Route>
    <Route path="/customer/details/:id" element={<CustomerDetailsPage />} />
    <Route path="/customer/profile/:id" element={<CustomerProfilePage />} />
  </>
)
