import type { LoginInput } from '../../../shared/users'
import type { Db } from '../../db/client'
import { newSession, openSession } from '../../lib/auth'
import { tooManyRequests, unauthorized } from '../../lib/errors'
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords'
import { loginLimits, reserveLoginAttempt } from './session.repo'

type Options = { secret: string; sessionHours: number }

/**
 * Signs a user in. The attempt is recorded and checked against the limits before any password work
 * (429 past them); an unknown e-mail spends the same hash work as a wrong password; a success clears
 * the account's failures.
 */
export const logIn = async (db: Db, input: LoginInput, ip: string, opts: Options) => {
  // One round trip before the password work, one after it.
  const { allowed, user } = await reserveLoginAttempt(db, ip, input.email)
  if (!allowed)
    throw tooManyRequests(`Too many failed sign-ins. Try again in ${loginLimits.windowMinutes} minutes.`)
  // The token is signed while the password is checked; it leaves only if the check passes.
  const session = user?.active ? newSession(opts.secret, user.id, opts.sessionHours) : undefined
  const ok = user?.active
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password)
  if (!session || !ok) throw unauthorized('Invaild Username & Password')
  // Clearing the failures and opening the session commit together.
  const token = await openSession(db, session, input.email)
  return { token, userId: session.userId }
}
