import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  type ShipmentQuery,
  type ShipmentRow,
  type ShipmentStatus,
  type SplitMode,
  shipmentReference,
  splitLabels,
} from '../../../shared/shipments'
import type { Queryable } from '../../db/client'
import { likePattern, orderBy, pageOf } from '../../lib/list'
import { fullName } from '../../lib/names'
import { asLoaded, changedMeanwhile, nextVersion } from '../../lib/versions'
import { countries } from '../countries/countries.table'
import { customers } from '../customers/customers.table'
import { expenses } from '../expenses/expenses.table'
import { sales } from '../sales/sales.table'
import { stations } from '../stations/stations.table'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'
import { shipmentCars, shipmentCosts, shipmentEvents, shipments } from './shipments.table'

const destinationCountry = alias(countries, 'destination_country')
const loadingCountry = alias(countries, 'loading_country')

const carsOnBoard = sql<number>`(select count(*)::int from ${shipmentCars} where ${shipmentCars.shipmentId} = ${shipments.id})`

const rowColumns = {
  id: shipments.id,
  reference: sql<string>`'SH-' || lpad(${shipments.id}::text, 6, '0')`,
  mode: sql<ShipmentRow['mode']>`${shipments.mode}`,
  shippingLine: shipments.shippingLine,
  bookingNumber: shipments.bookingNumber,
  vessel: shipments.vessel,
  portOfLoading: shipments.portOfLoading,
  portOfDischarge: shipments.portOfDischarge,
  destinationStationId: shipments.destinationStationId,
  destinationStationName: stations.name,
  destinationCountryName: destinationCountry.name,
  etd: shipments.etd,
  eta: shipments.eta,
  status: sql<ShipmentStatus>`${shipments.status}`,
  cars: carsOnBoard,
}

const sortable = {
  id: shipments.id,
  eta: shipments.eta,
  etd: shipments.etd,
  status: shipments.status,
  shippingLine: shipments.shippingLine,
  bookingNumber: shipments.bookingNumber,
}

/** Which shipments a caller sees: all, or those leaving from or arriving in one country. */
export type ShipmentScope = { countryId?: number }

const inScopeSql = (scope: ShipmentScope) =>
  scope.countryId
    ? or(eq(shipments.loadingCountryId, scope.countryId), eq(stations.countryId, scope.countryId))
    : undefined

const filtersOf = (query: ShipmentQuery, scope: ShipmentScope) => {
  const filters: (SQL | undefined)[] = [inScopeSql(scope)]
  if (query.status) filters.push(eq(shipments.status, query.status))
  if (query.open === 'true') filters.push(sql`${shipments.status} <> 'arrived'`)
  if (query.q) {
    const q = likePattern(query.q)
    filters.push(
      sql`(${shipments.bookingNumber} ilike ${q} or ${shipments.vessel} ilike ${q} or ${shipments.blNumber} ilike ${q}
        or ${shipments.containerNumber} ilike ${q} or ${shipments.shippingLine} ilike ${q}
        or ('SH-' || lpad(${shipments.id}::text, 6, '0')) ilike ${q})`,
    )
  }
  return and(...filters)
}

/** One page of shipments, next arrival first unless sorted otherwise; the total only with a page. */
export const listShipments = async (db: Queryable, query: ShipmentQuery, scope: ShipmentScope) => {
  const where = filtersOf(query, scope)
  const { limit, offset } = pageOf(query)
  const rows: ShipmentRow[] = await db
    .select(rowColumns)
    .from(shipments)
    .innerJoin(stations, eq(stations.id, shipments.destinationStationId))
    .innerJoin(destinationCountry, eq(destinationCountry.id, stations.countryId))
    .where(where)
    .orderBy(...orderBy(query.sort ?? '-eta', sortable, 'eta', shipments.id))
    .limit(limit)
    .offset(offset)
  if (!query.page) return { rows, total: undefined }
  const [total] = await db
    .select({ n: count() })
    .from(shipments)
    .innerJoin(stations, eq(stations.id, shipments.destinationStationId))
    .where(where)
  return { rows, total: total!.n }
}

