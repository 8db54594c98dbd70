import type { AnyUseQueryOptions, QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom'
import { mayOpen, type RouteHandle } from '../../lib/route-handle'
import { readRole } from '../../lib/session-storage'
import { type VehicleListKind, vehicleListQueries } from './vehicles.api'

/**
 * A vehicle list opens once its first page, counts and filter choices are in, so its first render is
 * of its rows. They are asked for as the role the user last had sees them (a role changed since only
 * costs requests under keys the page does not read), and not at all for a role the guard will send away;
 * a failure is left for the page to show.
 */
const listLoader =
  (queryClient: QueryClient, kind: VehicleListKind, handle: RouteHandle = {}) =>
  async ({ request }: LoaderFunctionArgs) => {
    const userRole = await readRole()
    if (!userRole || !mayOpen(userRole, new URL(request.url).pathname, [handle])) return null
    const queries: readonly AnyUseQueryOptions[] = vehicleListQueries(kind)({ userRole })
    await Promise.all(queries.map((q) => queryClient.ensureQueryData(q))).catch(() => undefined)
    return null
  }

const viewSold = { permission: ['vehicles', 'viewSold'] } satisfies RouteHandle

const listPage = () => import('./vehicle-list-page')
const editPage = () => import('./vehicle-edit-page').then((m) => ({ Component: m.default }))

/** /vehicles/listing, /vehicles/instock, /vehicles/soldout, /vehicles/add, /vehicles/edit/{id}, /vehicles/details/{id}. */
export const vehiclesRoutes = (queryClient: QueryClient): RouteObject[] => [
  // For a role without every vehicle, this address (where a saved vehicle leads) shows the stock.
  {
    path: '/vehicles/listing',
    loader: listLoader(queryClient, 'all'),
    lazy: () => listPage().then((m) => ({ Component: m.AllVehiclesPage })),
  },
  {
    path: '/vehicles/instock',
    loader: listLoader(queryClient, 'instock'),
    lazy: () => listPage().then((m) => ({ Component: m.InStockPage })),
  },
  // The sold list is not the role's to read: the role goes to /, as from a guarded area.
  {
    path: '/vehicles/soldout',
    handle: viewSold,
    loader: listLoader(queryClient, 'sold', viewSold),
    lazy: () => listPage().then((m) => ({ Component: m.SoldOutPage })),
  },
  {
    path: '/vehicles/add',
    handle: { permission: ['vehicles', 'create'] } satisfies RouteHandle,
    lazy: editPage,
  },
  {
    path: '/vehicles/edit/:id',
    handle: { permission: ['vehicles', 'update'] } satisfies RouteHandle,
    lazy: editPage,
  },
  {
    path: '/vehicles/details/:id',
    lazy: () => import('./vehicle-details-page').then((m) => ({ Component: m.default })),
  },
]
