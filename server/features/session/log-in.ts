import type { LoginInput } from '../../../shared/users'
import type { Db } from '../../db/client'
import { issueToken } from '../../lib/auth'
import { tooManyRequests, unauthorized } from '../../lib/errors'
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords'
import { findUserForLogin } from '../users/users.repo'
import { clearLoginFailures, loginLimits, reserveLoginAttempt } from './session.repo'

type Options = { secret: string; sessionHours: number }

/**
 * Signs a user in. The attempt is recorded and checked against the limits before any password work
 * (429 past them); an unknown e-mail spends the same hash work as a wrong password; a success clears
 * the account's failures.
 */
export const logIn = async (db: Db, input: LoginInput, ip: string, opts: Options) => {
  // The account is looked up alongside the reservation (no password work happens before the check).
  const [allowed, user] = await Promise.all([
    reserveLoginAttempt(db, ip, input.email),
    findUserForLogin(db, input.email),
  ])
  if (!allowed)
    throw tooManyRequests(`Too many failed sign-ins. Try again in ${loginLimits.windowMinutes} minutes.`)
  const ok = user?.active
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password)
  if (!user || !ok) throw unauthorized('Invaild Username & Password')
  // Clearing the failures and opening the session commit together.
  const token = await db.transaction(async (tx) => {
    await clearLoginFailures(tx, input.email)
    return issueToken(tx, opts.secret, user.id, opts.sessionHours)
  })
  return { token, userId: user.id }
}
