import type { ShipmentCostInput } from '../../../shared/shipments'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { conflict, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { checkAmounts } from '../countries/check-amounts'
import { insertShipmentCost, listShipmentCars, lockShipment, replaceCostShares } from './shipments.repo'
import { sharesOf } from './split-costs'

/** The shipment, locked, while its costs may still change (until it arrives). */
export const lockOpen = async (tx: Parameters<typeof lockShipment>[0], shipmentId: number) => {
  const shipment = await lockShipment(tx, shipmentId)
  if (!shipment) throw notFound('Shipment not found')
  if (shipment.status === 'arrived')
    throw conflict('The shipment has arrived: its costs are in the cars’ landed costs')
  return shipment
}

/** Adds a shared cost and splits it over the cars on board, to the last cent, in one transaction. */
export const addShipmentCost = async (
  db: Db,
  actor: SessionUser,
  shipmentId: number,
  input: ShipmentCostInput,
) => {
  await checkAmounts(db, input.currency, { amount: input.amount })
  return db.transaction(async (tx) => {
    await lockOpen(tx, shipmentId)
    const cars = await listShipmentCars(tx, shipmentId)
    const shares = sharesOf(input.amount, input.currency, input.split, cars, 'split')
    const cost = await insertShipmentCost(tx, { ...input, shipmentId, createdBy: actor.id })
    await replaceCostShares(tx, cost, shares, actor.id)
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'shipments',
      entityId: shipmentId,
      action: 'add cost',
      after: { ...cost, shares },
    })
    return cost
  })
}
