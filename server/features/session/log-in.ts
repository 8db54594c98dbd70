import type { FastifyBaseLogger } from 'fastify'
import { messages } from '../../../shared/messages'
import type { LoginInput } from '../../../shared/users'
import type { Db } from '../../db/client'
import { plannedSession, signSession } from '../../lib/auth'
import { forbidden, tooManyRequests, unauthorized } from '../../lib/errors'
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords'
import { challengeExpiry, signChallenge } from '../two-factor/sign-in-challenge'
import { dropUnusedChallenge } from '../two-factor/two-factor.repo'
import { clearLoginFailures, dropUnusedSession, loginLimits, reserveLoginAttempt } from './session.repo'

/**
 * The writes a sign-in leaves to after its answer, per account: the next sign-in to the same account
 * in this process waits for them, so it counts the failures as that answer left them; closing the
 * server waits for them all.
 */
export const afterSignIns = (log: FastifyBaseLogger) => {
  const running = new Map<string, Promise<void>>()
  return {
    before: (email: string) => running.get(email),
    after: (email: string, work: () => PromiseLike<unknown>) => {
      // Started once the answer has been written; done when the account's earlier ones are done too.
      const own = new Promise((r) => setImmediate(r)).then(work).then(
        () => {},
        (err: unknown) => log.error({ err }, 'A sign-in’s clean-up failed'),
      )
      const done = Promise.all([running.get(email), own]).then(() => {})
      running.set(email, done)
      void done.then(() => {
        if (running.get(email) === done) running.delete(email)
      })
    },
    settled: () => Promise.all(running.values()),
  }
}

type Options = {
  secret: string
  sessionHours: number
  cleanUp: ReturnType<typeof afterSignIns>
  /** The key sign-in challenges are signed with (two-factor-keys.ts). */
  challengeKey: Uint8Array
}

/**
 * Signs a user in. The attempt is recorded and checked against the limits before any password work
 * (429 past them); an unknown e-mail spends the same hash work as a wrong password; a success clears
 * the account's failures.
 *
 * One round trip to the database before the password work and none after it: the session is opened
 * with the attempt (its token is signed during the check and sent only if the password is right), and
 * the account's failures are cleared, or the unused session removed, after the answer.
 *
 * A user who owes a second factor gets a challenge instead of a session (the database opens one or
 * the other): `{challenge, secondFactor, expiresAt}` in place of `{token, userId}`. Their failures are
 * not cleared until the second step succeeds, so a guesser who knows the password gets no fresh
 * allowance of codes by signing in again.
 */
export const logIn = async (db: Db, input: LoginInput, ip: string, opts: Options) => {
  await opts.cleanUp.before(input.email)
  const planned = plannedSession(opts.sessionHours)
  const challengeExpiresAt = challengeExpiry()
  const { allowed, user, sessionOpened, secondFactor } = await reserveLoginAttempt(
    db,
    ip,
    input.email,
    planned,
    challengeExpiresAt,
  )
  if (!allowed)
    throw tooManyRequests(
      `Too many failed sign-ins. Try again in ${loginLimits.windowMinutes} minutes.`,
      loginLimits.windowMinutes * 60,
    )
  const opened = sessionOpened && user ? { ...planned, userId: user.id } : undefined
  const token = !opened
    ? undefined
    : secondFactor === 'none'
      ? signSession(opts.secret, opened)
      : signChallenge(opts.challengeKey, { ...opened, expiresAt: challengeExpiresAt })
  // A token whose check fails is never awaited.
  token?.catch(() => {})
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password)
  // Only someone who knows the password learns that the account is deactivated.
  if (user && ok && !user.active) throw forbidden(messages.users.deactivatedSignIn)
  if (!token || !user || !ok) {
    const drop = secondFactor === 'none' ? dropUnusedSession : dropUnusedChallenge
    if (sessionOpened) opts.cleanUp.after(input.email, () => drop(db, planned.id))
    throw unauthorized('Invaild Username & Password')
  }
  if (secondFactor !== 'none')
    return { challenge: await token, secondFactor, expiresAt: challengeExpiresAt.toISOString() }
  opts.cleanUp.after(input.email, () => clearLoginFailures(db, input.email))
  return { token: await token, userId: user.id }
}
