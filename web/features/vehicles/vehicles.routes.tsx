import { Route } from 'react-router-dom'
import { RequirePermission } from '../../app/guards'
import { lazyPage } from '../../app/lazy-page'
import { vehicleListQueries } from './vehicles.api'

const AllVehiclesPage = lazyPage(
  'vehicles-listing',
  () => import('./vehicle-list-page').then((m) => ({ default: m.AllVehiclesPage })),
  vehicleListQueries('all'),
)
const InStockPage = lazyPage(
  'vehicles-instock',
  () => import('./vehicle-list-page').then((m) => ({ default: m.InStockPage })),
  vehicleListQueries('instock'),
)
const SoldOutPage = lazyPage(
  'vehicles-soldout',
  () => import('./vehicle-list-page').then((m) => ({ default: m.SoldOutPage })),
  vehicleListQueries('sold'),
)
const VehicleEditPage = lazyPage('vehicle-form', () => import('./vehicle-edit-page'))
const VehicleDetailsPage = lazyPage('vehicle-details', () => import('./vehicle-details-page'))

/** /vehicles/listing, /vehicles/instock, /vehicles/soldout, /vehicles/add, /vehicles/edit/{id}, /vehicles/details/{id}. */
export const vehiclesRoutes = (
  <>
    {/* For a role without every vehicle, this address (where a saved vehicle leads) shows the stock. */}
    <Route path="/vehicles/listing" element={<AllVehiclesPage />} />
    <Route path="/vehicles/instock" element={<InStockPage />} />
    {/* The sold list is not the role's to read: the role goes to /, as from a guarded area. */}
    <Route element={<RequirePermission permission={['vehicles', 'viewSold']} />}>
      <Route path="/vehicles/soldout" element={<SoldOutPage />} />
    </Route>
    <Route element={<RequirePermission permission={['vehicles', 'create']} />}>
      <Route path="/vehicles/add" element={<VehicleEditPage />} />
    </Route>
    <Route element={<RequirePermission permission={['vehicles', 'update']} />}>
      <Route path="/vehicles/edit/:id" element={<VehicleEditPage />} />
    </Route>
    <Route path="/vehicles/details/:id" element={<VehicleDetailsPage />} />
  </>
)
