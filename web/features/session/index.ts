/** What the app and other features use of the session. */
export { type Session, SessionContext, SessionProvider, useSession } from './session'
export { useRegisterOwner, useRegistrationState } from './session.api'
export { sessionRoutes, signInRoutes } from './session.routes'
