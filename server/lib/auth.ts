import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { jwtVerify, SignJWT } from 'jose'
import { type Action, type Area, can } from '../../shared/permissions'
import type { Db, Queryable } from '../db/client'
import { createSession, findSessionUser, type SessionUser } from '../features/session/session.repo'
import { forbidden, unauthorized } from './errors'
import { requestContext } from './request-context'

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser
  }
}

const secretKey = (secret: string) => new TextEncoder().encode(secret)

/**
 * Issues a token bound to a new session row; revoking the row revokes the token. Given an e-mail, that
 * account's failed sign-ins are cleared as the session opens.
 */
export const issueToken = async (
  db: Queryable,
  secret: string,
  userId: number,
  hours: number,
  clearFailuresOf?: string,
) => {
  const session = await createSession(db, userId, hours, clearFailuresOf)
  return new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(session.expiresAt.getTime() / 1000))
    .sign(secretKey(secret))
}

const readToken = (req: FastifyRequest) => {
  const header = req.headers.authorization
  if (!header?.startsWith('Bearer ')) return undefined
  return header.slice(7).trim()
}

/**
 * A token's session id once its signature is checked. A signature's verdict never changes, so each token
 * is checked once and remembered (per secret); its expiry is checked on every use, and the session row is
 * read on every request, so revocation is never cached.
 */
const tokenChecker = (secret: string) => {
  const key = secretKey(secret)
  const verified = new Map<string, { sid: string; exp: number }>()
  return async (token: string) => {
    const known = verified.get(token)
    if (known) return known.exp * 1000 > Date.now() ? known.sid : undefined
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return undefined
    if (verified.size >= 10_000) verified.delete(verified.keys().next().value!)
    verified.set(token, { sid: payload.sid, exp: payload.exp })
    return payload.sid
  }
}

/** Resolves the bearer token to the signed-in user on every request that carries one. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; secret: string }) => {
  app.decorateRequest('user', undefined)
  const sessionOf = tokenChecker(opts.secret)
  app.addHook('onRequest', async (req) => {
    const token = readToken(req)
    if (!token) return
    try {
      const sid = await sessionOf(token)
      if (sid) req.user = await findSessionUser(opts.db, sid)
    } catch {
      req.user = undefined
    }
    // The rest of the request knows its session, so the file URLs it makes are bound to it.
    const context = requestContext.getStore()
    if (context) context.sessionId = req.user?.sessionId
  })
})

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
