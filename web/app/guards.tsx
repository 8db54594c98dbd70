import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { can, canOpenPath, type Permission } from '../../shared/permissions'
import { hasSessionMarker } from '../lib/session-storage'
import { TopProgress } from './lazy-page'
import { useSession } from './session'

/** What a role gets for a route it may not open: the dashboard, replacing the forbidden entry. */
const NotAllowed = () => <Navigate to="/" replace />

/** /login and /register: a signed-in user goes to /. */
export const PublicOnly = () => (hasSessionMarker() ? <Navigate to="/" replace /> : <Outlet />)

/** Every other route: the session marker, else /login; then the route guard of its area, else /. */
export const RequireSession = () => {
  const { status, profile } = useSession()
  const { pathname } = useLocation()
  if (!hasSessionMarker()) return <Navigate to="/login" replace />
  if (status !== 'signedIn' || !profile) return <TopProgress />
  if (!canOpenPath(profile.userRole, pathname)) return <NotAllowed />
  return <Outlet />
}

/**
 * An add or edit page: the action of the matrix that its form submits to, checked like the server
 * checks it; a role without it is sent to / as for a forbidden area, and never sees the form. Used as a
 * layout route around the pages (or around one page, given children), inside RequireSession.
 */
export const RequirePermission = ({
  permission,
  children,
}: {
  permission: Permission
  children?: ReactNode
}) => {
  const { profile } = useSession()
  const [area, action] = permission
  if (!can(profile?.userRole, area, action as never)) return <NotAllowed />
  return children ?? <Outlet />
}
