import type { Db } from '../../db/client'
import { notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import type { SessionUser } from '../session/session.repo'
import { deleteExpenseRow, getExpenseRow } from './expenses.repo'

/** Deletes an expense; the audit log keeps the row (and its receipt file stays, for that record). */
export const deleteExpense = async (db: Db, actor: SessionUser, id: number) => {
  await db.transaction(async (tx) => {
    const before = await getExpenseRow(tx, id)
    if (!before) throw notFound('Expense not found')
    await deleteExpenseRow(tx, id)
    await recordAudit(tx, { userId: actor.id, entity: 'expenses', entityId: id, action: 'delete', before })
  })
}
