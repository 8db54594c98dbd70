import type { RouteObject } from 'react-router-dom'
import type { RouteHandle } from '../../lib/route-handle'

/** /login, for the signed-out. */
export const signInRoutes = (): RouteObject[] => [
  {
    path: '/login',
    handle: { signedOut: true } satisfies RouteHandle,
    lazy: () => import('./login-page').then((m) => ({ Component: m.default })),
  },
]

/** /changePassword, the signed-in user's own. */
export const sessionRoutes = (): RouteObject[] => [
  {
    path: '/changePassword',
    lazy: () => import('./change-password-page').then((m) => ({ Component: m.default })),
  },
]
