import type { RouteObject } from 'react-router-dom'
import type { RouteHandle } from '../../lib/route-handle'

/** /bill-book, /bill-book/new and /bill-book/{id}. */
export const billsRoutes = (): RouteObject[] => [
  { path: '/bill-book', lazy: () => import('./bill-list-page').then((m) => ({ Component: m.default })) },
  {
    path: '/bill-book/new',
    handle: { permission: ['bills', 'create'] } satisfies RouteHandle,
    lazy: () => import('./bill-new-page').then((m) => ({ Component: m.default })),
  },
  {
    path: '/bill-book/:id',
    lazy: () => import('./bill-details-page').then((m) => ({ Component: m.default })),
  },
]
