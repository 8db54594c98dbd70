import { can, canOpenPath, type Permission } from '../../shared/permissions'
import type { Role } from '../../shared/roles'

/**
 * What a route tells the app's one guard: the action of the matrix its page needs (an add or edit page
 * names the action its form submits to, as the server checks it), or that it is for the signed-out only
 * (/login, /register). A route without one is open to every signed-in role its area's guard lets in.
 */
export type RouteHandle = { permission?: Permission; signedOut?: true }

/**
 * Whether a role may open the page at `pathname`: the guard of the path's area, and the permission of
 * every route on the way to the page. The guard redirects on it, and a loader asks for nothing without it.
 */
export const mayOpen = (role: Role, pathname: string, handles: readonly RouteHandle[]) =>
  canOpenPath(role, pathname) &&
  handles.every((h) => !h.permission || can(role, h.permission[0], h.permission[1] as never))
