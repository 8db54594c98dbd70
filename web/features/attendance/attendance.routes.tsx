import type { RouteObject } from 'react-router-dom'

/** /staff/attendace, spelt as the original product spells it. */
export const attendanceRoutes = (): RouteObject[] => [
  {
    path: '/staff/attendace',
    lazy: () => import('./attendance-page').then((m) => ({ Component: m.default })),
  },
]
