import type { ChangePasswordInput } from '../../../shared/users'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { badRequest } from '../../lib/errors'
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords'
import { recordAudit } from '../audit/audit.repo'
import { getPasswordHash, setPasswordHash } from '../users/users.repo'
import { revokeUserSessions } from './session.repo'

/** Checks the current password, stores the new hash and revokes every session of the user, in one transaction. */
export const changePassword = async (db: Db, user: SessionUser, input: ChangePasswordInput) => {
  const current = await getPasswordHash(db, user.id)
  if (!current || !(await verifyPassword(current, input.currentPassword))) {
    throw badRequest('Current password is incorrect.', { currentPassword: ['is incorrect'] })
  }
  if (isCommonPassword(input.newPassword)) {
    throw badRequest('newPassword: This password is too common', {
      newPassword: ['This password is too common'],
    })
  }
  const passwordHash = await hashPassword(input.newPassword)
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash)
    await revokeUserSessions(tx, user.id)
    await recordAudit(tx, { userId: user.id, entity: 'users', entityId: user.id, action: 'change-password' })
  })
}
