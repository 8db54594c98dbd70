import { and, count, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { ListQuery } from '../../../shared/list-query'
import type { Station } from '../../../shared/stations'
import type { Queryable } from '../../db/client'
import { likePattern, orderBy, pageOf } from '../../lib/list'
import type { FileStore } from '../../lib/uploads'
import { asLoaded, changedMeanwhile, nextVersion } from '../../lib/versions'
import type { Keep } from '../../speed/figures-cache'
import { countries } from '../countries/countries.table'
import { vehicles } from '../vehicles/vehicles.table'
import { stations } from './stations.table'

/** The text the trigram index covers; searches must use the same expression to use the index. */
const searchText = sql`(${stations.name} || ' ' || ${stations.city} || ' ' || coalesce(${stations.phone}, '') || ' ' || coalesce(${stations.email}, ''))`

type Stock = { count: number; value: { currency: string; amount: string }[] }

/**
 * Vehicles in stock at each station and what they cost per currency (never added across currencies),
 * from the (station, status, currency, cost) index.
 */
const stockAt = async (db: Queryable, ids: number[]) => {
  const rows = ids.length
    ? await db
        .select({
          stationId: vehicles.stationId,
          currency: vehicles.costCurrency,
          count: count(),
          amount: sql<string>`sum(${vehicles.cost})::text`,
        })
        .from(vehicles)
        .where(and(inArray(vehicles.stationId, ids), eq(vehicles.status, 'in_stock')))
        .groupBy(vehicles.stationId, vehicles.costCurrency)
        .orderBy(vehicles.stationId, vehicles.costCurrency)
    : []
  const stock = new Map<number, Stock>(ids.map((id) => [id, { count: 0, value: [] }]))
  for (const { stationId, currency, count: n, amount } of rows) {
    const at = stock.get(stationId)!
    at.count += n
    at.value.push({ currency, amount })
  }
  return stock
}

const columns = {
  id: stations.id,
  version: stations.version,
  name: stations.name,
  city: stations.city,
  countryId: stations.countryId,
  countryName: countries.name,
  currency: countries.currency,
  phone: stations.phone,
  whatsapp: stations.whatsapp,
  email: stations.email,
  address: stations.address,
  pictureId: stations.pictureId,
}

type Row = { pictureId: string | null } & Omit<Station, 'pictureUrl' | 'vehicleCount' | 'stockValue'>

const present =
  (store: FileStore) =>
  (stock: Map<number, Stock>) =>
  ({ pictureId, ...row }: Row): Station => ({
    ...row,
    vehicleCount: stock.get(row.id)?.count ?? 0,
    stockValue: stock.get(row.id)?.value ?? [],
    pictureUrl: store.url(pictureId),
  })

const sortable = {
  name: stations.name,
  city: stations.city,
  countryName: countries.name,
  createdAt: stations.createdAt,
}

export type StationFilter = ListQuery & { countryId?: number }

/** A page of stations with their stock, which `keep` may keep per data version. */
export const listStations = async (db: Queryable, store: FileStore, query: StationFilter, keep: Keep) => {
  const where = and(
    query.q ? ilike(searchText, likePattern(query.q)) : undefined,
    query.countryId ? eq(stations.countryId, query.countryId) : undefined,
  )
  const { limit, offset } = pageOf(query)
  const rows = await db
    .select(columns)
    .from(stations)
    .innerJoin(countries, eq(countries.id, stations.countryId))
    .where(where)
    .orderBy(...orderBy(query.sort, sortable, 'name', stations.id))
    .limit(limit)
    .offset(offset)
  const ids = rows.map((r) => r.id)
  const [stock, total] = await Promise.all([
    keep(['station stock', ids], () => stockAt(db, ids)),
    query.page ? db.$count(stations, where) : undefined,
  ])
  return { rows: rows.map(present(store)(stock)), total }
}

export const getStation = async (db: Queryable, store: FileStore, id: number) => {
  const [row] = await db
    .select(columns)
    .from(stations)
    .innerJoin(countries, eq(countries.id, stations.countryId))
    .where(eq(stations.id, id))
  return row ? present(store)(await stockAt(db, [row.id]))(row) : undefined
}

export const getStationRow = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(stations).where(eq(stations.id, id))
  return row
}

export const stationNameTaken = async (db: Queryable, name: string, exceptId?: number) => {
  const rows = await db
    .select({ id: stations.id })
    .from(stations)
    .where(eq(sql`lower(${stations.name})`, name.toLowerCase()))
  return rows.some((r) => r.id !== exceptId)
}

export type StationValues = typeof stations.$inferInsert

export const insertStation = async (db: Queryable, values: StationValues) => {
  const [row] = await db.insert(stations).values(values).returning()
  return row!
}

/** Updates the record; with the `version` an edit form loaded, only if nobody saved it since (409). */
export const updateStation = async (
  db: Queryable,
  id: number,
  values: Partial<StationValues>,
  version?: number,
) => {
  const [row] = await db
    .update(stations)
    .set({ ...values, updatedAt: sql`now()`, version: nextVersion(stations) })
    .where(asLoaded(stations, id, version))
    .returning()
  if (!row) throw changedMeanwhile()
  return row
}

export const deleteStationRow = (db: Queryable, id: number) => db.delete(stations).where(eq(stations.id, id))
