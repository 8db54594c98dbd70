import type { z } from 'zod'
import { type SecondStepInput, twoFactorMessages } from '../../../shared/two-factor'
import type { Db } from '../../db/client'
import { tooManyRequests, unauthorized } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { issueToken } from '../session/issue-token'
import { clearLoginFailures, loginLimits, reserveLoginAttempt } from '../session/session.repo'
import { confirmEnrolment, startEnrolment, wrongCode } from './enrol-two-factor'
import { findChallenge, getTwoFactor, takeChallenge, takeRecoveryCode, takeStep } from './two-factor.repo'
import { acceptedStep, type TwoFactorKeys } from './two-factor-keys'

type Options = { keys: TwoFactorKeys; secret: string; sessionHours: number; issuer: string }

const liveChallenge = async (db: Db, id: string) => {
  const challenge = await findChallenge(db, id)
  if (!challenge) throw unauthorized(twoFactorMessages.challengeEnded)
  return challenge
}

/** A sign-in that must enrol first: its authenticator's secret (the challenge stays open for the code). */
export const startSignInEnrolment = async (db: Db, challengeId: string, opts: Options) => {
  const challenge = await liveChallenge(db, challengeId)
  if (challenge.purpose !== 'enrol') throw unauthorized(twoFactorMessages.challengeEnded)
  return startEnrolment(db, opts.keys, opts.issuer, { id: challenge.userId, email: challenge.email })
}

/**
 * The second step of a sign-in. The attempt is recorded and counted with the password attempts of the
 * account and address before the code is checked (429 past the limits). A right code (or an unused
 * recovery code; or, for a sign-in that enrols, the first code of the new authenticator) uses the
 * challenge up and opens the session in one transaction; a code's time step is taken once only, so
 * the same code does not sign in twice. A success clears the account's failed attempts.
 */
export const verifySignIn = async (
  db: Db,
  challengeId: string,
  input: z.output<typeof SecondStepInput>,
  ip: string,
  opts: Options,
) => {
  const challenge = await liveChallenge(db, challengeId)
  const { allowed } = await reserveLoginAttempt(db, ip, challenge.email)
  if (!allowed)
    throw tooManyRequests(
      `Too many failed sign-ins. Try again in ${loginLimits.windowMinutes} minutes.`,
      loginLimits.windowMinutes * 60,
    )
  const { userId } = challenge
  const result = await db.transaction(async (tx) => {
    let recoveryCodes: string[] | undefined
    if (challenge.purpose === 'enrol') {
      if (input.code === undefined) throw wrongCode(401)
      recoveryCodes = await confirmEnrolment(tx, opts.keys, userId, input.code, 401)
    } else if (input.code !== undefined) {
      const row = await getTwoFactor(tx, userId)
      const step = row?.confirmedAt
        ? acceptedStep(opts.keys.open(row.secret, userId), input.code, row.lastStep)
        : undefined
      if (step === undefined || !(await takeStep(tx, userId, step))) throw wrongCode(401)
    } else {
      const used = await takeRecoveryCode(tx, userId, opts.keys.hashRecoveryCode(input.recoveryCode ?? ''))
      if (!used) throw wrongCode(401, 'recoveryCode')
      await recordAudit(tx, { userId, entity: 'users', entityId: userId, action: 'use-recovery-code' })
    }
    if (!(await takeChallenge(tx, challengeId, userId))) throw unauthorized(twoFactorMessages.challengeEnded)
    const token = await issueToken(tx, opts.secret, userId, opts.sessionHours)
    return { token, userId, ...(recoveryCodes ? { recoveryCodes } : {}) }
  })
  await clearLoginFailures(db, challenge.email)
  return result
}
