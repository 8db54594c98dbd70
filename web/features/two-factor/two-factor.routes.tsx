import type { RouteObject } from 'react-router-dom'
import type { RouteHandle } from '../../lib/route-handle'

/** The second step of a sign-in, for the signed-out. */
export const twoFactorSignInRoutes = (): RouteObject[] => [
  {
    path: '/login/verify',
    handle: { signedOut: true } satisfies RouteHandle,
    lazy: () => import('./verify-page').then((m) => ({ Component: m.default })),
  },
]

/** The signed-in user's own second factor (from the profile menu). */
export const twoFactorRoutes = (): RouteObject[] => [
  { path: '/two-factor', lazy: () => import('./two-factor-page').then((m) => ({ Component: m.default })) },
]
