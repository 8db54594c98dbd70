import { Route } from 'react-router-dom'
import { RequirePermission } from '../../app/guards'
import { lazyPage } from '../../app/lazy-page'

const StationListPage = lazyPage('station-listing', () => import('./station-list-page'))
const StationEditPage = lazyPage('station-form', () => import('./station-edit-page'))

/** /station/listing, /station/add and /station/add/{id}. */
export const stationsRoutes = (
  <>
    <Route path="/station/listing" element={<StationListPage />} />
    <Route element={<RequirePermission permission={['stations', 'manage']} />}>
      <Route path="/station/add" element={<StationEditPage />} />
      <Route path="/station/add/:id" element={<StationEditPage />} />
    </Route>
  </>
)
