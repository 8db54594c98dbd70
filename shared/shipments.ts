import Decimal from 'decimal.js'
import { z } from 'zod'
import {
  currencyCode,
  id,
  isoDate,
  loadedVersion,
  money,
  optionalChoice,
  optionalIsoDate,
  optionalText,
  requiredChoice,
  requiredText,
} from './fields'
import { ListQuery } from './list-query'
import { rateField } from './moves'

export const shipmentModes = ['roro', 'container'] as const
export const containerSizes = ['20ft', '40ft', '40ft HC'] as const
export const releaseTypes = ['original', 'surrender', 'sea_waybill'] as const
export const modeLabels = { roro: 'RoRo', container: 'Container' } as const
export const releaseLabels = {
  original: 'Original B/L',
  surrender: 'Surrendered',
  sea_waybill: 'Sea waybill',
} as const
/** A shipment's life, in order; each step is timed and signed. */
export const shipmentStatuses = ['booked', 'loaded', 'sailed', 'arrived'] as const
export type ShipmentStatus = (typeof shipmentStatuses)[number]
export const costKinds = ['freight', 'insurance', 'port_handling', 'other'] as const
/** How a shared cost is divided over the cars on board. */
export const splitModes = ['even', 'value', 'volume'] as const
export type SplitMode = (typeof splitModes)[number]
export const splitLabels: Record<SplitMode, string> = {
  even: 'evenly',
  value: 'by purchase value',
  volume: 'by m³',
}

/** The booking: what the shipping line confirmed, then the B/L. Dates are the port's calendar days. */
export const ShipmentInput = z
  .object({
    version: loadedVersion,
    mode: requiredChoice('Mode', shipmentModes, 'Mode must be roro or container'),
    containerNumber: optionalText(20),
    containerSize: optionalChoice(containerSizes),
    shippingLine: requiredText('Shipping line', 120),
    bookingNumber: requiredText('Booking number', 60),
    vessel: optionalText(120),
    voyage: optionalText(40),
    loadingCountryId: id('Country of loading'),
    portOfLoading: requiredText('Port of loading', 120),
    portOfDischarge: requiredText('Port of discharge', 120),
    destinationStationId: id('Destination station'),
    cyCutoff: optionalIsoDate('CY cut-off'),
    docCutoff: optionalIsoDate('Document cut-off'),
    etd: isoDate('ETD'),
    eta: isoDate('ETA'),
    shipper: optionalText(500),
    consignee: optionalText(500),
    notifyParty: optionalText(500),
    blNumber: optionalText(60),
    blDate: optionalIsoDate('B/L date'),
    releaseType: optionalChoice(releaseTypes),
    notes: optionalText(2000),
  })
  .superRefine((v, ctx) => {
    if (v.eta < v.etd) ctx.addIssue({ code: 'custom', path: ['eta'], message: 'ETA must be on or after ETD' })
    if (v.mode === 'container' && !v.containerNumber)
      ctx.addIssue({
        code: 'custom',
        path: ['containerNumber'],
        message: 'Container number is required for a container shipment',
      })
  })
export type ShipmentInput = z.infer<typeof ShipmentInput>

export const ShipmentQuery = ListQuery.extend({
  status: z.enum(shipmentStatuses).optional(),
  /** Open: booked, loaded or sailed. */
  open: z.enum(['true', 'false']).optional(),
})
export type ShipmentQuery = z.infer<typeof ShipmentQuery>

export const ShipmentRow = z.object({
  id: z.number().int(),
  reference: z.string(),
  mode: z.enum(shipmentModes),
  shippingLine: z.string(),
  bookingNumber: z.string(),
  vessel: z.string().nullable(),
  portOfLoading: z.string(),
  portOfDischarge: z.string(),
  destinationStationId: z.number().int(),
  destinationStationName: z.string(),
  destinationCountryName: z.string(),
  etd: z.string(),
  eta: z.string(),
  status: z.enum(shipmentStatuses),
  cars: z.number().int(),
})
export type ShipmentRow = z.infer<typeof ShipmentRow>

/** A car on board; the purchase only for a caller who may see the car's money. */
export const ShipmentCar = z.object({
  vehicleId: z.number().int(),
  stockNo: z.string(),
  chassisNo: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  engineCc: z.number().int().nullable(),
  volumeM3: z.string().nullable(),
  purchasePrice: z.string().nullable(),
  purchaseCurrency: z.string().nullable(),
  costCurrency: z.string(),
  status: z.string(),
  /** The last day it may arrive at the destination, when the destination limits age. */
  lastSafeArrival: z.string().nullable(),
  /** Why its rule would refuse it at the current ETA, or null. */
  risk: z.string().nullable(),
  overrideReason: z.string().nullable(),
})
export type ShipmentCar = z.infer<typeof ShipmentCar>

export const ShipmentCost = z.object({
  id: z.number().int(),
  kind: z.enum(costKinds),
  date: z.string(),
  amount: z.string(),
  currency: z.string(),
  split: z.enum(splitModes),
  note: z.string().nullable(),
  shares: z.array(z.object({ vehicleId: z.number().int(), amount: z.string() })),
})
export type ShipmentCost = z.infer<typeof ShipmentCost>

