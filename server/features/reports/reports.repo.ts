import { type SQL, sql } from 'drizzle-orm'
import {
  type ReportFilter,
  type ReportRow,
  type ReportSortKey,
  type ReportTotals,
  reportDateField,
  reportSortKeys,
} from '../../../shared/reports'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/select-rows'
import { likePattern } from '../../lib/list'
import { fullName } from '../../lib/names'
import { rateOnSql } from '../countries/exchange-rates.repo'
import { customers } from '../customers/customers.table'
import { sales } from '../sales/sales.table'
import { vehicles } from '../vehicles/vehicles.table'
import { vendors } from '../vendors/vendors.table'

/** The report's scope as the server decided it: the caller's country when it may not see every one. */
export type ReportScope = ReportFilter & { base: string; scopeCountryId?: number }

/** The text the vehicles' trigram index covers (vehicles_search_idx); a search must use the same expression. */
export const searchText = sql`(${vehicles.stockNo} || ' ' || ${vehicles.chassisNo} || ' ' || ${vehicles.model} || ' ' || coalesce(${vehicles.colour}, ''))`

/**
 * The country a vehicle was bought in: where it stood before its first move (the first move's origin
 * station), or where it stands now when it never moved.
 */
const purchaseCountryId = (vehicle: { id: SQL; countryId: SQL; moved: SQL }) => sql`case when ${vehicle.moved}
    then (select st.country_id from moves m join stations st on st.id = m.from_station_id
      where m.vehicle_id = ${vehicle.id} order by m.date, m.id limit 1)
    else ${vehicle.countryId} end`

type FilterName = 'customerId' | 'vendorId' | 'countryId' | 'status' | 'scopeCountryId' | 'from' | 'to' | 'q'

/** The values of the filters a report applies, by name. */
const filterValues = (f: ReportScope) => {
  const values: Partial<Record<FilterName, string | number>> = {}
  if (f.kind === 'bycustomer' && f.customerId) values.customerId = f.customerId
  if (f.kind === 'byvendor' && f.vendorId) values.vendorId = f.vendorId
  if ((f.kind === 'bysalecountry' || f.kind === 'bypurchasecountry') && f.countryId)
    values.countryId = f.countryId
  if (f.kind === 'byavailability' && f.isAvailable !== undefined)
    values.status = f.isAvailable ? 'in_stock' : 'sold'
  if (f.scopeCountryId) values.scopeCountryId = f.scopeCountryId
  if (f.from) values.from = f.from
  if (f.to) values.to = f.to
  if (f.q) values.q = likePattern(f.q)
  return values
}

/** The filters of one report, applied before anything is added up. */
const filtersOf = (f: ReportScope): SQL => {
  const { kind } = f
  const date = reportDateField[kind] === 'saleDate' ? sales.date : vehicles.purchaseDate
  const conditions: Record<FilterName, (value: string | number) => SQL> = {
    customerId: (v) => sql`${sales.customerId} = ${v}`,
    vendorId: (v) => sql`${vehicles.vendorId} = ${v}`,
    countryId: (v) =>
      kind === 'bypurchasecountry'
        ? sql`${purchaseCountryId({ id: sql`${vehicles.id}`, countryId: sql`${vehicles.countryId}`, moved: sql`${vehicles.moved}` })} = ${v}`
        : sql`${vehicles.countryId} = ${v}`,
    status: (v) => sql`${vehicles.status} = ${v}`,
    scopeCountryId: (v) => sql`${vehicles.countryId} = ${v}`,
    from: (v) => sql`${date} >= ${v}`,
    to: (v) => sql`${date} <= ${v}`,
    q: (v) => sql`${searchText} ilike ${v}`,
  }
  const where = (Object.entries(filterValues(f)) as [FilterName, string | number][]).map(([name, value]) =>
    conditions[name](value),
  )
  if (kind === 'bycustomer' || kind === 'bysalecountry') where.unshift(sql`${sales.id} is not null`)
  return where.length ? sql.join(where, sql` and `) : sql`true`
}

