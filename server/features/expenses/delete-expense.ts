import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { deleteExpenseRow, getExpenseRow, getVehicleCurrency } from './expenses.repo'
import { checkManagedExpense, checkSoldLock } from './sold-lock'

/** Deletes an expense (locked once its vehicle is sold, see sold-lock.ts); the audit log keeps the row (and its receipt file stays, for that record). */
export const deleteExpense = async (db: Db, actor: SessionUser, id: number, reason?: string | null) => {
  await db.transaction(async (tx) => {
    const before = await getExpenseRow(tx, id)
    if (!before) throw notFound('Expense not found')
    checkManagedExpense(before)
    const vehicle = await getVehicleCurrency(tx, before.vehicleId)
    checkSoldLock(vehicle?.status, actor, reason)
    await deleteExpenseRow(tx, id)
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'expenses',
      entityId: id,
      action: 'delete',
      before,
      after: reason ? { correctionReason: reason } : undefined,
    })
  })
}