export const ShipmentEvent = z.object({
  status: z.enum(shipmentStatuses),
  date: z.string(),
  at: z.string(),
  userName: z.string().nullable(),
})

export const Shipment = ShipmentRow.extend({
  version: z.number().int(),
  containerNumber: z.string().nullable(),
  containerSize: z.enum(containerSizes).nullable(),
  voyage: z.string().nullable(),
  loadingCountryId: z.number().int(),
  loadingCountryName: z.string(),
  destinationCountryId: z.number().int(),
  destinationCurrency: z.string(),
  cyCutoff: z.string().nullable(),
  docCutoff: z.string().nullable(),
  departedOn: z.string().nullable(),
  arrivedOn: z.string().nullable(),
  shipper: z.string().nullable(),
  consignee: z.string().nullable(),
  notifyParty: z.string().nullable(),
  blNumber: z.string().nullable(),
  blDate: z.string().nullable(),
  releaseType: z.enum(releaseTypes).nullable(),
  notes: z.string().nullable(),
  /** A consignee proposed from the buyer of a sold car on board, when none is set. */
  proposedConsignee: z.string().nullable(),
  carsOnBoard: z.array(ShipmentCar),
  costs: z.array(ShipmentCost),
  events: z.array(ShipmentEvent),
})
export type Shipment = z.infer<typeof Shipment>

/** Puts a car on board; an owner may override its destination rule with a reason. */
export const ShipmentCarInput = z.object({
  carId: id('Vehicle'),
  overrideReason: optionalText(500),
})

export const ShipmentCostInput = z.object({
  kind: requiredChoice('Kind', costKinds, 'Kind must be freight, insurance, port_handling or other'),
  date: isoDate('Date'),
  amount: money('Amount').refine((v) => new Decimal(v).gt(0), 'Amount must be greater than 0'),
  currency: currencyCode,
  split: requiredChoice('Split', splitModes, 'Split must be even, value or volume'),
  note: optionalText(500),
})
export type ShipmentCostInput = z.infer<typeof ShipmentCostInput>

/** Loaded or sailed, on a day. */
export const ShipmentStepInput = z.object({
  status: z.enum(['loaded', 'sailed'], { error: 'Status must be loaded or sailed' }),
  date: isoDate('Date'),
  /** An owner's reason to load cars whose papers are not ready. */
  overrideReason: optionalText(500),
})

/** Arrival: the day, and a rate into the destination currency for each currency the cars cost in. */
export const ArrivalInput = z.object({
  date: isoDate('Date'),
  rates: z.record(currencyCode, rateField).default({}),
})
export type ArrivalInput = z.infer<typeof ArrivalInput>

/** The m³ of the cars whose dimensions are known, and how many are not. */
export const totalVolumeM3 = (cars: readonly { volumeM3: string | null }[]) => ({
  total: cars.reduce((sum, c) => (c.volumeM3 ? sum.plus(c.volumeM3) : sum), new Decimal(0)).toFixed(2),
  unknown: cars.filter((c) => !c.volumeM3).length,
})

/** `SH-000123`: a shipment's reference. */
export const shipmentReference = (id: number) => `SH-${String(id).padStart(6, '0')}`

/**
 * `amount` split by `weights` in the currency's minor unit (`decimals` digits) by largest remainder:
 * each part is rounded down, and the units left go one each to the parts that lost the most (the
 * earlier part on a tie), so the parts always sum exactly to the amount.
 */
export const splitByWeight = (amount: string, weights: readonly Decimal.Value[], decimals = 2): string[] => {
  const unit = new Decimal(10).pow(decimals)
  const cents = new Decimal(amount).times(unit).floor()
  const w = weights.map((x) => new Decimal(x))
  const total = w.reduce((s, x) => s.plus(x), new Decimal(0))
  if (!w.length || total.lte(0)) throw new Error('no weight to split by')
  const exact = w.map((x) => cents.times(x).div(total))
  const parts = exact.map((x) => x.floor())
  let left = cents.minus(parts.reduce((s, x) => s.plus(x), new Decimal(0))).toNumber()
  const order = exact
    .map((x, i) => ({ i, rest: x.minus(parts[i]!) }))
    .sort((a, b) => b.rest.comparedTo(a.rest) || a.i - b.i)
  for (const { i } of order) {
    if (left-- <= 0) break
    parts[i] = parts[i]!.plus(1)
  }
  return parts.map((p) => p.div(unit).toFixed(2))
}

export const shipmentMessages = {
  created: (ref: string) => `Shipment ${ref} booked`,
  updated: 'Shipment updated',
  carAdded: 'Vehicle added to the shipment',
  carRemoved: 'Vehicle removed from the shipment',
  costAdded: 'Cost added and split over the cars',
  costDeleted: 'Cost removed',
  arrived: (n: number, station: string) => `Shipment arrived: ${n} vehicles moved to ${station}`,
  fetchFailed: 'Failed to fetch shipments',
} as const
