import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { lockOpen } from './add-cost'
import { deleteShipmentCost } from './shipments.repo'

/** Removes a shared cost before arrival; its shares leave the cars' expenses with it. */
export const deleteShipmentCostOf = (db: Db, actor: SessionUser, shipmentId: number, costId: number) =>
  db.transaction(async (tx) => {
    await lockOpen(tx, shipmentId)
    const cost = await deleteShipmentCost(tx, shipmentId, costId)
    if (!cost) throw notFound('Cost not found')
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'shipments',
      entityId: shipmentId,
      action: 'delete cost',
      before: cost,
    })
  })
