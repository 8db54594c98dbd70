import type { Permission } from '../../shared/permissions'

/**
 * What a route tells the app's one guard: the action of the matrix its page needs (an add or edit page
 * names the action its form submits to, as the server checks it), or that it is for the signed-out only
 * (/login, /register). A route without one is open to every signed-in role its area's guard lets in.
 */
export type RouteHandle = { permission?: Permission; signedOut?: true }
