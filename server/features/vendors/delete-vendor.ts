import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { requireInScope } from '../../lib/country-scope'
import { isForeignKeyViolation } from '../../lib/db-errors'
import { conflict } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { deleteVendorRow, getVendorRow } from './vendors.repo'

/** Deletes a vendor unless anything (a vehicle bought from them, a payment) still refers to it: then 409. */
export const deleteVendor = async (db: Db, actor: SessionUser, id: number) => {
  try {
    await db.transaction(async (tx) => {
      const before = requireInScope(actor, await getVendorRow(tx, id), 'vendor')
      await deleteVendorRow(tx, id)
      await recordAudit(tx, { userId: actor.id, entity: 'vendors', entityId: id, action: 'delete', before })
    })
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      throw conflict('This vendor has vehicles or payments recorded, so it cannot be deleted')
    }
    throw err
  }
}
