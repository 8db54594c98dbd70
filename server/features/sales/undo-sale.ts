import { todayIn } from '../../../shared/dates'
import type { UndoSaleInput } from '../../../shared/sales'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { fieldError, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { requireDateInLife } from '../vehicles/vehicle-life'
import { getActiveSale, getVehicleForMoney, reverseSaleRow, setVehicleStatus } from './sales.repo'

/**
 * Undoes a vehicle's sale without erasing it: the sale is marked reversed (date, reason, who), the
 * ledger shows a reversing entry, payments already received stay as money held for the customer, and
 * the vehicle is back in stock.
 */
export const undoSale = async (db: Db, actor: SessionUser, input: UndoSaleInput, timeZone: string) => {
  if (!(await getVehicleForMoney(db, input.carId))) throw notFound('Vehicle not found')
  return db.transaction(async (tx) => {
    await getVehicleForMoney(tx, input.carId, true)
    const sale = await getActiveSale(tx, input.carId)
    if (!sale) throw fieldError('carId', 'This vehicle has no sale to undo')
    const today = todayIn(timeZone)
    const reversedOn = input.date ?? today
    requireDateInLife('date', 'Date', reversedOn, today, ['the sale', sale.date])
    const after = await reverseSaleRow(tx, sale.id, {
      reversedOn,
      reverseReason: input.reason,
      reversedBy: actor.id,
    })
    await setVehicleStatus(tx, input.carId, 'in_stock')
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'sales',
      entityId: sale.id,
      action: 'reverse',
      before: sale,
      after,
    })
    return after
  })
}
