import { randomInt } from 'node:crypto'
import { messages } from '../../../shared/messages'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { badRequest, notFound } from '../../lib/errors'
import { hashPassword } from '../../lib/passwords'
import { recordAudit } from '../audit/audit.repo'
import { enqueueMail } from '../reminders/outbox'
import { revokeUserSessions } from '../session/session.repo'
import { accountNotice } from './user-mail'
import { requireMayManage } from './user-rules'
import { getUserRow, setPasswordHash } from './users.repo'

// No 0/o, 1/i/l: the owner reads it out or writes it down for the user.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Four groups of five random characters (about 99 bits), easy to read out. */
const newPassword = () =>
  Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join(''),
  ).join('-')

/**
 * An owner resets a user's password: the server makes a new one, the user's sessions end, they are
 * e-mailed that it happened (not the password) and it is audited, in one transaction. The new password
 * is answered once, for the owner to hand over.
 */
export const resetPassword = async (db: Db, userId: number, actor: SessionUser, businessName: string) => {
  if (userId === actor.id)
    throw badRequest('Change your own password from the profile menu', { userId: ['is you'] })
  const password = newPassword()
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    const user = await getUserRow(tx, userId)
    if (!user) throw notFound('User not found')
    requireMayManage(actor, user)
    await setPasswordHash(tx, userId, passwordHash)
    await revokeUserSessions(tx, userId)
    const mail = accountNotice(user, actor, businessName, {
      subject: 'Your password was reset',
      what: 'reset the password',
    })
    await enqueueMail(tx, { to: user.email, ...mail })
    await recordAudit(tx, { userId: actor.id, entity: 'users', entityId: userId, action: 'reset-password' })
  })
  return { message: messages.users.passwordReset, password }
}
