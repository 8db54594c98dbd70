import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { jwtVerify, SignJWT } from 'jose'
import { type Action, type Area, can } from '../../shared/permissions'
import type { Role } from '../../shared/roles'
import { conflict, forbidden, unauthorized } from './errors'
import { keepNewest } from './keep-newest'

/** The signed-in user a request runs as, with the session its token names. */
export type SessionUser = {
  id: number
  role: Role
  firstName: string
  email: string
  countryId: number
  sessionId: string
}

/** The live session behind an id (not revoked, not expired, its user still active), or undefined. */
export type FindSessionUser = (sessionId: string) => Promise<SessionUser | undefined>

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route anyone may call, signed in or not (set for routes without an onRequest hook). */
    public?: boolean
  }
  interface FastifyRequest {
    user?: SessionUser
    /** A read's session check, running alongside the read (see `authPlugin`); settled before anything is sent. */
    sessionCheck?: Promise<SessionUser | undefined>
  }
}

/**
 * The HMAC key of each secret, imported once: jose imports a key given as bytes again on every sign
 * and verify, each a trip to the crypto thread pool.
 */
const keys = new Map<string, Promise<CryptoKey>>()
const secretKey = (secret: string) => {
  let key = keys.get(secret)
  if (!key) {
    const bytes = new TextEncoder().encode(secret)
    key = crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
    keepNewest(keys, secret, key, 16)
  }
  return key
}

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
    .sign(await secretKey(secret))

const readToken = (req: FastifyRequest) => {
  const header = req.headers.authorization
  if (!header?.startsWith('Bearer ')) return undefined
  return header.slice(7).trim()
}

/**
 * A token's session id once its signature is checked. A signature's verdict never changes, so each token
 * is checked once and remembered (per secret); its expiry is checked on every use. Its session row is
 * read again on each request, except as `ownsDatabase` allows (see `authPlugin`).
 */
const tokenChecker = (secret: string) => {
  const key = secretKey(secret)
  const verified = new Map<string, { sid: string; exp: number }>()
  return async (token: string) => {
    const known = verified.get(token)
    if (known) return known.exp * 1000 > Date.now() ? known.sid : undefined
    const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] })
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return undefined
    keepNewest(verified, token, { sid: payload.sid, exp: payload.exp }, 10_000)
    return payload.sid
  }
}

/**
 * Counts the writes this process has started and finished. A session check asked while no write was
 * under way, and none has started since, still says what the database would say, if no other process
 * writes to it.
 */
export const writeClock = () => {
  let tick = 0
  let underWay = 0
  return {
    /** A write has started; what this returns is called when its connection closes (answered or not). */
    started() {
      tick += 1
      underWay += 1
      let finished = false
      return () => {
        if (finished) return
        finished = true
        tick += 1
        underWay -= 1
      }
    },
    /** A write's work is done (its answer is about to be sent): nothing checked before it stays current. */
    changed() {
      tick += 1
    },
    /** The moment now, or undefined while a write is under way (nothing read then stays current). */
    now: () => (underWay === 0 ? tick : undefined),
  }
}

/** How long a check stays current without a write, when the database is this process's alone. */
export const checkKeptMs = 10_000

/**
 * The user each session had when last checked in this process (the latest 10,000 sessions), with the
 * moment (of `writeClock`) its check was asked and when: a read on a session seen before starts on that
 * user while its check runs.
 */
const lastKnownUsers = () => {
  const users = new Map<string, { user: SessionUser; tick: number | undefined; at: number }>()
  return {
    get: (sid: string) => users.get(sid),
    set: (sid: string, user: SessionUser | undefined, tick: number | undefined, at: number) => {
      if (user) keepNewest(users, sid, { user, tick, at }, 10_000)
      else users.delete(sid)
    },
  }
}

const reads = new Set(['GET', 'HEAD'])

/** Whether a read started on `was` may be answered now that its session's check says `now`. */
const sameAuthority = (was: SessionUser, now: SessionUser | undefined) =>
  !!now && now.id === was.id && now.role === was.role && now.countryId === was.countryId

/** Headers a route sets about its answer, which an answer refused after the fact must not carry. */
const answerHeaders = ['content-disposition', 'content-type', 'content-length', 'x-total-count']

/**
 * Resolves the bearer token to the signed-in user on every request that carries one.
 *
 * A read (GET or HEAD) on a session this process has checked before does not wait for the check: it
 * runs on the user the session had then, and the check runs alongside it, so a read costs one round
 * trip to the database where it cost two. Nothing is sent before the check answers: if the session has
 * ended (signed out, expired, user removed or deactivated) the read's answer is dropped and the client
 * gets 401, as if the read had waited; if the user's role or country changed meanwhile, 409, and the
 * next request runs as the user now is. Writes, and sessions not seen before, wait for the check.
 *
 * With `ownsDatabase` (the embedded database, whose folder one process opens: every change to a session
 * or a user is a write this process answers), a read skips the check while the last one is current: no
 * write has started since it was asked, none was under way then, and it is under 10 seconds old. The
 * token's own expiry, the session's, is still checked on every request.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { findSessionUser: FindSessionUser; secret: string; ownsDatabase: boolean },
  ) => {
    app.decorateRequest('user', undefined)
    app.decorateRequest('sessionCheck', undefined)
    // A route with no onRequest hook asks nobody to sign in (the reference lists, the health check): an
    // ended session there is no reason to refuse, the answer is the same for everyone.
    app.addHook('onRoute', (route) => {
      if (![route.onRequest ?? []].flat().length) route.config = { ...route.config, public: true }
    })
    const sessionOf = tokenChecker(opts.secret)
    const known = lastKnownUsers()
    const clock = writeClock()
    const check = async (sid: string) => {
      const tick = clock.now()
      const at = Date.now()
      const user = await opts.findSessionUser(sid)
      known.set(sid, user, tick, at)
      return user
    }
    app.addHook('onRequest', async (req, reply) => {
      const read = reads.has(req.method)
      // The clock only matters where a check may be kept: on a database this process owns.
      if (!read && opts.ownsDatabase) reply.raw.once('close', clock.started())
      const token = readToken(req)
      if (!token) return
      try {
        const sid = await sessionOf(token)
        const last = sid && read ? known.get(sid) : undefined
        if (sid && last) {
          req.user = last.user
          const current =
            opts.ownsDatabase &&
            last.tick !== undefined &&
            last.tick === clock.now() &&
            Date.now() - last.at < checkKeptMs
          if (!current) req.sessionCheck = check(sid).catch(() => undefined)
        } else if (sid) req.user = await check(sid)
      } catch {
        req.user = undefined
      }
    })
    // The first hook on every answer (before compression): a read that ran alongside its session's check
    // is sent only once the check agrees.
    app.addHook('onSend', async (req, reply, payload) => {
      // A write whose client went away is still at work when its connection closes: it counts as
      // changing what was checked once more when it is done.
      if (opts.ownsDatabase && !reads.has(req.method)) clock.changed()
      const pending = req.sessionCheck
      if (!pending) return payload
      req.sessionCheck = undefined
      const now = await pending
      const was = req.user!
      if (sameAuthority(was, now)) {
        req.user = now
        return payload
      }
      if (!now && req.routeOptions.config.public) {
        req.user = undefined
        return payload
      }
      // A download's stream is closed unread.
      if (payload instanceof Readable) payload.destroy()
      for (const name of answerHeaders) reply.removeHeader(name)
      req.user = now
      throw now
        ? conflict('Your account was changed while this page was loading. Please try again.')
        : unauthorized()
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
