import { and, count, eq, gte, ilike, lte, type SQLWrapper, sql } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { ListQuery } from '../../../shared/list-query'
import type { Amount, Vehicle, VehicleFilter, VehicleRow, VehicleStatus } from '../../../shared/vehicles'
import type { Queryable } from '../../db/client'
import { selectColumns, selectRows } from '../../db/select-rows'
import { likePattern, orderBy, pageOf } from '../../lib/list'
import type { FileStore } from '../../lib/uploads'
import { asLoaded, changedMeanwhile, nextVersion } from '../../lib/versions'
import { categories } from '../categories/categories.table'
import { countries } from '../countries/countries.table'
import { rateOnSql } from '../countries/exchange-rates.repo'
import { destinationRules } from '../destination-rules/destination-rules.table'
import { expenses } from '../expenses/expenses.table'
import { stations } from '../stations/stations.table'
import { vendors } from '../vendors/vendors.table'
import { vehiclePhotos, vehicles } from './vehicles.table'

/** The text the trigram index covers; searches use the same expression. */
const searchText = sql`(${vehicles.stockNo} || ' ' || ${vehicles.chassisNo} || ' ' || ${vehicles.model} || ' ' || coalesce(${vehicles.colour}, ''))`

/** Expenses per currency, never added across currencies. */
const expenseTotals = sql<Amount[]>`coalesce((
  select json_agg(json_build_object('currency', e.currency, 'amount', e.total::text) order by e.currency)
  from (select ${expenses.currency} as currency, sum(${expenses.amount}) as total from ${expenses}
        where ${expenses.vehicleId} = ${vehicles.id} group by ${expenses.currency}) e), '[]'::json)`

const firstThumb = sql<string | null>`(select ${vehiclePhotos.thumbId} from ${vehiclePhotos}
  where ${vehiclePhotos.vehicleId} = ${vehicles.id} order by ${vehiclePhotos.position} limit 1)`

export const rowColumns = {
  id: vehicles.id,
  stockNo: vehicles.stockNo,
  chassisNo: vehicles.chassisNo,
  model: vehicles.model,
  year: vehicles.year,
  colour: vehicles.colour,
  categoryId: vehicles.categoryId,
  categoryName: categories.name,
  vendorId: vehicles.vendorId,
  vendorName: vendors.name,
  stationId: vehicles.stationId,
  stationName: stations.name,
  countryId: vehicles.countryId,
  countryName: countries.name,
  purchaseDate: vehicles.purchaseDate,
  purchasePrice: vehicles.purchasePrice,
  purchaseCurrency: vehicles.purchaseCurrency,
  cost: vehicles.cost,
  costCurrency: vehicles.costCurrency,
  expenses: expenseTotals,
  location: vehicles.location,
  status: vehicles.status,
  thumbId: firstThumb,
}

/**
 * The purchase price in the base currency at the latest rate on or before the purchase date, as the
 * cost sheet converts it; null while that rate is missing. Prices in different currencies are compared
 * only in one currency.
 */
const purchasePriceBase = (base: string) => sql`(case when ${vehicles.purchaseCurrency} = ${base}
  then ${vehicles.purchasePrice}
  else ${vehicles.purchasePrice} * ${rateOnSql(sql`${vehicles.purchaseCurrency}`, sql`${vehicles.purchaseDate}`, base)} end)`

const sortable = {
  stockNo: vehicles.id,
  chassisNo: vehicles.chassisNo,
  model: vehicles.model,
  year: vehicles.year,
  purchaseDate: vehicles.purchaseDate,
  stationName: stations.name,
  status: vehicles.status,
}

/** The list's order; a price without a rate has no place among the others and comes last either way. */
const listOrder = (sort: string, base: string) => {
  if (sort.replace(/^-/, '') !== 'purchasePrice')
    return sql.join(orderBy(sort, sortable, 'purchaseDate', vehicles.id), sql`, `)
  const dir = sql.raw(sort.startsWith('-') ? 'desc' : 'asc')
  return sql`${purchasePriceBase(base)} ${dir} nulls last, ${vehicles.id} ${dir}`
}

/** `canEnter` as the repo reads it: the country, and the business's today the last safe arrival is compared with. */
export type CanEnter = { countryId: number; today: string }
export type VehicleListQuery = ListQuery & Omit<VehicleFilter, 'canEnter'> & { canEnter?: CanEnter }

/**
 * The last day a vehicle may arrive in the country whose rule is joined (`ruleJoin`), exactly as
 * `lastSafeArrival` in shared/destination-rules.ts gives it; null when there is no limit (no rule, or no
 * maximum age) and when the year the age counts from is not recorded (make_date of a null is null).
 */
