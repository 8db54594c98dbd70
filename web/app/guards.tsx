import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { canOpenPath } from '../../shared/permissions'
import { hasSessionMarker } from '../lib/session-storage'
import { TopProgress } from './lazy-page'
import { useSession } from './session'

/** /login and /register: a signed-in user goes to /. */
export const PublicOnly = () => (hasSessionMarker() ? <Navigate to="/" replace /> : <Outlet />)

/** Every other route: the session marker, else /login; then the route guard of its area, else /. */
export const RequireSession = () => {
  const { status, profile } = useSession()
  const { pathname } = useLocation()
  if (!hasSessionMarker()) return <Navigate to="/login" replace />
  if (status !== 'signedIn' || !profile) return <TopProgress />
  if (!canOpenPath(profile.userRole, pathname)) return <Navigate to="/" replace />
  return <Outlet />
}
