import { Route } from 'react-router-dom'
import { RequirePermission } from '../../app/guards'
import { lazyPage } from '../../app/lazy-page'

const BillListPage = lazyPage('bill-book', () => import('./bill-list-page'))
const BillNewPage = lazyPage('bill-new', () => import('./bill-new-page'))
const BillDetailsPage = lazyPage('bill-details', () => import('./bill-details-page'))

/** /bill-book, /bill-book/new and /bill-book/{id}. */
export const billsRoutes = (
  <>
    <Route path="/bill-book" element={<BillListPage />} />
    <Route element={<RequirePermission permission={['bills', 'create']} />}>
      <Route path="/bill-book/new" element={<BillNewPage />} />
    </Route>
    <Route path="/bill-book/:id" element={<BillDetailsPage />} />
  </>
)
