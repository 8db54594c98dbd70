import type { RouteObject } from 'react-router-dom'

/** /staff/salary. */
export const salaryRoutes = (): RouteObject[] => [
  { path: '/staff/salary', lazy: () => import('./salary-page').then((m) => ({ Component: m.default })) },
]
