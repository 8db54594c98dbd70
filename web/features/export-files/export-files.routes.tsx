import type { RouteObject } from 'react-router-dom'

/** /deadlines: every open deadline of the export files. */
export const exportFilesRoutes = (): RouteObject[] => [
  { path: '/deadlines', lazy: () => import('./deadlines-page').then((m) => ({ Component: m.default })) },
]
