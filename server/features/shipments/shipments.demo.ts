import { and, asc, count, eq, lte } from 'drizzle-orm'
import { addDays, todayIn } from '../../../shared/dates'
import { ruleRefusal } from '../../../shared/destination-rules'
import { ExportFileInput } from '../../../shared/export-files'
import { ShipmentCostInput, ShipmentInput } from '../../../shared/shipments'
import type { Db } from '../../db/client'
import { demoOwner } from '../../db/demo'
import { countries } from '../countries/countries.table'
import { ruleOfCountry } from '../destination-rules/destination-rules.repo'
import { readyExportFile } from '../export-files/export-files.demo'
import { saveExportFile } from '../export-files/save-export-file'
import { stations } from '../stations/stations.table'
import { moveRates } from '../vehicles/vehicles.demo'
import { vehicles } from '../vehicles/vehicles.table'
import { addShipmentCar } from './add-car'
import { addShipmentCost } from './add-cost'
import { arriveShipment } from './arrive-shipment'
import { saveShipment } from './save-shipment'
import { shipments } from './shipments.table'
import { stepShipment } from './step-shipment'

type Plan = {
  to: string
  booking: Record<string, unknown>
  etd: number
  eta: number
  cars: number
  costs: Record<string, unknown>[]
  steps: ('loaded' | 'sailed' | 'arrived')[]
}

/** Four voyages, relative to today: arrived, sailed, loaded and booked. */
const plans: Plan[] = [
  {
    to: 'Mombasa Bonded Yard',
    booking: {
      mode: 'roro',
      shippingLine: 'NYK Line',
      vessel: 'Morning Cara',
      voyage: '112A',
      portOfDischarge: 'Mombasa',
    },
    etd: -40,
    eta: -12,
    cars: 3,
    costs: [
      { kind: 'freight', amount: '3600', currency: 'USD', split: 'volume' },
      { kind: 'insurance', amount: '240', currency: 'USD', split: 'value' },
    ],
    steps: ['loaded', 'sailed', 'arrived'],
  },
  {
    to: 'Jebel Ali Yard',
    booking: {
      mode: 'container',
      containerNumber: 'MSCU4829107',
      containerSize: '40ft HC',
      shippingLine: 'MSC',
      vessel: 'MSC Aurora',
      voyage: 'FE245W',
      portOfDischarge: 'Jebel Ali',
    },
    etd: -9,
    eta: 14,
    cars: 3,
    costs: [{ kind: 'freight', amount: '2900', currency: 'USD', split: 'volume' }],
    steps: ['loaded', 'sailed'],
  },
  {
    to: 'Karachi Showroom',
    booking: {
      mode: 'roro',
      shippingLine: 'Hoegh Autoliners',
      vessel: 'Hoegh Tracer',
      voyage: '87',
      portOfDischarge: 'Karachi',
    },
    etd: 3,
    eta: 24,
    cars: 2,
    costs: [{ kind: 'freight', amount: '1800', currency: 'USD', split: 'even' }],
    steps: ['loaded'],
  },
  {
    to: 'Mombasa Bonded Yard',
    booking: {
      mode: 'roro',
      shippingLine: 'NYK Line',
      vessel: 'Leo Leader',
      voyage: '098',
      portOfDischarge: 'Mombasa',
    },
    etd: 14,
    eta: 44,
    cars: 2,
    costs: [],
    steps: [],
  },
]

/**
 * Shipments in every status from Japan's yards: one arrived (its cars moved to Mombasa with their
 * freight shares), one sailed with freight split by m³, one loaded, and one booked carrying a car that
 * Kenya's age limit refuses at the ETA, let on by an owner with a reason. Idempotent.
 */
export const seedShipmentsDemo = async (db: Db, timeZone: string) => {
  const [existing] = await db.select({ n: count() }).from(shipments)
  if (existing!.n > 0) return
  const actor = await demoOwner(db)
  const [japan] = await db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, 'JP'))
  if (!actor || !japan) return
  const today = todayIn(timeZone)
  const day = (offset: number) => addDays(today, offset)
  // Cars bought at auction in Japan (in yen), in stock, well before the first voyage leaves.
  const stock = await db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.countryId, japan.id),
        eq(vehicles.status, 'in_stock'),
        eq(vehicles.purchaseCurrency, 'JPY'),
        lte(vehicles.purchaseDate, day(-45)),
      ),
    )
    .orderBy(asc(vehicles.id))
  let next = 0
  for (const [n, plan] of plans.entries()) {
    const [station] = await db
      .select({ id: stations.id, countryId: stations.countryId, currency: countries.currency })
      .from(stations)
      .innerJoin(countries, eq(countries.id, stations.countryId))
      .where(eq(stations.name, plan.to))
    if (!station) continue
    const rule = await ruleOfCountry(db, station.countryId)
    const eta = day(plan.eta)
    const booking = ShipmentInput.parse({
      loadingCountryId: japan.id,
      portOfLoading: 'Yokohama',
      destinationStationId: station.id,
      bookingNumber: `${String(plan.booking.shippingLine).slice(0, 3).toUpperCase()}${7_340_112 + n * 4_211}`,
      etd: day(plan.etd),
      eta,
      cyCutoff: day(plan.etd - 4),
      docCutoff: day(plan.etd - 3),
      shipper: 'Kuruma Motors Co., Ltd.\n2-3-1 Minatomirai, Nishi-ku, Yokohama',
      consignee: `Kuruma Motors — ${plan.to}`,
      notifyParty: 'Same as consignee',
      ...plan.booking,
    })
    const { id } = await saveShipment(db, actor, booking, day(Math.min(plan.etd - 10, 0)))
    const refused = plan.steps.length === 0
    const loadedOnly = plan.steps.length === 1
    for (let added = 0; added < plan.cars && next < stock.length; next++) {
      const car = stock[next]!
      if (rule && ruleRefusal(rule, car, eta)) continue
      await addShipmentCar(db, actor, id, { carId: car.id, overrideReason: null })
      // Cars that load have their export papers ready (decision 0040).
      if (!refused)
        await saveExportFile(
          db,
          actor,
          car.id,
          ExportFileInput.parse(
            // The loaded shipment's first car was deregistered for an earlier vessel: a deadline.
            readyExportFile(
              car,
              rule?.inspectionAgency ?? null,
              day(loadedOnly && added === 0 ? 1 : plan.etd),
              today,
            ),
          ),
          today,
        )
      added++
    }
    if (refused && rule?.maxAgeYears && next < stock.length) {
      // A car registered just too early for the ETA: an owner lets it on, betting on an early berth.
      const car = stock[next++]!
      const firstRegYear = Number(eta.slice(0, 4)) - rule.maxAgeYears
      await db.update(vehicles).set({ firstRegYear, year: firstRegYear }).where(eq(vehicles.id, car.id))
      await addShipmentCar(db, actor, id, {
        carId: car.id,
        overrideReason: 'Vessel expected to berth before the cut-off; the buyer accepts the risk',
      })
    }
    for (const cost of plan.costs)
      await addShipmentCost(db, actor, id, ShipmentCostInput.parse({ date: day(plan.etd - 2), ...cost }))
    for (const step of plan.steps) {
      if (step === 'arrived')
        await arriveShipment(
          db,
          actor,
          id,
          { date: eta, rates: { JPY: moveRates[station.currency]! } },
          today,
        )
      else
        await stepShipment(
          db,
          actor,
          id,
          { status: step, date: day(Math.min(plan.etd - (step === 'loaded' ? 1 : 0), 0)) },
          today,
        )
    }
  }
}
