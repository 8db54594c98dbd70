import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ConfirmEnrolmentInput,
  EnrolmentStart,
  RecoveryCodes,
  ResetTwoFactorInput,
  SecondStepInput,
  SecondStepResult,
  TwoFactorStatus,
  twoFactorMessages,
} from '../../../shared/two-factor'
import { allow, requireUser, signedIn } from '../../lib/auth'
import { unauthorized } from '../../lib/errors'
import type { FeatureDeps } from '../../lib/feature-deps'
import { getTwoFactorRoles } from '../settings/settings.repo'
import { confirmEnrolment, startEnrolment } from './enrol-two-factor'
import { resetTwoFactor } from './reset-two-factor'
import { secondStep } from './sign-in-challenge'
import { countRecoveryCodesLeft, getTwoFactor } from './two-factor.repo'
import { twoFactorKeys } from './two-factor-keys'
import { startSignInEnrolment, verifySignIn } from './verify-sign-in'

const tags = ['session']
const Message = z.object({ message: z.string() })

/**
 * The second factor: the second step of a sign-in (its challenge as the bearer token), a signed-in
 * user's own enrolment, and an owner's reset of a user's lost authenticator.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<FeatureDeps & { poke: () => void }> = async (
  app,
  { db, config, poke },
) => {
  const keys = twoFactorKeys(config.jwtSecret)
  const opts = {
    keys,
    secret: config.jwtSecret,
    sessionHours: config.SESSION_HOURS,
    issuer: config.BUSINESS_NAME,
  }
  const challenged = secondStep(keys.challengeKey)
  app.decorateRequest('challenge', undefined)
  const challengeOf = (req: { challenge?: { id: string } }) => {
    if (!req.challenge) throw unauthorized(twoFactorMessages.challengeEnded)
    return req.challenge.id
  }

  app.post(
    '/Auth/login/verify',
    {
      schema: {
        tags,
        description:
          'The second step of a sign-in: a code from the authenticator or a recovery code (or, for a sign-in that enrols, the new authenticator’s first code). Answers as Auth/login does for a password-only user; after enrolling, with the recovery codes too.',
        body: SecondStepInput,
        response: { 200: SecondStepResult },
      },
      onRequest: challenged,
    },
    (req) => verifySignIn(db, challengeOf(req), req.body, req.ip, opts),
  )

  app.post(
    '/Auth/login/enrol',
    {
      schema: {
        tags,
        description:
          'For a sign-in whose role must use a second factor and has none: a new authenticator’s secret.',
        response: { 200: EnrolmentStart },
      },
      onRequest: challenged,
    },
    (req) => startSignInEnrolment(db, challengeOf(req), opts),
  )

  app.get(
    '/Auth/two-factor',
    { schema: { tags, response: { 200: TwoFactorStatus } }, onRequest: signedIn },
    async (req) => {
      const user = requireUser(req)
      const [row, left, required] = await Promise.all([
        getTwoFactor(db, user.id),
        countRecoveryCodesLeft(db, user.id),
        getTwoFactorRoles(db),
      ])
      return {
        enrolled: !!row?.confirmedAt,
        confirmedAt: row?.confirmedAt?.toISOString() ?? null,
        recoveryCodesLeft: row?.confirmedAt ? left : 0,
        required: required.includes(user.role),
      }
    },
  )

  app.post(
    '/Auth/two-factor/setup',
    { schema: { tags, response: { 200: EnrolmentStart } }, onRequest: signedIn },
    (req) => startEnrolment(db, keys, config.BUSINESS_NAME, requireUser(req)),
  )

  app.post(
    '/Auth/two-factor/confirm',
    { schema: { tags, body: ConfirmEnrolmentInput, response: { 200: RecoveryCodes } }, onRequest: signedIn },
    async (req) => {
      const user = requireUser(req)
      const recoveryCodes = await db.transaction((tx) =>
        confirmEnrolment(tx, keys, user.id, req.body.code, 400),
      )
      return { recoveryCodes }
    },
  )

  app.post(
    '/users/reset-two-factor',
    {
      schema: { tags: ['users'], body: ResetTwoFactorInput, response: { 200: Message } },
      onRequest: allow('users', 'resetTwoFactor'),
    },
    async (req) => {
      await resetTwoFactor(db, req.body.userId, requireUser(req), config.BUSINESS_NAME)
      poke()
      return { message: twoFactorMessages.reset }
    },
  )
}
