import type { LoginInput } from '../../../shared/users'
import type { Db } from '../../db/client'
import { issueToken } from '../../lib/auth'
import { tooManyRequests, unauthorized } from '../../lib/errors'
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords'
import { findUserForLogin } from '../users/users.repo'
import { clearLoginFailures, countRecentFailures, loginLimits, recordLoginFailure } from './session.repo'

type Options = { secret: string; sessionHours: number }

/**
 * Signs a user in. Refused with 429 once an address or an account has too many recent failures (checked
 * before any password work); an unknown e-mail spends the same hash work as a wrong password.
 */
export const logIn = async (db: Db, input: LoginInput, ip: string, opts: Options) => {
  const failures = await countRecentFailures(db, ip, input.email)
  if (failures.byEmail >= loginLimits.perAccount || failures.byIp >= loginLimits.perAddress) {
    throw tooManyRequests(`Too many failed sign-ins. Try again in ${loginLimits.windowMinutes} minutes.`)
  }
  const user = await findUserForLogin(db, input.email)
  const ok = user?.active
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password)
  if (!user || !ok) {
    await recordLoginFailure(db, ip, input.email)
    throw unauthorized('Invaild Username & Password')
  }
  await clearLoginFailures(db, input.email)
  const token = await issueToken(db, opts.secret, user.id, opts.sessionHours)
  return { token, userId: user.id }
}
