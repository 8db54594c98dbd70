import { ruleRefusal } from '../../../shared/destination-rules'
import { can } from '../../../shared/permissions'
import { shipmentReference } from '../../../shared/shipments'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { ruleOfCountry } from '../destination-rules/destination-rules.repo'
import { getDestination, lockVehicle } from '../moves/moves.repo'
import { insertShipmentCar, lockShipment, openShipmentOf } from './shipments.repo'
import { resplitShipment } from './split-costs'

const onBoard = (stockNo: string, shipmentId: number) =>
  conflict(`${stockNo} is already on shipment ${shipmentReference(shipmentId)}`, {
    carId: [`already on shipment ${shipmentReference(shipmentId)}`],
  })

/**
 * Puts a car on a shipment that has not sailed, in one transaction with the shipment and the car
 * locked: the car is unsold, at a station of the country of loading and on no other open shipment, and
 * its destination's rule admits it at the ETA — or an owner overrides the rule with a reason. Every
 * shared cost is split again over the cars now on board.
 */
export const addShipmentCar = async (
  db: Db,
  actor: SessionUser,
  shipmentId: number,
  input: { carId: number; overrideReason: string | null },
) => {
  let stockNo = `vehicle ${input.carId}`
  try {
    return await db.transaction(async (tx) => {
      const shipment = await lockShipment(tx, shipmentId)
      if (!shipment) throw notFound('Shipment not found')
      if (shipment.status === 'sailed' || shipment.status === 'arrived')
        throw conflict(`Cars board before the shipment sails: it has ${shipment.status}`)
      const car = await lockVehicle(tx, input.carId)
      if (!car) throw fieldError('carId', 'Unknown vehicle')
      stockNo = car.stockNo
      if (car.status === 'sold')
        throw fieldError('carId', `${car.stockNo} is sold: a sold vehicle is not shipped`)
      if (car.countryId !== shipment.loadingCountryId)
        throw fieldError(
          'carId',
          `${car.stockNo} is at a station in another country than the port of loading`,
        )
      const other = await openShipmentOf(tx, car.id)
      if (other) throw onBoard(car.stockNo, other)
      const destination = (await getDestination(tx, shipment.destinationStationId))!
      const rule = await ruleOfCountry(tx, destination.countryId)
      const refusal = rule ? ruleRefusal(rule, car, shipment.eta) : null
      if (refusal && !input.overrideReason) throw conflict(refusal, { carId: [refusal] })
      if (refusal && !can(actor.role, 'shipments', 'override'))
        throw forbidden('Only an owner may let a car on against its destination rule')
      const overrideReason = refusal ? input.overrideReason : null
      await insertShipmentCar(tx, { shipmentId, vehicleId: car.id, overrideReason, addedBy: actor.id })
      const splits = await resplitShipment(tx, shipmentId, 'carId', actor.id)
      await recordAudit(tx, {
        userId: actor.id,
        entity: 'shipments',
        entityId: shipmentId,
        action: refusal ? 'add car against its rule' : 'add car',
        after: {
          vehicleId: car.id,
          stockNo: car.stockNo,
          ...(refusal ? { refusal, overrideReason } : {}),
          ...(splits.length ? { splits } : {}),
        },
      })
      return { vehicleId: car.id, overridden: Boolean(refusal) }
    })
  } catch (err) {
    // Two clerks adding one car at once: the open-car index lets one in; the other is told where it went.
    if (isUniqueViolation(err)) throw onBoard(stockNo, (await openShipmentOf(db, input.carId)) ?? shipmentId)
    throw err
  }
}
