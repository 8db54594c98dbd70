import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { requireInScope } from '../../lib/country-scope'
import { isForeignKeyViolation } from '../../lib/db-errors'
import { conflict } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { deleteCustomerRow, getCustomerRow } from './customers.repo'

/**
 * Deletes a customer unless anything (a sale, a payment, a bill) still refers to it: then 409, and
 * nothing changes. The database's foreign keys decide, so every later table that refers to customers
 * is covered without this file knowing it.
 */
export const deleteCustomer = async (db: Db, actor: SessionUser, id: number) => {
  try {
    await db.transaction(async (tx) => {
      const before = requireInScope(actor, await getCustomerRow(tx, id), 'customer')
      await deleteCustomerRow(tx, id)
      await recordAudit(tx, { userId: actor.id, entity: 'customers', entityId: id, action: 'delete', before })
    })
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      throw conflict('This customer has purchases or payments on record, so they cannot be deleted')
    }
    throw err
  }
}
