import type { RouteObject } from 'react-router-dom'

/** /reminder: the bulk e-mail reminders. */
export const remindersRoutes = (): RouteObject[] => [
  { path: '/reminder', lazy: () => import('./reminder-bulk-page').then((m) => ({ Component: m.default })) },
]