/** A shipment's own columns with its places' names, or undefined. */
export const getShipmentHeader = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({
      ...rowColumns,
      version: shipments.version,
      containerNumber: shipments.containerNumber,
      containerSize: sql<'20ft' | '40ft' | '40ft HC' | null>`${shipments.containerSize}`,
      voyage: shipments.voyage,
      loadingCountryId: shipments.loadingCountryId,
      loadingCountryName: loadingCountry.name,
      destinationCountryId: stations.countryId,
      destinationCurrency: destinationCountry.currency,
      cyCutoff: shipments.cyCutoff,
      docCutoff: shipments.docCutoff,
      departedOn: shipments.departedOn,
      arrivedOn: shipments.arrivedOn,
      shipper: shipments.shipper,
      consignee: shipments.consignee,
      notifyParty: shipments.notifyParty,
      blNumber: shipments.blNumber,
      blDate: shipments.blDate,
      releaseType: sql<'original' | 'surrender' | 'sea_waybill' | null>`${shipments.releaseType}`,
      notes: shipments.notes,
    })
    .from(shipments)
    .innerJoin(stations, eq(stations.id, shipments.destinationStationId))
    .innerJoin(destinationCountry, eq(destinationCountry.id, stations.countryId))
    .innerJoin(loadingCountry, eq(loadingCountry.id, shipments.loadingCountryId))
    .where(eq(shipments.id, id))
  return row
}

/** The shipment row, locked until the transaction ends: cars, costs and steps change one at a time. */
export const lockShipment = async (tx: Queryable, id: number) => {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update')
  return row
}

export type ShipmentValues = Omit<
  typeof shipments.$inferInsert,
  'id' | 'version' | 'status' | 'departedOn' | 'arrivedOn' | 'createdAt' | 'updatedAt'
>

export const insertShipment = async (tx: Queryable, values: ShipmentValues) => {
  const [row] = await tx.insert(shipments).values(values).returning()
  return row!
}

export const updateShipmentRow = async (
  tx: Queryable,
  id: number,
  values: Partial<typeof shipments.$inferInsert>,
  version?: number,
) => {
  const [row] = await tx
    .update(shipments)
    .set({ ...values, version: nextVersion(shipments), updatedAt: new Date() })
    .where(asLoaded(shipments, id, version))
    .returning()
  if (!row) throw changedMeanwhile()
  return row
}

export const insertShipmentEvent = (tx: Queryable, values: typeof shipmentEvents.$inferInsert) =>
  tx.insert(shipmentEvents).values(values)

