import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { jwtVerify, SignJWT } from 'jose'
import { type Action, type Area, can } from '../../shared/permissions'
import type { Role } from '../../shared/roles'
import { forbidden, unauthorized } from './errors'

/** The signed-in user a request runs as, with the session its token names. */
export type SessionUser = {
  id: number
  role: Role
  firstName: string
  email: string
  countryId: number
  sessionId: string
}

/**
 * The live session behind an id (not revoked, not expired, its user still active), or undefined; with
 * the version of the committed data its check saw (see speed/figures-cache.ts).
 */
export type FindSessionUser = (
  sessionId: string,
) => Promise<(SessionUser & { dataVersion: string }) | undefined>

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser
    /** The committed data the session check saw: answers kept under it are as fresh as this request. */
    dataVersion?: string
  }
}

/** The HS256 key of a secret. */
const secretKey = (secret: string) => new TextEncoder().encode(secret)

/** A session's id and expiry, chosen before its row is written. */
export const plannedSession = (hours: number) => ({
  id: randomUUID(),
  expiresAt: new Date(Date.now() + hours * 3600_000),
})

/**
 * A session's token (HS256, the session id as `sid`, the user as subject). It is good only while the
 * session's row is live, so it may be signed before or while the row is written.
 */
export const signSession = async (
  secret: string,
  { id, userId, expiresAt }: { id: string; userId: number; expiresAt: Date },
) =>
  new SignJWT({ sid: id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey(secret))

const readToken = (req: FastifyRequest) => {
  const header = req.headers.authorization
  if (!header?.startsWith('Bearer ')) return undefined
  return header.slice(7).trim()
}

/** A token's session id once its signature and expiry are checked; a token without either is refused. */
const sessionIdOf = async (token: string, key: Uint8Array) => {
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
  return typeof payload.sid === 'string' && typeof payload.exp === 'number' ? payload.sid : undefined
}

/**
 * Resolves the bearer token to the signed-in user on every request that carries one: the token's
 * signature and expiry, then its session's row (not revoked, not expired, its user active), read on
 * every request so that signing out, a password change or a removed user ends the token at once on
 * every server process. A token that fails either leaves the request signed out.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { findSessionUser: FindSessionUser; secret: string }) => {
    app.decorateRequest('user', undefined)
    app.decorateRequest('dataVersion', undefined)
    const key = secretKey(opts.secret)
    app.addHook('onRequest', async (req) => {
      const token = readToken(req)
      if (!token) return
      try {
        const sid = await sessionIdOf(token, key)
        const found = sid ? await opts.findSessionUser(sid) : undefined
        if (!found) return
        const { dataVersion, ...user } = found
        req.user = user
        req.dataVersion = dataVersion
      } catch {
        req.user = undefined
      }
    })
  },
)

export const requireUser = (req: FastifyRequest): SessionUser => {
  if (!req.user) throw unauthorized()
  return req.user
}

/** Route hook (onRequest) for routes any signed-in user may call: 401 before the body or query is read. */
export const signedIn = Object.assign(
  async (req: FastifyRequest) => {
    requireUser(req)
  },
  { permission: 'signed-in' as const },
)

/** Route hook (onRequest, so a refused role gets 403 before its body is read): a signed-in user whose role the matrix allows for (area, action). */
export const allow = <A extends Area>(area: A, action: Action<A>) =>
  // The hook carries the permission it checks, so tests and tooling can read each route's rule.
  Object.assign(
    async (req: FastifyRequest, _reply: FastifyReply) => {
      const user = requireUser(req)
      if (!can(user.role, area, action)) throw forbidden()
    },
    { permission: [area, action] as const },
  )