/** The filtered vehicles with the columns a report shows and sorts on (no money added up yet). */
const picked = (f: ReportScope) => sql`select ${vehicles.id} as id, ${vehicles.stockNo} as stock_no,
    ${vehicles.model} as model, ${vehicles.chassisNo} as chassis_no, ${vehicles.status} as status,
    ${vehicles.vendorId} as vendor_id, ${vendors.name} as vendor_name, ${vehicles.countryId} as country_id,
    ${vehicles.moved} as moved,
    ${sales.customerId} as customer_id, ${fullName(customers.firstName, customers.lastName)} as customer_name,
    ${vehicles.purchaseDate} as purchase_date, ${vehicles.purchasePrice} as purchase_price,
    ${vehicles.purchaseCurrency} as purchase_currency,
    ${sales.date} as sale_date, ${sales.price} as sale_price, ${sales.currency} as sale_currency
  from ${vehicles}
  join ${vendors} on ${vendors.id} = ${vehicles.vendorId}
  left join ${sales} on ${sales.vehicleId} = ${vehicles.id} and ${sales.status} = 'active'
  left join ${customers} on ${customers.id} = ${sales.customerId}
  where ${filtersOf(f)}`

/**
 * Per vehicle of `scope`: its money lines (purchase, expenses, move costs, active sale), each in the base
 * currency at the latest rate on or before its own date, rounded to the cent, or null when no such rate
 * is recorded — the rule of `convert` (exchange-rates.repo.ts), the cost sheet and the vehicle's profit,
 * in SQL so that every sum stays in the database. Each rate is looked up once per currency and date,
 * not once per line. Then what each vehicle has per currency (`amounts`) and its base-currency figures,
 * all null when any rate is missing (`figures`).
 */
const figureCtes = (base: string) => sql`raw as (
    select x.id as vehicle_id, 'purchase' as kind, x.purchase_currency as currency, x.purchase_date as date,
      x.purchase_price as amount from scope x
    union all
    select e.vehicle_id, 'expense', e.currency, e.date, e.amount from scope x join expenses e on e.vehicle_id = x.id
    union all
    select m.vehicle_id, 'move', m.currency_after, m.date, m.move_expenses
      from scope x join moves m on m.vehicle_id = x.id where m.move_expenses > 0
    union all
    select x.id, 'sale', x.sale_currency, x.sale_date, x.sale_price from scope x where x.sale_date is not null
  ),
  rates as (
    select p.currency, p.date, ${rateOnSql(sql`p.currency`, sql`p.date`, base)} as rate
    from (select distinct currency, date from raw where currency <> ${base}) p
  ),
  lines as (
    select l.*, case when l.currency = ${base} then l.amount else round(l.amount * r.rate, 2) end as in_base
    from raw l left join rates r on r.currency = l.currency and r.date = l.date
  ),
  per_currency as (
    select vehicle_id, currency,
      sum(amount) filter (where kind = 'expense') as expenses,
      sum(amount) filter (where kind = 'move') as move_costs
    from lines group by vehicle_id, currency
  ),
  amounts as (
    select vehicle_id,
      coalesce(json_agg(json_build_object('currency', currency, 'amount', round(expenses, 2)::text)
        order by currency) filter (where expenses is not null), '[]') as expenses,
      coalesce(json_agg(json_build_object('currency', currency, 'amount', round(move_costs, 2)::text)
        order by currency) filter (where move_costs is not null), '[]') as move_costs
    from per_currency group by vehicle_id
  ),
  sums as (
    select vehicle_id,
      bool_and(in_base is not null) as complete,
      bool_or(kind = 'sale') as sold,
      coalesce(json_agg(distinct currency || ' ' || date::text order by currency || ' ' || date::text)
        filter (where in_base is null), '[]') as missing,
      sum(in_base) filter (where kind = 'purchase') as purchase,
      coalesce(sum(in_base) filter (where kind = 'expense'), 0) as expenses,
      coalesce(sum(in_base) filter (where kind = 'move'), 0) as move_costs,
      sum(in_base) filter (where kind <> 'sale') as cost,
      sum(in_base) filter (where kind = 'sale') as sale,
      sum(case when kind = 'sale' then in_base else -in_base end) as profit
    from lines group by vehicle_id
  ),
  figures as (
    select vehicle_id, complete, sold, missing,
      case when complete then purchase end as purchase_base,
      case when complete then expenses end as expenses_base,
      case when complete then move_costs end as move_costs_base,
      case when complete then cost end as cost_base,
      case when complete then sale end as sale_base,
      case when complete and sold then profit end as profit_base
    from sums
  )`

type SortColumn = {
  column: string
  type: 'text' | 'date' | 'numeric'
  computed?: boolean
  /** Blank on some rows (unsold vehicles, missing rates): blanks sort last. */
  nullable?: boolean
}

