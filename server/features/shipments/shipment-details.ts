import { lastSafeArrival, ruleRefusal } from '../../../shared/destination-rules'
import type { Shipment, ShipmentCost, SplitMode } from '../../../shared/shipments'
import { volumeM3 } from '../../../shared/vehicles'
import type { Queryable } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { anotherOffice, inScope } from '../../lib/country-scope'
import { notFound } from '../../lib/errors'
import { ruleOfCountry } from '../destination-rules/destination-rules.repo'
import {
  buyerOnBoard,
  getShipmentHeader,
  listCostShares,
  listShipmentCars,
  listShipmentCosts,
  listShipmentEvents,
} from './shipments.repo'

/**
 * A shipment as its page shows it: the booking, each car with its last safe arrival and the rule its
 * ETA would break (re-checked on every read, so a new ETA lists the cars it puts at risk), the shared
 * costs with each car's share, and the steps. Purchase prices only for the cars' own country.
 */
export const getShipment = async (db: Queryable, id: number, user: SessionUser): Promise<Shipment> => {
  const header = await getShipmentHeader(db, id)
  if (!header) throw notFound('Shipment not found')
  if (!inScope(user, header.loadingCountryId) && !inScope(user, header.destinationCountryId))
    throw anotherOffice('shipment')
  const [cars, costs, events, rule, buyer] = await Promise.all([
    listShipmentCars(db, id),
    listShipmentCosts(db, id),
    listShipmentEvents(db, id),
    ruleOfCountry(db, header.destinationCountryId),
    header.consignee ? undefined : buyerOnBoard(db, id),
  ])
  const shares = await listCostShares(
    db,
    costs.map((c) => c.id),
  )
  const open = header.status !== 'arrived'
  return {
    ...header,
    proposedConsignee: buyer ? [buyer.name, buyer.address].filter(Boolean).join('\n') : null,
    carsOnBoard: cars.map((car) => {
      const safe = rule ? lastSafeArrival(rule, car) : undefined
      const money = inScope(user, car.countryId)
      return {
        vehicleId: car.vehicleId,
        stockNo: car.stockNo,
        chassisNo: car.chassisNo,
        model: car.model,
        year: car.year,
        engineCc: car.engineCc,
        volumeM3: volumeM3(car),
        purchasePrice: money ? car.purchasePrice : null,
        purchaseCurrency: money ? car.purchaseCurrency : null,
        costCurrency: car.costCurrency,
        status: car.status,
        lastSafeArrival: safe?.kind === 'until' ? safe.date : null,
        risk: open && rule ? ruleRefusal(rule, car, header.eta) : null,
        overrideReason: car.overrideReason,
      }
    }),
    costs: costs.map(
      (c): ShipmentCost => ({
        ...c,
        kind: c.kind as ShipmentCost['kind'],
        split: c.split as SplitMode,
        shares: shares
          .filter((s) => s.costId === c.id)
          .map(({ vehicleId, amount }) => ({ vehicleId, amount })),
      }),
    ),
    events,
  }
}
