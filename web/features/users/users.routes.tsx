import { type RouteObject, redirect } from 'react-router-dom'
import type { RouteHandle } from '../../lib/route-handle'

/** /register: the first-run owner sign-up, for the signed-out. */
export const registerRoutes = (): RouteObject[] => [
  {
    path: '/register',
    handle: { signedOut: true } satisfies RouteHandle,
    lazy: () => import('./register-page').then((m) => ({ Component: m.default })),
  },
]

/** /user/listing and /user/add; /user alone opens the list. */
export const usersRoutes = (): RouteObject[] => [
  { path: '/user', loader: () => redirect('/user/listing') },
  { path: '/user/listing', lazy: () => import('./user-list-page').then((m) => ({ Component: m.default })) },
  {
    path: '/user/add',
    handle: { permission: ['users', 'create'] } satisfies RouteHandle,
    lazy: () => import('./user-add-page').then((m) => ({ Component: m.default })),
  },
]
