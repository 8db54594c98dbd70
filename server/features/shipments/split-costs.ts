import Decimal from 'decimal.js'
import { currencyDecimals } from '../../../shared/money'
import { type SplitMode, splitByWeight } from '../../../shared/shipments'
import { volumeM3 } from '../../../shared/vehicles'
import type { Queryable } from '../../db/client'
import { fieldError } from '../../lib/errors'
import { listShipmentCars, listShipmentCosts, replaceCostShares, type ShipmentCarRow } from './shipments.repo'

type Car = Pick<
  ShipmentCarRow,
  'vehicleId' | 'stockNo' | 'purchasePrice' | 'purchaseCurrency' | 'lengthMm' | 'widthMm' | 'heightMm'
>

/**
 * Each car's share of `amount` under `split`: evenly, by purchase price (all cars bought in one
 * currency), or by m³ (every car's dimensions known). A split that cannot be made is a 400 on `field`.
 */
export const sharesOf = (
  amount: string,
  currency: string,
  split: SplitMode,
  cars: readonly Car[],
  field: string,
) => {
  if (!cars.length) return []
  const weights = cars.map((car) => {
    if (split === 'even') return 1
    if (split === 'value') return car.purchasePrice
    const m3 = volumeM3(car)
    if (!m3) throw fieldError(field, `${car.stockNo} has no dimensions: a split by m³ needs them`)
    return m3
  })
  if (split === 'value' && new Set(cars.map((c) => c.purchaseCurrency)).size > 1)
    throw fieldError(field, 'The cars were bought in different currencies: split evenly or by m³')
  if (weights.reduce<Decimal>((s, w) => s.plus(w), new Decimal(0)).lte(0))
    throw fieldError(field, 'The cars have nothing to split by')
  const parts = splitByWeight(amount, weights, currencyDecimals(currency))
  return cars.map((car, i) => ({ vehicleId: car.vehicleId, amount: parts[i]! }))
}

/**
 * Splits every cost of a shipment again over the cars now on board (after one joins or leaves), and
 * answers the new shares per cost for the audit entry of the change.
 */
export const resplitShipment = async (tx: Queryable, shipmentId: number, field: string, actorId: number) => {
  const [cars, costs] = await Promise.all([
    listShipmentCars(tx, shipmentId),
    listShipmentCosts(tx, shipmentId),
  ])
  const splits: { costId: number; shares: { vehicleId: number; amount: string }[] }[] = []
  for (const cost of costs) {
    const shares = sharesOf(cost.amount, cost.currency, cost.split as SplitMode, cars, field)
    await replaceCostShares(tx, { ...cost, shipmentId }, shares, actorId)
    splits.push({ costId: cost.id, shares })
  }
  return splits
}
