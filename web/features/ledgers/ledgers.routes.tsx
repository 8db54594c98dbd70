import { Route } from 'react-router-dom'
import { lazyPage } from '../../app/lazy-page'

const CustomerLedgerPage = lazyPage('customer-ledger', () => import('./customer-ledger-page'))
const VendorLedgerPage = lazyPage('vendor-ledger', () => import('./vendor-ledger-page'))

/** /customer/ledger/{id} and /vendor/Ledger/{id}. */
export const ledgersRoutes = (
  <>
    <Route path="/customer/ledger/:id" element={<CustomerLedgerPage />} />
    <Route path="/vendor/Ledger/:id" element={<VendorLedgerPage />} />
  </>
)
