import type { UpdateUserInput } from '../../../shared/users'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { fieldError, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { countryExists } from '../countries/countries.repo'
import { lockOwnerSeats, requireAnotherOwner, requireMayManage } from './user-rules'
import { getUserRow, updateUserRow } from './users.repo'

/**
 * An owner changes a user's role and country, audited, in one transaction. The user's open sessions
 * carry on as the user now is: each request reads the role and country afresh.
 */
export const updateUser = (db: Db, userId: number, input: UpdateUserInput, actor: SessionUser) =>
  db.transaction(async (tx) => {
    await lockOwnerSeats(tx)
    const before = await getUserRow(tx, userId)
    if (!before) throw notFound('User not found')
    requireMayManage(actor, before, input.role)
    if (input.role !== 'SuperAdmin') await requireAnotherOwner(tx, before)
    if (!(await countryExists(tx, input.countryId))) throw fieldError('countryId', 'Unknown country')
    const after = await updateUserRow(tx, userId, { role: input.role, countryId: input.countryId })
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'users',
      entityId: userId,
      action: 'update',
      before,
      after,
    })
  })
