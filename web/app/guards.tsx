import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom'
import { TopProgress } from '../components/top-progress'
import { useSession } from '../features/session'
import { mayOpen, type RouteHandle } from '../lib/route-handle'
import { hasSessionMarker } from '../lib/session-storage'

/**
 * The app's one route guard, a layout route around every page. A route whose handle says `signedOut`
 * (/login, /register) sends a signed-in user, or one whose session is being restored, to /. Every other
 * route needs the session marker, else /login; then the role must pass the guard of the path's area
 * (`canOpenPath`) and the `permission` of every route on the way to the page, as the server checks the
 * same matrix. A role that may not is sent to /, replacing the forbidden entry, and never sees the page.
 */
export const RouteGuard = () => {
  const handles = useMatches().map((m) => (m.handle ?? {}) as RouteHandle)
  const { pathname } = useLocation()
  const { status, profile } = useSession()
  const leaving = useNavigation().state !== 'idle'
  // By the session's state, not the stored marker: a sign-in stores the session, then leaves /login for
  // /dashboard. The router shows the new page in a transition, after the signed-in state has rendered,
  // so /login is not redirected while the router is leaving it.
  if (handles.some((h) => h.signedOut))
    return status === 'signedOut' || leaving ? <Outlet /> : <Navigate to="/" replace />
  if (!hasSessionMarker()) return <Navigate to="/login" replace />
  if (status !== 'signedIn' || !profile) return <TopProgress />
  return mayOpen(profile.userRole, pathname, handles) ? <Outlet /> : <Navigate to="/" replace />
}
