import type { RouteObject } from 'react-router-dom'

/** /exchange-rates: the rates every conversion uses; anyone reads them, money roles record them. */
export const exchangeRatesRoutes = (): RouteObject[] => [
  {
    path: '/exchange-rates',
    lazy: () => import('./exchange-rates-page').then((m) => ({ Component: m.default })),
  },
]
