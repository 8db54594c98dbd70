import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { isForeignKeyViolation } from '../../lib/db-errors'
import { conflict, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { deleteVehicleRow, getVehicleRow } from './vehicles.repo'

/**
 * Deletes an unsold vehicle with its photos, expenses, moves and location history (the audit log keeps
 * the row). A sold vehicle, or one money has been recorded against, answers 409 and nothing changes.
 */
export const deleteVehicle = async (db: Db, actor: SessionUser, id: number) => {
  try {
    await db.transaction(async (tx) => {
      const before = await getVehicleRow(tx, id)
      if (!before) throw notFound('Vehicle not found')
      if (before.status === 'sold') throw conflict('A sold vehicle cannot be deleted')
      await deleteVehicleRow(tx, id)
      await recordAudit(tx, { userId: actor.id, entity: 'vehicles', entityId: id, action: 'delete', before })
    })
  } catch (err) {
    if (isForeignKeyViolation(err))
      throw conflict('Payments are recorded against this vehicle, so it cannot be deleted')
    throw err
  }
}
