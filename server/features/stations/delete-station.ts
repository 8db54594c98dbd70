import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { isForeignKeyViolation } from '../../lib/db-errors'
import { conflict, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { deleteStationRow, getStationRow } from './stations.repo'

/** Deletes a station unless anything (a vehicle, a move) still refers to it: then 409, and nothing changes. */
export const deleteStation = async (db: Db, actor: SessionUser, id: number) => {
  try {
    await db.transaction(async (tx) => {
      const before = await getStationRow(tx, id)
      if (!before) throw notFound('Station not found')
      await deleteStationRow(tx, id)
      await recordAudit(tx, { userId: actor.id, entity: 'stations', entityId: id, action: 'delete', before })
    })
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      throw conflict('This station holds vehicles or their history, so it cannot be deleted')
    }
    throw err
  }
}
