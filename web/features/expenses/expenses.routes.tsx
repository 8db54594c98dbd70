import type { RouteObject } from 'react-router-dom'

/** /vehicles/expenses: every vehicle's expenses. */
export const expensesRoutes = (): RouteObject[] => [
  {
    path: '/vehicles/expenses',
    lazy: () => import('./expense-list-page').then((m) => ({ Component: m.default })),
  },
]
