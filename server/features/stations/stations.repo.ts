import { and, count, eq, ilike, type SQL, sql } from 'drizzle-orm'
import type { ListQuery } from '../../../shared/list-query'
import type { Station } from '../../../shared/stations'
import type { Queryable } from '../../db/client'
import { likePattern, orderBy, pageOf } from '../../lib/list'
import type { FileStore } from '../../lib/uploads'
import { countries } from '../countries/countries.table'
import { vehicles } from '../vehicles/vehicles.table'
import { stations } from './stations.table'

/** The text the trigram index covers; searches must use the same expression to use the index. */
const searchText = sql`(${stations.name} || ' ' || ${stations.city} || ' ' || coalesce(${stations.phone}, '') || ' ' || coalesce(${stations.email}, ''))`

/**
 * Vehicles in stock at the station and what they cost per currency (never added across currencies),
 * in one pass over the station's stock index.
 */
const stock = sql<{ count: number; value: { currency: string; amount: string }[] }>`(
  select json_build_object('count', coalesce(sum(s.n), 0),
    'value', coalesce(json_agg(json_build_object('currency', s.currency, 'amount', s.total::text) order by s.currency), '[]'::json))
  from (select ${vehicles.costCurrency} as currency, count(*) as n, sum(${vehicles.cost}) as total from ${vehicles}
        where ${vehicles.stationId} = ${stations.id} and ${vehicles.status} = 'in_stock' group by ${vehicles.costCurrency}) s)`

const columns = {
  id: stations.id,
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
  stock,
}

type Row = { pictureId: string | null; stock: { count: number; value: Station['stockValue'] } } & Omit<
  Station,
  'pictureUrl' | 'vehicleCount' | 'stockValue'
>

const present =
  (store: FileStore) =>
  ({ pictureId, stock, ...row }: Row): Station => ({
    ...row,
    vehicleCount: Number(stock.count),
    stockValue: stock.value,
    pictureUrl: store.url(pictureId),
  })

const sortable = {
  name: stations.name,
  city: stations.city,
  countryName: countries.name,
  createdAt: stations.createdAt,
}

export type StationFilter = ListQuery & { countryId?: number }

export const listStations = async (db: Queryable, store: FileStore, query: StationFilter) => {
  const filters: SQL[] = []
  if (query.q) filters.push(ilike(searchText, likePattern(query.q)))
  if (query.countryId) filters.push(eq(stations.countryId, query.countryId))
  const where = filters.length ? and(...filters) : undefined
  const rows = await db
    .select(columns)
    .from(stations)
    .innerJoin(countries, eq(countries.id, stations.countryId))
    .where(where)
    .orderBy(...orderBy(query.sort, sortable, 'name', stations.id))
    .limit(pageOf(query).limit)
    .offset(pageOf(query).offset)
  const total = query.page
    ? ((await db.select({ n: count() }).from(stations).where(where))[0]?.n ?? 0)
    : undefined
  return { rows: rows.map(present(store)), total }
}

export const getStation = async (db: Queryable, store: FileStore, id: number) => {
  const [row] = await db
    .select(columns)
    .from(stations)
    .innerJoin(countries, eq(countries.id, stations.countryId))
    .where(eq(stations.id, id))
  return row ? present(store)(row) : undefined
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

export const updateStation = async (db: Queryable, id: number, values: Partial<StationValues>) => {
  const [row] = await db
    .update(stations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(stations.id, id))
    .returning()
  return row!
}

export const deleteStationRow = (db: Queryable, id: number) => db.delete(stations).where(eq(stations.id, id))
