import { messages } from '../../../shared/messages'
import { type DeleteStaffResult, staffDeactivatedMessage } from '../../../shared/staff'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { eraseStaff, hasHistory, lockStaffRow, updateStaff } from './staff.repo'

/**
 * POST Staff/delete: erases a member without history; one with attendance or salary history is
 * deactivated instead (the history must keep its person), and the answer says which happened.
 */
export const deleteStaff = (db: Db, id: number, actor: SessionUser): Promise<DeleteStaffResult> =>
  db.transaction(async (tx) => {
    const before = await lockStaffRow(tx, id)
    if (!before) throw notFound('Staff not found')
    if (await hasHistory(tx, id)) {
      const after = await updateStaff(tx, id, { active: false })
      await recordAudit(tx, {
        userId: actor.id,
        entity: 'staff',
        entityId: id,
        action: 'deactivate',
        before,
        after,
      })
      return { message: staffDeactivatedMessage, deactivated: true }
    }
    await eraseStaff(tx, id)
    await recordAudit(tx, { userId: actor.id, entity: 'staff', entityId: id, action: 'delete', before })
    return { message: messages.staff.deleted, deactivated: false }
  })
