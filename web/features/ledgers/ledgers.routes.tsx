import type { RouteObject } from 'react-router-dom'

/** /customer/ledger/{id} and /vendor/Ledger/{id}. */
export const ledgersRoutes = (): RouteObject[] => [
  {
    path: '/customer/ledger/:id',
    lazy: () => import('./customer-ledger-page').then((m) => ({ Component: m.default })),
  },
  {
    path: '/vendor/Ledger/:id',
    lazy: () => import('./vendor-ledger-page').then((m) => ({ Component: m.default })),
  },
]