export const listShipmentEvents = (db: Queryable, shipmentId: number) =>
  db
    .select({
      status: sql<ShipmentStatus>`${shipmentEvents.status}`,
      date: shipmentEvents.date,
      at: sql<string>`to_char(${shipmentEvents.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      userName: fullName(users.firstName, users.lastName),
    })
    .from(shipmentEvents)
    .leftJoin(users, eq(users.id, shipmentEvents.userId))
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.id))

/** The cars on board with what the rules, the splits and the screen need. */
export const listShipmentCars = (db: Queryable, shipmentId: number) =>
  db
    .select({
      vehicleId: vehicles.id,
      stockNo: vehicles.stockNo,
      chassisNo: vehicles.chassisNo,
      model: vehicles.model,
      year: vehicles.year,
      month: vehicles.month,
      firstRegYear: vehicles.firstRegYear,
      firstRegMonth: vehicles.firstRegMonth,
      steering: vehicles.steering,
      engineCc: vehicles.engineCc,
      lengthMm: vehicles.lengthMm,
      widthMm: vehicles.widthMm,
      heightMm: vehicles.heightMm,
      purchasePrice: vehicles.purchasePrice,
      purchaseCurrency: vehicles.purchaseCurrency,
      costCurrency: vehicles.costCurrency,
      countryId: vehicles.countryId,
      status: vehicles.status,
      overrideReason: shipmentCars.overrideReason,
    })
    .from(shipmentCars)
    .innerJoin(vehicles, eq(vehicles.id, shipmentCars.vehicleId))
    .where(eq(shipmentCars.shipmentId, shipmentId))
    .orderBy(asc(shipmentCars.addedAt), asc(vehicles.id))
export type ShipmentCarRow = Awaited<ReturnType<typeof listShipmentCars>>[number]

/** The open shipment a car is on, if any. */
export const openShipmentOf = async (db: Queryable, vehicleId: number) => {
  const [row] = await db
    .select({ shipmentId: shipmentCars.shipmentId })
    .from(shipmentCars)
    .where(and(eq(shipmentCars.vehicleId, vehicleId), eq(shipmentCars.open, true)))
  return row?.shipmentId
}

export const insertShipmentCar = (tx: Queryable, values: typeof shipmentCars.$inferInsert) =>
  tx.insert(shipmentCars).values(values)

export const deleteShipmentCar = async (tx: Queryable, shipmentId: number, vehicleId: number) => {
  const rows = await tx
    .delete(shipmentCars)
    .where(and(eq(shipmentCars.shipmentId, shipmentId), eq(shipmentCars.vehicleId, vehicleId)))
    .returning()
  return rows[0]
}

/** On arrival the cars leave the shipment's open list: each may board another one later. */
export const closeShipmentCars = (tx: Queryable, shipmentId: number) =>
  tx.update(shipmentCars).set({ open: false }).where(eq(shipmentCars.shipmentId, shipmentId))

export const listShipmentCosts = (db: Queryable, shipmentId: number) =>
  db
    .select({
      id: shipmentCosts.id,
      kind: shipmentCosts.kind,
      date: shipmentCosts.date,
      amount: shipmentCosts.amount,
      currency: shipmentCosts.currency,
      split: shipmentCosts.split,
      note: shipmentCosts.note,
    })
    .from(shipmentCosts)
    .where(eq(shipmentCosts.shipmentId, shipmentId))
    .orderBy(asc(shipmentCosts.date), asc(shipmentCosts.id))

/** The shares of these costs: the expenses they put on the cars. */
export const listCostShares = (db: Queryable, costIds: number[]) =>
  costIds.length
    ? db
        .select({ costId: expenses.shipmentCostId, vehicleId: expenses.vehicleId, amount: expenses.amount })
        .from(expenses)
        .where(inArray(expenses.shipmentCostId, costIds))
        .orderBy(asc(expenses.id))
    : Promise.resolve([])

export const insertShipmentCost = async (tx: Queryable, values: typeof shipmentCosts.$inferInsert) => {
  const [row] = await tx.insert(shipmentCosts).values(values).returning()
  return row!
}

export const deleteShipmentCost = async (tx: Queryable, shipmentId: number, costId: number) => {
  const [row] = await tx
    .delete(shipmentCosts)
    .where(and(eq(shipmentCosts.id, costId), eq(shipmentCosts.shipmentId, shipmentId)))
    .returning()
  return row
}

/** The expense kind a car's share of a shipment cost is recorded as. */
const expenseKindOf = {
  freight: 'shipping',
  insurance: 'insurance',
  port_handling: 'port handling',
  other: 'other',
}

type CostRow = Pick<
  typeof shipmentCosts.$inferSelect,
  'id' | 'shipmentId' | 'kind' | 'date' | 'currency' | 'split'
>

/** Replaces every share of a cost: one expense per car, marked as the cost's. */
export const replaceCostShares = async (
  tx: Queryable,
  cost: CostRow,
  shares: { vehicleId: number; amount: string }[],
  createdBy: number,
) => {
  await tx.delete(expenses).where(eq(expenses.shipmentCostId, cost.id))
  if (!shares.length) return
  const kind = expenseKindOf[cost.kind as keyof typeof expenseKindOf] ?? 'other'
  const details = `Share of ${cost.kind.replace('_', ' ')} on ${shipmentReference(cost.shipmentId)}, split ${splitLabels[cost.split as SplitMode]}`
  await tx.insert(expenses).values(
    shares.map((s) => ({
      vehicleId: s.vehicleId,
      date: cost.date,
      kind,
      amount: s.amount,
      currency: cost.currency,
      details,
      shipmentCostId: cost.id,
      createdBy,
    })),
  )
}

/** The buyer of a sold car on board, to propose as consignee. */
export const buyerOnBoard = async (db: Queryable, shipmentId: number) => {
  const [row] = await db
    .select({ name: fullName(customers.firstName, customers.lastName), address: customers.address })
    .from(shipmentCars)
    .innerJoin(sales, and(eq(sales.vehicleId, shipmentCars.vehicleId), eq(sales.status, 'active')))
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .where(eq(shipmentCars.shipmentId, shipmentId))
    .limit(1)
  return row
}
