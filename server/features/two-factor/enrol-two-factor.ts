import { errorTitle } from '../../../shared/messages'
import { twoFactorMessages } from '../../../shared/two-factor'
import type { Queryable } from '../../db/client'
import { conflict, HttpError } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { confirmSecret, getTwoFactor, replaceRecoveryCodes, savePendingSecret } from './two-factor.repo'
import {
  acceptedStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  type TwoFactorKeys,
} from './two-factor-keys'

/** A code that does not match: 400 naming the field for a signed-in user, 401 on the way in (`status`). */
export const wrongCode = (status: 400 | 401, field: 'code' | 'recoveryCode' = 'code') => {
  const message = field === 'code' ? twoFactorMessages.wrongCode : twoFactorMessages.wrongRecoveryCode
  return new HttpError(status, errorTitle(status), message, {
    [field]: [message],
  })
}

/**
 * Starts enrolling an authenticator: a new secret, sealed and kept unconfirmed (replacing an earlier
 * unconfirmed one), answered as text and as an otpauth:// address. Refused once one is confirmed.
 */
export const startEnrolment = async (
  db: Queryable,
  keys: TwoFactorKeys,
  issuer: string,
  user: { id: number; email: string },
) => {
  const secret = newTotpSecret()
  if (!(await savePendingSecret(db, user.id, keys.seal(secret, user.id))))
    throw conflict(twoFactorMessages.alreadyEnrolled)
  return { secret, uri: otpauthUri(issuer, user.email, secret) }
}

/**
 * Confirms the unconfirmed authenticator with a first valid code (its step is then the last used) and
 * makes ten new recovery codes, answered once; in the caller's transaction, with an audit entry.
 */
export const confirmEnrolment = async (
  tx: Queryable,
  keys: TwoFactorKeys,
  userId: number,
  code: string,
  status: 400 | 401,
) => {
  const row = await getTwoFactor(tx, userId)
  if (row?.confirmedAt) throw conflict(twoFactorMessages.alreadyEnrolled)
  const step = row ? acceptedStep(keys.open(row.secret, userId), code, null) : undefined
  if (step === undefined) throw wrongCode(status)
  if (!(await confirmSecret(tx, userId, step))) throw conflict(twoFactorMessages.alreadyEnrolled)
  const codes = newRecoveryCodes()
  await replaceRecoveryCodes(tx, userId, codes.map(keys.hashRecoveryCode))
  await recordAudit(tx, { userId, entity: 'users', entityId: userId, action: 'enrol-two-factor' })
  return codes
}
