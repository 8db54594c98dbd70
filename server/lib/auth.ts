import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { jwtVerify, SignJWT } from 'jose'
import { type Action, type Area, can } from '../../shared/permissions'
import type { Db, Queryable } from '../db/client'
import { createSession, findSessionUser, type SessionUser } from '../features/session/session.repo'
import { forbidden, unauthorized } from './errors'
import { requestSession } from './uploads'

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser
  }
}

const secretKey = (secret: string) => new TextEncoder().encode(secret)

/** Issues a token bound to a new session row; revoking the row revokes the token. */
export const issueToken = async (db: Queryable, secret: string, userId: number, hours: number) => {
  const session = await createSession(db, userId, hours)
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

/** Resolves the bearer token to the signed-in user on every request that carries one. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; secret: string }) => {
  app.decorateRequest('user', undefined)
  app.addHook('onRequest', async (req) => {
    const token = readToken(req)
    if (!token) return
    try {
      const { payload } = await jwtVerify(token, secretKey(opts.secret), { algorithms: ['HS256'] })
      if (typeof payload.sid === 'string') req.user = await findSessionUser(opts.db, payload.sid)
    } catch {
      req.user = undefined
    }
  })
  // The rest of the request runs knowing its session, so the file URLs it makes are bound to it.
  app.addHook('onRequest', (req, _reply, done) =>
    requestSession.run({ sessionId: req.user?.sessionId }, done),
  )
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
