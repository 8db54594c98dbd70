import type { RouteObject } from 'react-router-dom'

/** /settings (guarded by the matrix's settings.view, like /user). */
export const settingsRoutes = (): RouteObject[] => [
  { path: '/settings', lazy: () => import('./settings-page').then((m) => ({ Component: m.default })) },
]
