import { and, count, eq, gte, ilike, lte, type SQLWrapper, sql } from 'drizzle-orm'
import type { ListQuery } from '../../../shared/list-query'
import type { Amount, Vehicle, VehicleFilter, VehicleRow, VehicleStatus } from '../../../shared/vehicles'
import type { Queryable } from '../../db/client'
import { statementName } from '../../db/client'
import { preparedQueries, preparedStatements, runShort, selectColumns, writtenOut } from '../../db/prepared'
import { cachedTotal, knownSort, likePattern, orderBy, pageAnchors, pageOf, pageWindow } from '../../lib/list'
import { withFields } from '../../lib/rows'
import type { FileStore } from '../../lib/uploads'
import { asLoaded, changedMeanwhile, nextVersion } from '../../lib/versions'
import { categories } from '../categories/categories.table'
import { countries } from '../countries/countries.table'
import { rateOnSql } from '../countries/exchange-rates.repo'
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
 * The purchase price in the base currency (the `base` placeholder) at the latest rate on or before the
 * purchase date, as the cost sheet converts it; null while that rate is missing. Prices in different
 * currencies are compared only in one currency.
 */
const purchasePriceBase = sql`(case when ${vehicles.purchaseCurrency} = ${sql.placeholder('base')}
  then ${vehicles.purchasePrice}
  else ${vehicles.purchasePrice} * ${rateOnSql(sql`${vehicles.purchaseCurrency}`, sql`${vehicles.purchaseDate}`, sql.placeholder('base'))} end)`

const sortable = {
  stockNo: vehicles.id,
  chassisNo: vehicles.chassisNo,
  model: vehicles.model,
  year: vehicles.year,
  purchaseDate: vehicles.purchaseDate,
  purchasePrice: purchasePriceBase,
  stationName: stations.name,
  status: vehicles.status,
}

/** The list's order; a price without a rate has no place among the others and comes last either way. */
const listOrder = (sort: string) => {
  if (sort.replace(/^-/, '') !== 'purchasePrice')
    return sql.join(orderBy(sort, sortable, 'purchaseDate', vehicles.id), sql`, `)
  const dir = sql.raw(sort.startsWith('-') ? 'desc' : 'asc')
  return sql`${purchasePriceBase} ${dir} nulls last, ${vehicles.id} ${dir}`
}

export type VehicleListQuery = ListQuery & VehicleFilter

/**
 * The sorts whose column is never empty, with the field of a row that holds its value: a page in such an
 * order can start from a row already read (`pageAnchors`), found by its (value, id) on the index.
 */
const anchorFields = {
  stockNo: 'id',
  chassisNo: 'chassisNo',
  model: 'model',
  purchaseDate: 'purchaseDate',
  status: 'status',
} as const satisfies Partial<Record<keyof typeof sortable, keyof Row>>

/** Each filter as a condition on its placeholder; a query has the conditions of the filters it was given. */
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
type PageWindow = ReturnType<typeof pageWindow>

/** The filters a list request was given, by name, with the values their placeholders take. */
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

const whereOf = (names: FilterName[]) =>
  names.length ? and(...names.map((name) => conditions[name](sql.placeholder(name)))) : undefined

type Row = Omit<VehicleRow, 'thumbUrl' | 'moneyVisible'> & { thumbId: string | null }
export const presentRow =
  (store: FileStore) =>
  ({ thumbId, ...row }: Row): VehicleRow =>
    withFields(row, { thumbUrl: store.url(thumbId), moneyVisible: true })

/**
 * A page of vehicles for one shape of request (its filters and its order). The page's ids first, read
 * from an index on the sort column (only a sort by station name joins stations), then only those rows
 * get their joins, expense totals and thumbnails: a deep page does not compute them for the rows it
 * skips. `anchored`: the ids start at a row already read (its sort value and id), and the offset counts
 * from there. One statement, written out once per shape and page size (`pageWindow`); the values are
 * its placeholders. Its columns come back under the row's field names, as the driver reads them, so no
 * second pass turns each row from an array into an object (see docs/decisions/0023).
 */
