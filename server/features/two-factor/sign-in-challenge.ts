import type { FastifyRequest } from 'fastify'
import { jwtVerify, SignJWT } from 'jose'
import { twoFactorMessages } from '../../../shared/two-factor'
import { unauthorized } from '../../lib/errors'

declare module 'fastify' {
  interface FastifyRequest {
    /** The sign-in challenge a second-step route was called with (see `secondStep`). */
    challenge?: { id: string }
  }
}

/** How long a sign-in waits for its second step: time to open an app, or to install one and enrol. */
export const challengeMinutes = 10

export const challengeExpiry = () => new Date(Date.now() + challengeMinutes * 60_000)

/**
 * A challenge's token: HS256 with a key of its own (derived from the server's secret for this use
 * only), so a session token is never taken for one nor one for a session token.
 */
export const signChallenge = async (
  key: Uint8Array,
  { id, userId, expiresAt }: { id: string; userId: number; expiresAt: Date },
) =>
  new SignJWT({ cid: id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key)

/**
 * Route hook (onRequest) of the second step's routes: the bearer token must be a sign-in challenge
 * signed by this server and not expired; anything else is 401 before the body is read. Whether it is
 * still unused is the handler's question (one lookup with the rest).
 */
export const secondStep = (key: Uint8Array) =>
  Object.assign(
    async (req: FastifyRequest) => {
      const header = req.headers.authorization
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : ''
      const payload = token
        ? await jwtVerify(token, key, { algorithms: ['HS256'] }).then(
            (r) => r.payload,
            () => undefined,
          )
        : undefined
      if (typeof payload?.cid !== 'string') throw unauthorized(twoFactorMessages.challengeEnded)
      req.challenge = { id: payload.cid }
    },
    { permission: 'second-step' as const },
  )
