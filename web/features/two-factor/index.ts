/** What the app and other features use of two-factor sign-in. */

export { twoFactorRoutes, twoFactorSignInRoutes } from './two-factor.routes'
export { useSaveTwoFactorRoles, useTwoFactorRoles } from './two-factor-policy'
