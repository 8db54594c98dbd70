import type { RouteObject } from 'react-router-dom'

/** /shipments and /shipments/{id}: the voyages from the port of loading to the stations. */
export const shipmentsRoutes = (): RouteObject[] => [
  { path: '/shipments', lazy: () => import('./shipment-list-page').then((m) => ({ Component: m.default })) },
  {
    path: '/shipments/:id',
    lazy: () => import('./shipment-details-page').then((m) => ({ Component: m.default })),
  },
]
