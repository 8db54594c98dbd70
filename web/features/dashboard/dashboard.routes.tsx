import type { RouteObject } from 'react-router-dom'

const dashboardPage = () => import('./dashboard-page').then((m) => ({ Component: m.default }))

/** The dashboard, at / and /dashboard. */
export const dashboardRoutes = (): RouteObject[] => [
  { index: true, lazy: dashboardPage },
  { path: '/dashboard', lazy: dashboardPage },
]