const registered = sql`(${destinationRules.ageFrom} = 'first_registration' and ${vehicles.firstRegYear} is not null)`
const ageYear = sql`(case when ${registered} then ${vehicles.firstRegYear} else ${vehicles.year} end)`
const ageMonth = sql`(case when ${registered} then ${vehicles.firstRegMonth} else ${vehicles.month} end)`
export const lastSafeArrival = sql`(case when ${destinationRules.appliedBy} = 'year_end'
  then make_date(${ageYear} + ${destinationRules.maxAgeYears} - 1, 12, 31)
  else make_date(${ageYear} + ${destinationRules.maxAgeYears}, coalesce(${ageMonth}, 1), 1) - 1 end)`

/**
 * Still able to arrive today or later. A vehicle without a limit passes, and so does one whose year is
 * unknown: nothing says it is too old, and staff see the missing year on its page.
 */
const stillEnters = ({ today }: CanEnter) =>
  sql`(${lastSafeArrival} is null or ${lastSafeArrival} >= ${today}::date)`

/** Every vehicle beside the rule of the country `canEnter` names: one row at most (one rule per country). */
const ruleJoin = (canEnter?: CanEnter) =>
  canEnter
    ? sql`left join ${destinationRules} on ${destinationRules.countryId} = ${canEnter.countryId}`
    : sql``

/** The same join on a query builder's select. */
const withRule = <T extends PgSelect>(query: T, canEnter?: CanEnter) =>
  canEnter ? query.leftJoin(destinationRules, eq(destinationRules.countryId, canEnter.countryId)) : query

/** Each filter as a condition on its value; a query has the conditions of the filters it was given. */
const conditions = {
  status: (p: SQLWrapper) => eq(vehicles.status, p),
  q: (p: SQLWrapper) => ilike(searchText, p),
  categoryId: (p: SQLWrapper) => eq(vehicles.categoryId, p),
  stationId: (p: SQLWrapper) => eq(vehicles.stationId, p),
  countryId: (p: SQLWrapper) => eq(vehicles.countryId, p),
  vendorId: (p: SQLWrapper) => eq(vehicles.vendorId, p),
  from: (p: SQLWrapper) => gte(vehicles.purchaseDate, p),
  to: (p: SQLWrapper) => lte(vehicles.purchaseDate, p),
}
type FilterName = keyof typeof conditions

/** The filters a list request was given, by name, with their values. */
const filterValues = (query: VehicleListQuery, status?: VehicleStatus) => {
  const values: Partial<Record<FilterName, string | number>> = {
    status: status ?? query.status,
    q: query.q ? likePattern(query.q) : undefined,
    categoryId: query.categoryId,
    stationId: query.stationId,
    countryId: query.countryId,
    vendorId: query.vendorId,
    from: query.from,
    to: query.to,
  }
  for (const name of Object.keys(values) as FilterName[]) if (!values[name]) delete values[name]
  return values
}

/** The list's conditions; with `canEnter`, the query joins the rule (`ruleJoin`, `withRule`). */
const whereOf = (query: VehicleListQuery, status?: VehicleStatus) => {
  const values = filterValues(query, status)
  const all = (Object.keys(values) as FilterName[]).map((name) => conditions[name](sql`${values[name]}`))
  if (query.canEnter) all.push(stillEnters(query.canEnter))
  return all.length ? and(...all) : undefined
}

/** How many vehicles match a list's query. */
const countOf = async (db: Queryable, query: VehicleListQuery, status?: VehicleStatus) => {
  const select = db.select({ n: count() }).from(vehicles).$dynamic()
  const [row] = await withRule(select, query.canEnter).where(whereOf(query, status))
  return row?.n ?? 0
}

type Row = Omit<VehicleRow, 'thumbUrl' | 'moneyVisible'> & { thumbId: string | null }
export const presentRow =
  (store: FileStore) =>
  ({ thumbId, ...row }: Row): VehicleRow => ({ ...row, thumbUrl: store.url(thumbId), moneyVisible: true })

/**
 * A page of vehicles. The page's ids first, read from an index on the sort column (only a sort by station
 * name joins stations), then only those rows get their joins, expense totals and thumbnails: a deep page
 * does not compute them for the rows it skips.
 */
const pageSql = (
  query: VehicleListQuery,
  status: VehicleStatus | undefined,
  sort: string,
  base: string,
  { limit, offset }: { limit: number; offset: number },
) => {
  const order = listOrder(sort, base)
  const where = whereOf(query, status)
  // With canEnter, each row carries its last safe arrival there, computed once in the page's query.
  const columns = query.canEnter
    ? { ...rowColumns, lastSafeArrival: sql`page.last_safe_arrival` }
    : rowColumns
  return sql`
    with page as (
      select ${vehicles.id}${query.canEnter ? sql`, ${lastSafeArrival}::text as last_safe_arrival` : sql``}
      from ${vehicles}
      ${sort.replace(/^-/, '') === 'stationName' ? sql`inner join ${stations} on ${stations.id} = ${vehicles.stationId}` : sql``}
      ${ruleJoin(query.canEnter)}
      ${where ? sql`where ${where}` : sql``}
      order by ${order}
      limit ${limit} offset ${offset})
    select ${selectColumns(columns)}
    from page
      inner join ${vehicles} on ${vehicles.id} = page.id
      inner join ${vendors} on ${vendors.id} = ${vehicles.vendorId}
      inner join ${stations} on ${stations.id} = ${vehicles.stationId}
      inner join ${countries} on ${countries.id} = ${vehicles.countryId}
      left join ${categories} on ${categories.id} = ${vehicles.categoryId}
    order by ${order}`
}

