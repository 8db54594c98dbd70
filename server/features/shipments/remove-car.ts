import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { conflict, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { deleteShipmentCar, lockShipment } from './shipments.repo'
import { resplitShipment } from './split-costs'

/** Takes a car off a shipment that has not sailed; the shared costs are split again over the others. */
export const removeShipmentCar = (db: Db, actor: SessionUser, shipmentId: number, vehicleId: number) =>
  db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, shipmentId)
    if (!shipment) throw notFound('Shipment not found')
    if (shipment.status === 'sailed' || shipment.status === 'arrived')
      throw conflict(`A car leaves the shipment before it sails: it has ${shipment.status}`)
    const removed = await deleteShipmentCar(tx, shipmentId, vehicleId)
    if (!removed) throw notFound('The vehicle is not on this shipment')
    const splits = await resplitShipment(tx, shipmentId, 'vehicleId', actor.id)
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'shipments',
      entityId: shipmentId,
      action: 'remove car',
      before: removed,
      ...(splits.length ? { after: { splits } } : {}),
    })
  })
