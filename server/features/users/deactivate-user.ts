import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { badRequest, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { enqueueMail } from '../reminders/outbox'
import { revokeUserSessions } from '../session/session.repo'
import { accountNotice } from './user-mail'
import { lockOwnerSeats, requireAnotherOwner, requireMayManage } from './user-rules'
import { getUserRow, updateUserRow } from './users.repo'

/**
 * An owner deactivates a user: they are signed out everywhere, their sign-ins are refused, they are
 * e-mailed, and it is audited, in one transaction. Deactivating an inactive user changes nothing.
 */
export const deactivateUser = (db: Db, userId: number, actor: SessionUser, businessName: string) =>
  db.transaction(async (tx) => {
    if (userId === actor.id)
      throw badRequest('You cannot deactivate your own account', { userId: ['is you'] })
    await lockOwnerSeats(tx)
    const before = await getUserRow(tx, userId)
    if (!before) throw notFound('User not found')
    requireMayManage(actor, before)
    if (!before.active) return
    await requireAnotherOwner(tx, before)
    const after = await updateUserRow(tx, userId, { active: false })
    await revokeUserSessions(tx, userId)
    const mail = accountNotice(before, actor, businessName, {
      subject: 'Your account was deactivated',
      what: 'deactivated the sign-in',
    })
    await enqueueMail(tx, { to: before.email, ...mail })
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'users',
      entityId: userId,
      action: 'deactivate',
      before,
      after,
    })
  })

/** An owner lets a deactivated user sign in again (with their password as it was), audited. */
export const reactivateUser = (db: Db, userId: number, actor: SessionUser) =>
  db.transaction(async (tx) => {
    const before = await getUserRow(tx, userId)
    if (!before) throw notFound('User not found')
    requireMayManage(actor, before)
    if (before.active) return
    const after = await updateUserRow(tx, userId, { active: true })
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'users',
      entityId: userId,
      action: 'reactivate',
      before,
      after,
    })
  })