/** One page of vehicles, optionally only one status (in stock / sold). */
export const listVehicles = async (
  db: Queryable,
  { store, base }: { store: FileStore; base: string },
  query: VehicleListQuery,
  status?: VehicleStatus,
) => {
  const [rows, total] = await Promise.all([
    selectRows<Row>(db, pageSql(query, status, query.sort ?? '-purchaseDate', base, pageOf(query))),
    query.page ? countOf(db, query, status) : undefined,
  ])
  return { rows: rows.map(presentRow(store)), total }
}

/** How many vehicles of each status match the filters (ignoring the status filter). */
export const countByStatus = async (db: Queryable, query: VehicleListQuery) => {
  const select = db.select({ status: vehicles.status, n: count() }).from(vehicles).$dynamic()
  const rows = await withRule(select, query.canEnter)
    .where(whereOf({ ...query, status: undefined }))
    .groupBy(vehicles.status)
  const counts = { in_stock: 0, sold: 0 }
  for (const r of rows) counts[r.status as VehicleStatus] = r.n
  return counts
}

const detailColumns = {
  ...rowColumns,
  bodyType: vehicles.bodyType,
  month: vehicles.month,
  modelCode: vehicles.modelCode,
  firstRegYear: vehicles.firstRegYear,
  firstRegMonth: vehicles.firstRegMonth,
  lengthMm: vehicles.lengthMm,
  widthMm: vehicles.widthMm,
  heightMm: vehicles.heightMm,
  engineCc: vehicles.engineCc,
  mileageKm: vehicles.mileageKm,
  seats: vehicles.seats,
  doors: vehicles.doors,
  cylinders: vehicles.cylinders,
  horsepower: vehicles.horsepower,
  steering: vehicles.steering,
  drive: vehicles.drive,
  transmission: vehicles.transmission,
  fuel: vehicles.fuel,
  condition: vehicles.condition,
  details: vehicles.details,
  purchaseDetails: vehicles.purchaseDetails,
  vendorDueDate: vehicles.vendorDueDate,
  moved: vehicles.moved,
  version: vehicles.version,
}

type DetailRow = Omit<Vehicle, 'photos' | 'thumbUrl' | 'moneyVisible'> & { thumbId: string | null }

/** One vehicle with every field and its photos (signed URLs). */
export const getVehicle = async (
  db: Queryable,
  store: FileStore,
  id: number,
): Promise<Vehicle | undefined> => {
  // The vehicle and its photos side by side: one round trip instead of two.
  const [[row], photos] = await Promise.all([
    db
      .select(detailColumns)
      .from(vehicles)
      .innerJoin(vendors, eq(vendors.id, vehicles.vendorId))
      .innerJoin(stations, eq(stations.id, vehicles.stationId))
      .innerJoin(countries, eq(countries.id, vehicles.countryId))
      .leftJoin(categories, eq(categories.id, vehicles.categoryId))
      .where(eq(vehicles.id, id)) as Promise<DetailRow[]>,
    db
      .select({
        id: vehiclePhotos.id,
        fileId: vehiclePhotos.fileId,
        thumbId: vehiclePhotos.thumbId,
        position: vehiclePhotos.position,
      })
      .from(vehiclePhotos)
      .where(eq(vehiclePhotos.vehicleId, id))
      .orderBy(vehiclePhotos.position),
  ])
  if (!row) return undefined
  const { thumbId, ...rest } = row
  return {
    ...rest,
    moneyVisible: true,
    thumbUrl: store.url(thumbId),
    photos: photos.map((p) => ({
      id: p.id,
      position: p.position,
      url: store.url(p.fileId)!,
      thumbUrl: store.url(p.thumbId)!,
    })),
  }
}

export const getVehicleRow = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id))
  return row
}

export const chassisTaken = async (db: Queryable, chassisNo: string, exceptId?: number) => {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(sql`upper(${vehicles.chassisNo})`, chassisNo.toUpperCase()))
  return rows.some((r) => r.id !== exceptId)
}

export type VehicleValues = typeof vehicles.$inferInsert