/** Each sort key's column (in `scope`, or in `figures` when computed) and its type, for the keyset. */
const sortColumns: Record<ReportSortKey, SortColumn> = {
  stockNo: { column: 'stock_no', type: 'text' },
  model: { column: 'model', type: 'text' },
  chassisNo: { column: 'chassis_no', type: 'text' },
  vendorName: { column: 'vendor_name', type: 'text' },
  customerName: { column: 'customer_name', type: 'text', nullable: true },
  purchaseDate: { column: 'purchase_date', type: 'date' },
  purchasePrice: { column: 'purchase_price', type: 'numeric' },
  saleDate: { column: 'sale_date', type: 'date', nullable: true },
  salePrice: { column: 'sale_price', type: 'numeric', nullable: true },
  costBase: { column: 'cost_base', type: 'numeric', computed: true, nullable: true },
  profitBase: { column: 'profit_base', type: 'numeric', computed: true, nullable: true },
}

/** The sort a report uses: the requested key (unknown keys fall back), newest first by default. */
export const sortOf = (filter: ReportFilter) => {
  const requested = filter.sort?.replace(/^-/, '')
  const known = reportSortKeys.find((k) => k === requested)
  const sort = known
    ? { key: known, desc: filter.sort!.startsWith('-') }
    : { key: reportDateField[filter.kind], desc: true }
  // Reports of sold vehicles only have a sale (and its customer) on every row: no blanks to place.
  const soldOnly = filter.kind === 'bycustomer' || filter.kind === 'bysalecountry'
  const saleColumn = sort.key === 'saleDate' || sort.key === 'salePrice' || sort.key === 'customerName'
  return { ...sort, nullable: !!sortColumns[sort.key].nullable && !(soldOnly && saleColumn) }
}

type Sort = ReturnType<typeof sortOf>

/**
 * ORDER BY the sort key (blanks last, either way) and then the id in the same direction, so a sort on a
 * vehicle's own column reads the page from its (column, id) index instead of sorting every row.
 */
const orderSql = (sort: Sort, table: string) => {
  const c = sortColumns[sort.key]
  const direction = sort.desc ? 'desc' : 'asc'
  return sql.raw(
    `${table}.${c.column} ${direction}${sort.nullable ? ' nulls last' : ''}, ${table === 'f' ? 'x' : table}.id ${direction}`,
  )
}

/** Rows after the row `after` in the sort order (keyset): how an export pages through every row. */
const afterSql = (sort: Sort, table: string, after: ReportRow | null): SQL => {
  if (!after) return sql`true`
  const c = sortColumns[sort.key]
  const column = sql.raw(`${table}.${c.column}`)
  const id = sql.raw(`${table === 'f' ? 'x' : table}.id`)
  const idBeyond = sort.desc ? sql`${id} < ${after.id}` : sql`${id} > ${after.id}`
  const value = after[sort.key]
  if (value === null) return sql`(${column} is null and ${idBeyond})`
  const v = sql`cast(${value} as ${sql.raw(c.type)})`
  // One comparison of (value, id), which an index on (column, id) answers by reading on from the row.
  const beyond = sql`(${column}, ${id}) ${sql.raw(sort.desc ? '<' : '>')} (${v}, ${after.id})`
  return sort.nullable ? sql`(${beyond} or ${column} is null)` : beyond
}

type Window = { limit: number; offset?: number; after?: ReportRow | null }

/** One page of a report (offset), or the next batch after a row (keyset), in the report's sort order. */
export const reportRows = async (
  db: Queryable,
  filter: ReportScope,
  window: Window,
): Promise<ReportRow[]> => {
  const sort = sortOf(filter)
  const after = window.after ?? null
  const base = filter.base
  const computed = !!sortColumns[sort.key].computed
  const limit = sql`limit ${window.limit} offset ${window.offset ?? 0}`
  // Sorted on a vehicle's own column, only the page's vehicles are added up; sorted on a computed
  // figure, every filtered vehicle is, and the page is cut after.
  const scope = computed
    ? sql`select * from picked`
    : sql`select * from picked x where ${afterSql(sort, 'x', after)} order by ${orderSql(sort, 'x')} ${limit}`
  return selectRows<ReportRow>(
    db,
    sql`with picked as (${picked(filter)}), scope as materialized (${scope}), ${figureCtes(base)}
    select x.id, x.stock_no as "stockNo", x.model, x.chassis_no as "chassisNo", x.status,
      x.vendor_id as "vendorId", x.vendor_name as "vendorName",
      x.customer_id as "customerId", x.customer_name as "customerName",
      pc.name as "purchaseCountry", case when x.sale_date is not null then sc.name end as "saleCountry",
      x.purchase_date::text as "purchaseDate", x.purchase_price::text as "purchasePrice",
      x.purchase_currency as "purchaseCurrency", a.expenses, a.move_costs as "moveCosts",
      x.sale_date::text as "saleDate", x.sale_price::text as "salePrice", x.sale_currency as "saleCurrency",
      ${base}::text as base,
      round(f.purchase_base, 2)::text as "purchaseBase",
      round(f.expenses_base, 2)::text as "expensesBase",
      round(f.move_costs_base, 2)::text as "moveCostsBase",
      round(f.cost_base, 2)::text as "costBase", round(f.sale_base, 2)::text as "saleBase",
      round(f.profit_base, 2)::text as "profitBase", f.missing as "missingRates"
    from scope x
    join figures f on f.vehicle_id = x.id
    join amounts a on a.vehicle_id = x.id
    join countries pc on pc.id = ${purchaseCountryId({ id: sql`x.id`, countryId: sql`x.country_id`, moved: sql`x.moved` })}
    join countries sc on sc.id = x.country_id
    ${computed ? sql`where ${afterSql(sort, 'f', after)}` : sql``}
    order by ${orderSql(sort, computed ? 'f' : 'x')}
    ${computed ? limit : sql``}`,
  )
}

