import type { RouteObject } from 'react-router-dom'
import type { RouteHandle } from '../../lib/route-handle'

/** The roles that see a vehicle's money, as the server's routes allow them. */
const vehicleMoney = { permission: ['sales', 'viewProfit'] } satisfies RouteHandle

/** /reports: the five reports, one tab each; the export chain's refunds and register. */
export const reportsRoutes = (): RouteObject[] => [
  { path: '/reports', lazy: () => import('./reports-page').then((m) => ({ Component: m.default })) },
  {
    path: '/reports/refunds',
    handle: vehicleMoney,
    lazy: () => import('./refunds-page').then((m) => ({ Component: m.default })),
  },
  {
    path: '/reports/export-register',
    handle: vehicleMoney,
    lazy: () => import('./export-register-page').then((m) => ({ Component: m.default })),
  },
]
