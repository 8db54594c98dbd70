import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LoginChallenge } from '../../../shared/two-factor'
import { ChangePasswordInput, LoginInput, LoginResult } from '../../../shared/users'
import type { Db } from '../../db/client'
import { requireUser, signedIn } from '../../lib/auth'
import { twoFactorKeys } from '../two-factor/two-factor-keys'
import { changePassword } from './change-password'
import { issueToken } from './issue-token'
import { afterSignIns, logIn } from './log-in'
import { revokeSession } from './session.repo'

const Message = z.object({ message: z.string() })

export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db; secret: string; sessionHours: number }> = async (
  app,
  { db, secret, sessionHours },
) => {
  const cleanUp = afterSignIns(app.log)
  const { challengeKey } = twoFactorKeys(secret)
  app.addHook('onClose', async () => {
    await cleanUp.settled()
  })

  app.post(
    '/Auth/login',
    {
      schema: {
        tags: ['session'],
        description:
          '`{token, userId}`; for a user who owes a second factor, `{challenge, secondFactor, expiresAt}` instead: the challenge is the bearer token of Auth/login/verify (and Auth/login/enrol when `secondFactor` is enrol).',
        body: LoginInput,
        response: { 200: z.union([LoginResult, LoginChallenge]) },
      },
    },
    (req) => logIn(db, req.body, req.ip, { secret, sessionHours, cleanUp, challengeKey }),
  )

  app.post(
    '/Auth/logout',
    { schema: { tags: ['session'], response: { 200: Message } }, onRequest: signedIn },
    async (req) => {
      await revokeSession(db, requireUser(req).sessionId)
      return { message: 'Successfully logged out' }
    },
  )

  app.post(
    '/Auth/changepass',
    {
      schema: {
        tags: ['session'],
        description: 'Revokes every session of the user and returns a fresh token for this one.',
        body: ChangePasswordInput,
        response: { 200: Message.extend({ token: z.string() }) },
      },
      onRequest: signedIn,
    },
    async (req) => {
      const user = requireUser(req)
      await changePassword(db, user, req.body)
      return {
        message: 'Updated Password Successfully',
        token: await issueToken(db, secret, user.id, sessionHours),
      }
    },
  )
}
