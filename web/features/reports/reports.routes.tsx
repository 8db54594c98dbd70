import type { RouteObject } from 'react-router-dom'

/** /reports: the five reports, one tab each. */
export const reportsRoutes = (): RouteObject[] => [
  { path: '/reports', lazy: () => import('./reports-page').then((m) => ({ Component: m.default })) },
]