/** How many vehicles the report has (for X-Total-Count). */
export const countReport = async (db: Queryable, filter: ReportScope) => {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from (${picked(filter)}) x`)
  return row?.n ?? 0
}

const money = (expr: string) => sql.raw(`round(coalesce(${expr}, 0), 2)::text`)

/**
 * The totals of every filtered row: per currency as recorded, and in the base currency (with the
 * profit, over the sold rows) over the rows whose rates are all recorded, with how many were left out.
 */
export const reportTotals = async (db: Queryable, filter: ReportScope): Promise<ReportTotals> => {
  const base = filter.base
  const [row] = await selectRows<ReportTotals>(
    db,
    sql`with picked as (${picked(filter)}), scope as materialized (select * from picked),
      ${figureCtes(base)},
    currencies_total as (
      select l.currency,
        ${money(`sum(l.amount) filter (where l.kind = 'purchase')`)} as purchase,
        ${money(`sum(l.amount) filter (where l.kind = 'expense')`)} as expenses,
        ${money(`sum(l.amount) filter (where l.kind = 'move')`)} as "moveCosts",
        ${money(`sum(l.amount) filter (where l.kind = 'sale')`)} as sale
      from lines l
      group by l.currency
    )
    select (select count(*)::int from scope) as count,
      (select coalesce(json_agg(c order by c.currency), '[]') from currencies_total c) as "perCurrency",
      json_build_object(
        'currency', ${base}::text,
        'purchase', ${money('sum(f.purchase_base)')},
        'expenses', ${money('sum(f.expenses_base)')},
        'moveCosts', ${money('sum(f.move_costs_base)')},
        'cost', ${money('sum(f.cost_base)')},
        'sale', ${money('sum(f.sale_base)')},
        'profit', ${money('sum(f.profit_base)')},
        'rows', count(*) filter (where f.complete),
        'leftOut', count(*) filter (where not f.complete)
      ) as base
    from figures f`,
  )
  return row!
}

/** The report's filters in words, for the subtitle of its file ("Customer: Amina Buyer · Sale date from …"). */
export const describeFilter = async (db: Queryable, f: ReportScope) => {
  const [names] = await selectRows<{
    customer: string | null
    vendor: string | null
    country: string | null
  }>(
    db,
    sql`select
      (select ${fullName(customers.firstName, customers.lastName)} from ${customers} where ${customers.id} = ${f.customerId ?? 0}) as customer,
      (select ${vendors.name} from ${vendors} where ${vendors.id} = ${f.vendorId ?? 0}) as vendor,
      (select name from countries where id = ${f.countryId ?? 0}) as country`,
  )
  const parts: string[] = []
  if (f.kind === 'bycustomer') parts.push(`Customer: ${names?.customer ?? 'all'}`)
  if (f.kind === 'byvendor') parts.push(`Vendor: ${names?.vendor ?? 'all'}`)
  if (f.kind === 'bypurchasecountry') parts.push(`Purchase country: ${names?.country ?? 'all'}`)
  if (f.kind === 'bysalecountry') parts.push(`Sale country: ${names?.country ?? 'all'}`)
  if (f.kind === 'byavailability')
    parts.push(f.isAvailable === undefined ? 'All vehicles' : f.isAvailable ? 'In stock' : 'Sold')
  const dateName = reportDateField[f.kind] === 'saleDate' ? 'Sale date' : 'Purchase date'
  if (f.from || f.to)
    parts.push(`${dateName} ${f.from ? `from ${f.from} ` : ''}${f.to ? `to ${f.to}` : ''}`.trim())
  if (f.q) parts.push(`Search: ${f.q}`)
  return parts.join(' · ')
}