export const insertVehicle = async (db: Queryable, values: VehicleValues) => {
  const [row] = await db.insert(vehicles).values(values).returning()
  return row!
}

/** Updates the record; with the `version` an edit form loaded, only if nobody saved it since (409). */
export const updateVehicleRow = async (
  db: Queryable,
  id: number,
  values: Partial<VehicleValues>,
  version?: number,
) => {
  const [row] = await db
    .update(vehicles)
    .set({ ...values, updatedAt: sql`now()`, version: nextVersion(vehicles) })
    .where(asLoaded(vehicles, id, version))
    .returning()
  if (!row) throw changedMeanwhile()
  return row
}

export const deleteVehicleRow = (db: Queryable, id: number) => db.delete(vehicles).where(eq(vehicles.id, id))

/** The cover photo's file, for printing. */
export const coverPhotoFileId = async (db: Queryable, vehicleId: number) =>
  (
    await db
      .select({ fileId: vehiclePhotos.fileId })
      .from(vehiclePhotos)
      .where(eq(vehiclePhotos.vehicleId, vehicleId))
      .orderBy(vehiclePhotos.position)
      .limit(1)
  )[0]?.fileId

/** How many vehicles match a list's filters: what its export will hold. */
export const countVehicles = (db: Queryable, query: VehicleListQuery, status?: VehicleStatus) =>
  countOf(db, query, status)

/** A vehicle of an export, with its value in the list's sort column, where the next batch starts. */
export type VehicleExportRow = VehicleRow & { sortKey: unknown }

/** The column or expression a list sorts by: one of `sortable`, or the purchase price in base. */
const sortColumn = (key: string, base: string) =>
  key === 'purchasePrice' ? purchasePriceBase(base) : sortable[key as keyof typeof sortable]

/** The sort a request asked for, as one the list knows ("-purchaseDate" for an unknown column). */
const knownSort = (sort: string) => {
  const key = sort.replace(/^-/, '')
  const known = key === 'purchasePrice' || Object.hasOwn(sortable, key)
  return `${sort.startsWith('-') ? '-' : ''}${known ? key : 'purchaseDate'}`
}

/** The row without its thumbnail: a file has no pictures, and signing a link per row costs. */
const { thumbId: _thumb, ...exportColumns } = rowColumns

/** Sort columns that may be empty: purchase price in base without a rate, a year not recorded. */
const blankable = new Set(['year', 'purchasePrice'])

/**
 * The rows after `after` in the list's order (keyset): by (sort value, id) on the sort column's index
 * where it has one, a blank value placed as the order places it (last, but first in a descending order
 * other than the price's).
 */
const afterRow = (sort: string, base: string, after: VehicleExportRow) => {
  const key = sort.replace(/^-/, '')
  const column = sortColumn(key, base)
  const beyond = sql.raw(sort.startsWith('-') ? '<' : '>')
  const blanksFirst = sort.startsWith('-') && key !== 'purchasePrice'
  if (after.sortKey === null) {
    const blankBeyond = sql`(${column} is null and ${vehicles.id} ${beyond} ${after.id})`
    return blanksFirst ? sql`(${blankBeyond} or ${column} is not null)` : blankBeyond
  }
  const valueBeyond = sql`(${column}, ${vehicles.id}) ${beyond} (${after.sortKey}, ${after.id})`
  return blankable.has(key) && !blanksFirst ? sql`(${valueBeyond} or ${column} is null)` : valueBeyond
}

/**
 * The next `limit` vehicles of a list's export after `after` (null: from the first), in the list's
 * filters and order: each batch starts where the last one ended, so the last costs what the first does.
 */
export const vehicleExportBatch = async (
  db: Queryable,
  base: string,
  query: VehicleListQuery,
  status: VehicleStatus | undefined,
  after: VehicleExportRow | null,
  limit: number,
): Promise<VehicleExportRow[]> => {
  const sort = knownSort(query.sort ?? '-purchaseDate')
  const select = db
    .select({
      ...exportColumns,
      thumbUrl: sql<string | null>`null`,
      moneyVisible: sql<boolean>`true`,
      sortKey: sql<unknown>`${sortColumn(sort.replace(/^-/, ''), base)}`,
    })
    .from(vehicles)
    .innerJoin(vendors, eq(vendors.id, vehicles.vendorId))
    .innerJoin(stations, eq(stations.id, vehicles.stationId))
    .innerJoin(countries, eq(countries.id, vehicles.countryId))
    .leftJoin(categories, eq(categories.id, vehicles.categoryId))
    .$dynamic()
  const rows = await withRule(select, query.canEnter)
    .where(and(whereOf(query, status), after ? afterRow(sort, base, after) : undefined))
    .orderBy(listOrder(sort, base))
    .limit(limit)
  // The status column is text; only the app writes it, one of the statuses.
  return rows as VehicleExportRow[]
}
