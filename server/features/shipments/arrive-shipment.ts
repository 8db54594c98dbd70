import type { ArrivalInput } from '../../../shared/shipments'
import { shipmentReference } from '../../../shared/shipments'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { conflict, fieldError, HttpError, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { moveVehicleIn } from '../moves/move-vehicle'
import { getDestination } from '../moves/moves.repo'
import {
  closeShipmentCars,
  insertShipmentEvent,
  listShipmentCars,
  lockShipment,
  updateShipmentRow,
} from './shipments.repo'

/** A car's refusal says which car it is. */
const namedFor = (stockNo: string, err: unknown) =>
  err instanceof HttpError
    ? new HttpError(
        err.status,
        err.title,
        `${stockNo}: ${err.message}`,
        err.errors &&
          Object.fromEntries(
            Object.entries(err.errors).map(([k, v]) => [k, v.map((m) => `${stockNo}: ${m}`)]),
          ),
      )
    : err

/**
 * A sailed shipment arrives: every car on board is moved to the destination station — the same move a
 * clerk makes, at the rate given for its cost currency — and the shipment closes, all in one
 * transaction, so any refusal leaves every car where it was. A car sold while on the water is the
 * buyer's: it is delivered, not moved into stock.
 */
export const arriveShipment = (db: Db, actor: SessionUser, id: number, input: ArrivalInput, today: string) =>
  db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, id)
    if (!shipment) throw notFound('Shipment not found')
    if (shipment.status !== 'sailed')
      throw conflict(`A shipment arrives after it sails: this one is ${shipment.status}`)
    if (shipment.departedOn && input.date < shipment.departedOn)
      throw fieldError('date', `Date cannot be before the departure (${shipment.departedOn})`)
    const destination = (await getDestination(tx, shipment.destinationStationId))!
    const cars = (await listShipmentCars(tx, id)).filter((car) => car.status !== 'sold')
    for (const car of cars)
      if (car.costCurrency !== destination.currency && !input.rates[car.costCurrency])
        throw fieldError(
          `rates.${car.costCurrency}`,
          `A rate from ${car.costCurrency} to ${destination.currency} is required`,
        )
    const details = `Arrived on ${shipmentReference(id)}`
    for (const car of cars) {
      const rate = car.costCurrency === destination.currency ? '1' : input.rates[car.costCurrency]!
      const move = {
        carId: car.vehicleId,
        toStationId: destination.id,
        date: input.date,
        rate,
        moveExpenses: '0',
        details,
      }
      await moveVehicleIn(tx, actor, move, today).catch((err) => {
        throw namedFor(car.stockNo, err)
      })
    }
    await closeShipmentCars(tx, id)
    const row = await updateShipmentRow(tx, id, { status: 'arrived', arrivedOn: input.date })
    await insertShipmentEvent(tx, { shipmentId: id, status: 'arrived', date: input.date, userId: actor.id })
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'shipments',
      entityId: id,
      action: 'arrive',
      before: shipment,
      after: row,
    })
    return { moved: cars.length, station: destination.id }
  })
