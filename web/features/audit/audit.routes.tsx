import type { RouteObject } from 'react-router-dom'

/** /audit (guarded by the matrix's audit.view, like /settings). */
export const auditRoutes = (): RouteObject[] => [
  { path: '/audit', lazy: () => import('./audit-page').then((m) => ({ Component: m.default })) },
]
