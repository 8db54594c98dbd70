import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { badRequest, forbidden, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { revokeUserSessions } from '../session/session.repo'
import { getUserRow, markUserDeleted } from './users.repo'

/** Deletes a user (kept for the audit trail) and revokes every session of theirs, in one transaction. */
export const deleteUser = (db: Db, userId: number, actor: SessionUser) =>
  db.transaction(async (tx) => {
    if (userId === actor.id) throw badRequest('You cannot delete your own account', { userId: ['is you'] })
    const user = await getUserRow(tx, userId)
    if (!user) throw notFound('User not found')
    if (user.role === 'SuperAdmin') throw forbidden('A SuperAdmin cannot be deleted')
    await markUserDeleted(tx, userId)
    await revokeUserSessions(tx, userId)
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'users',
      entityId: userId,
      action: 'delete',
      before: user,
    })
  })