const pageStatement = preparedStatements(
  (shape: { names: FilterName[]; sort: string; window: PageWindow; anchored: boolean }) => {
    const order = listOrder(shape.sort)
    const key = shape.sort.replace(/^-/, '')
    // At the anchor or after it, in the list's order (the id breaks ties as the order does).
    const fromAnchor = shape.anchored
      ? sql`(${sortable[key as keyof typeof anchorFields]}, ${vehicles.id}) ${sql.raw(shape.sort.startsWith('-') ? '<=' : '>=')} (${sql.placeholder('anchorKey')}, ${sql.placeholder('anchorId')})`
      : undefined
    const where = and(whereOf(shape.names), fromAnchor)
    return sql`
      with page as (
        select ${vehicles.id} from ${vehicles}
        ${key === 'stationName' ? sql`inner join ${stations} on ${stations.id} = ${vehicles.stationId}` : sql``}
        ${where ? sql`where ${where}` : sql``}
        order by ${order}
        limit ${shape.window.placeholders.limit} offset ${shape.window.placeholders.offset})
      select ${selectColumns(rowColumns)}
      from page
        inner join ${vehicles} on ${vehicles.id} = page.id
        inner join ${vendors} on ${vendors.id} = ${vehicles.vendorId}
        inner join ${stations} on ${stations.id} = ${vehicles.stationId}
        inner join ${countries} on ${countries.id} = ${vehicles.countryId}
        left join ${categories} on ${categories.id} = ${vehicles.categoryId}
      order by ${order}`
  },
)

const countQuery = preparedQueries((db, shape: { names: FilterName[] }) =>
  db
    .select({ n: count() })
    .from(vehicles)
    .where(whereOf(shape.names))
    .prepare(statementName(`vehicles-count:${shape.names.join(',')}`)),
)

/** One page of vehicles, optionally only one status (in stock / sold). */
export const listVehicles = async (
  db: Queryable,
  { store, base }: { store: FileStore; base: string },
  query: VehicleListQuery,
  status?: VehicleStatus,
  /** A window other than the query's page, for exports; no total is counted then. */
  window?: { offset: number; limit: number },
) => {
  const values = filterValues(query, status)
  const names = Object.keys(values) as FilterName[]
  const sort = knownSort(query.sort ?? '-purchaseDate', sortable, 'purchaseDate')
  const { limit, offset } = window ?? pageOf(query)
  const page = pageWindow(limit)
  const field = anchorFields[sort.replace(/^-/, '') as keyof typeof anchorFields] as keyof Row | undefined
  const filterKey = `vehicles:${JSON.stringify(values)}`
  const places = field ? pageAnchors(`${filterKey}:${sort}`) : undefined
  const anchor = places?.before(offset)
  const shape = { names, sort, window: page, anchored: !!anchor }
  const [rows, total] = await Promise.all([
    pageStatement<Row>(db, `${names.join(',')}:${sort}:${page.key}:${shape.anchored}`, shape, {
      ...values,
      base,
      limit,
      offset: offset - (anchor?.offset ?? 0),
      ...(anchor ? { anchorKey: anchor.key[0], anchorId: anchor.key[1] } : {}),
    }),
    query.page && !window
      ? cachedTotal(filterKey, async () => {
          const [row] = await countQuery(db, names.join(','), { names }).execute(values)
          return row?.n ?? 0
        })
      : undefined,
  ])
  if (places && field && rows.length) {
    const last = rows.length - 1
    places.remember([
      { offset, key: [rows[0]![field], rows[0]!.id] },
      { offset: offset + last, key: [rows[last]![field], rows[last]!.id] },
    ])
  }
  return { rows: rows.map(presentRow(store)), total }
}

const statusCountQuery = preparedQueries((db, shape: { names: FilterName[] }) =>
  db
    .select({ status: vehicles.status, n: count() })
    .from(vehicles)
    .where(whereOf(shape.names))
    .groupBy(vehicles.status)
    .prepare(statementName(`vehicles-status-count:${shape.names.join(',')}`)),
)

/** How many vehicles of each status match the filters (ignoring the status filter). */
export const countByStatus = async (db: Queryable, query: VehicleListQuery) => {
  const values = filterValues({ ...query, status: undefined })
  const names = Object.keys(values) as FilterName[]
  const rows = await statusCountQuery(db, names.join(','), { names }).execute(values)
  const counts = { in_stock: 0, sold: 0 }
  for (const r of rows) counts[r.status as VehicleStatus] = r.n
  return counts
}

