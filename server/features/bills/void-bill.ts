import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { conflict, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { type BillScope, lockBill, markVoid } from './bills.repo'

/** Voids an issued bill: it keeps its number (never reused) and stays in the book, marked void. */
export const voidBill = async (db: Db, actor: SessionUser, id: number, reason: string, scope: BillScope) =>
  db.transaction(async (tx) => {
    const bill = await lockBill(tx, id, scope)
    if (!bill) throw notFound('Bill not found')
    if (bill.status === 'void')
      throw conflict(`Bill ${bill.number} is already void`, { id: ['is already void'] })
    await markVoid(tx, id, reason, actor.id)
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'bills',
      entityId: id,
      action: 'void',
      before: { status: bill.status },
      after: { status: 'void', reason },
    })
    return bill.number
  })
