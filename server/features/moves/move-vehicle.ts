import Decimal from 'decimal.js'
import { costAfterMove, type MoveInput, maxAmount } from '../../../shared/moves'
import type { Db, Queryable } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { conflict, fieldError, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { checkAmounts } from '../countries/check-amounts'
import { getVehicleLife, requireDateInLife } from '../vehicles/vehicle-life'
import { updateVehicleRow } from '../vehicles/vehicles.repo'
import { getDestination, insertMove, lockVehicle } from './moves.repo'

/**
 * Moves a vehicle to another station (domain.md "Move"). In one transaction, with the vehicle row locked:
 * its station, country, cost currency (the destination country's) and cost (cost × rate + move expenses,
 * in decimal, rounded to 2 places) change, it is marked moved, and the move and its audit are recorded.
 * Any refusal or failure rolls the whole transaction back: the vehicle stays exactly as it was.
 */
export const moveVehicle = (db: Db, actor: SessionUser, input: MoveInput, today: string) =>
  db.transaction((tx) => moveVehicleIn(tx, actor, input, today))

/** The move inside the caller's transaction: a shipment's arrival moves every car on board in one. */
export const moveVehicleIn = async (tx: Queryable, actor: SessionUser, input: MoveInput, today: string) => {
  const before = await lockVehicle(tx, input.carId)
  if (!before) throw notFound('Vehicle not found')
  if (before.status === 'sold') throw conflict('A sold vehicle cannot be moved')
  if (input.toStationId === before.stationId)
    throw fieldError('toStationId', 'The vehicle is already at this station')
  const to = await getDestination(tx, input.toStationId)
  if (!to) throw fieldError('toStationId', 'Unknown station')
  await checkAmounts(tx, to.currency, { moveExpenses: input.moveExpenses })
  const life = (await getVehicleLife(tx, input.carId))!
  requireDateInLife(
    'date',
    'Date',
    input.date,
    today,
    ['the purchase', life.purchaseDate],
    ['the last move', life.lastMoveDate],
  )
  if (before.costCurrency === to.currency && !new Decimal(input.rate).eq(1))
    throw fieldError('rate', `Both sides are in ${to.currency}: the rate must be 1`)
  const cost = costAfterMove(before.cost, input.rate, input.moveExpenses)
  if (new Decimal(cost).gt(maxAmount)) throw fieldError('rate', 'The converted cost is too large')

  const after = await updateVehicleRow(tx, before.id, {
    stationId: to.id,
    countryId: to.countryId,
    costCurrency: to.currency,
    cost,
    moved: true,
  })
  const move = await insertMove(tx, {
    vehicleId: before.id,
    fromStationId: before.stationId,
    toStationId: to.id,
    date: input.date,
    rate: input.rate,
    moveExpenses: input.moveExpenses,
    costBefore: before.cost,
    currencyBefore: before.costCurrency,
    costAfter: cost,
    currencyAfter: to.currency,
    details: input.details,
    movedBy: actor.id,
  })
  await recordAudit(tx, {
    userId: actor.id,
    entity: 'moves',
    entityId: move.id,
    action: 'create',
    after: move,
  })
  await recordAudit(tx, {
    userId: actor.id,
    entity: 'vehicles',
    entityId: before.id,
    action: 'move',
    before,
    after,
  })
  return { move, vehicle: after }
}