const detailColumns = {
  ...rowColumns,
  bodyType: vehicles.bodyType,
  month: vehicles.month,
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

/**
 * One vehicle by its id, and its photos: lookups by key (a vehicle has a few expenses and at most 25
 * photos), so short statements (`runShort`): on PostgreSQL they go over the pipelined connection with
 * the session checks, not through the pool.
 */
const vehicleById = writtenOut(sql`
  select ${selectColumns(detailColumns)}
  from ${vehicles}
    inner join ${vendors} on ${vendors.id} = ${vehicles.vendorId}
    inner join ${stations} on ${stations.id} = ${vehicles.stationId}
    inner join ${countries} on ${countries.id} = ${vehicles.countryId}
    left join ${categories} on ${categories.id} = ${vehicles.categoryId}
  where ${vehicles.id} = ${sql.placeholder('id')}`)

const photosOfVehicle = writtenOut(sql`
  select ${selectColumns({
    id: vehiclePhotos.id,
    fileId: vehiclePhotos.fileId,
    thumbId: vehiclePhotos.thumbId,
    position: vehiclePhotos.position,
  })}
  from ${vehiclePhotos}
  where ${vehiclePhotos.vehicleId} = ${sql.placeholder('id')}
  order by ${vehiclePhotos.position}`)

type DetailRow = Omit<Vehicle, 'photos' | 'thumbUrl' | 'moneyVisible'> & { thumbId: string | null }
type PhotoRow = Pick<typeof vehiclePhotos.$inferSelect, 'id' | 'fileId' | 'thumbId' | 'position'>

/** One vehicle with every field and its photos (signed URLs). */
export const getVehicle = async (
  db: Queryable,
  store: FileStore,
  id: number,
): Promise<Vehicle | undefined> => {
  // The vehicle and its photos side by side: one round trip instead of two.
  const [[row], photos] = await Promise.all([
    runShort<DetailRow>(db, vehicleById, { id }),
    runShort<PhotoRow>(db, photosOfVehicle, { id }),
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
export const countVehicles = async (db: Queryable, query: VehicleListQuery, status?: VehicleStatus) => {
  const values = filterValues(query, status)
  const [row] = await db
    .select({ n: count() })
    .from(vehicles)
    .where(whereOf(Object.keys(values) as FilterName[]))
    .execute(values)
  return row?.n ?? 0
}

/** A vehicle of an export, with its value in the list's sort column, where the next batch starts. */
export type VehicleExportRow = VehicleRow & { sortKey: unknown }

/** The row without its thumbnail: a file has no pictures, and signing a link per row costs. */
const { thumbId: _thumb, ...exportColumns } = rowColumns

/** Sort columns that may be empty: purchase price in base without a rate, a year not recorded. */
const blankable = new Set(['year', 'purchasePrice'])

/**
 * The rows after `after` in the list's order (keyset): by (sort value, id) on the sort column's index
 * where it has one, a blank value placed as the order places it (last, but first in a descending order
 * other than the price's).
 */
const afterRow = (sort: string, after: VehicleExportRow) => {
  const key = sort.replace(/^-/, '') as keyof typeof sortable
  const column = sortable[key]
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
  const values = filterValues(query, status)
  const sort = knownSort(query.sort ?? '-purchaseDate', sortable, 'purchaseDate')
  const rows = await db
    .select({
      ...exportColumns,
      thumbUrl: sql<string | null>`null`,
      moneyVisible: sql<boolean>`true`,
      sortKey: sql<unknown>`${sortable[sort.replace(/^-/, '') as keyof typeof sortable]}`,
    })
    .from(vehicles)
    .innerJoin(vendors, eq(vendors.id, vehicles.vendorId))
    .innerJoin(stations, eq(stations.id, vehicles.stationId))
    .innerJoin(countries, eq(countries.id, vehicles.countryId))
    .leftJoin(categories, eq(categories.id, vehicles.categoryId))
    .where(and(whereOf(Object.keys(values) as FilterName[]), after ? afterRow(sort, after) : undefined))
    .orderBy(listOrder(sort))
    .limit(limit)
    .execute({ ...values, base })
  // The status column is text; only the app writes it, one of the statuses.
  return rows as VehicleExportRow[]
}
