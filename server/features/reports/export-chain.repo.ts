import { type SQL, sql } from 'drizzle-orm'
import { exportPeriods } from '../../../shared/export-files'
import {
  type ExportRegisterFilter,
  type ExportRegisterRow,
  type ExportRegisterTotals,
  type RefundRow,
  type RefundsFilter,
  type RefundTotals,
  refundSortKeys,
  registerSortKeys,
} from '../../../shared/reports-export-chain'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/select-rows'
import { likePattern } from '../../lib/list'
import { vehicles } from '../vehicles/vehicles.table'
import { searchText } from './reports.repo'

/** The caller's country when it may not see every one (`scopeCountry`): a branch's cars. */
type Scope = { scopeCountryId?: number }
export type RefundsScope = RefundsFilter & Scope & { today: string }
export type ExportRegisterScope = ExportRegisterFilter & Scope

type Window = { limit: number; offset?: number }

/**
 * Each departed car's export: its first departure (the voyage out of the country it was bought in; a
 * later one from a branch is a move abroad, not the export), with that shipment's loading country and B/L.
 */
const departed = sql`departed as (
    select distinct on (sc.vehicle_id) sc.vehicle_id, s.departed_on, s.loading_country_id, s.bl_number
    from shipment_cars sc join shipments s on s.id = sc.shipment_id
    where s.departed_on is not null
    order by sc.vehicle_id, s.departed_on, s.id
  )`

/**
 * The cars the caller may see, as the deadlines decide it: the owners all, a branch those standing in its
 * country or exported from it; and the search on stock no., chassis, model or colour.
 */
const scoped = (f: Scope & { q?: string }) => {
  const where: SQL[] = []
  if (f.scopeCountryId)
    where.push(
      sql`(${vehicles.countryId} = ${f.scopeCountryId} or x.loading_country_id = ${f.scopeCountryId})`,
    )
  if (f.q) where.push(sql`${searchText} ilike ${likePattern(f.q)}`)
  return where.length ? sql.join(where, sql` and `) : sql`true`
}

const amounts = (value: string, where: string) =>
  sql.raw(`coalesce(json_agg(json_build_object('currency', currency, 'amount', (${value})::text)
    order by currency) filter (where ${where}), '[]')`)

/**
 * The refunds still to claim: per exported car and currency, the recycle deposit less its refunds and the
 * consumption tax (price and fee) less its refunds, each while above 0 and not marked received on the
 * export file; then per car, listed while either is open, the recycle window's end while its deposit is.
 */
const refundCtes = (f: RefundsScope) => sql`${departed},
  cars as (
    select x.vehicle_id, x.departed_on from departed x join ${vehicles} on ${vehicles.id} = x.vehicle_id
    where ${scoped(f)}
  ),
  sums as (
    select e.vehicle_id, e.currency,
      sum(e.amount) filter (where e.line_kind in ('recycle_deposit', 'recycle_refund')) as recycle,
      sum(e.amount) filter (where e.line_kind in ('consumption_tax', 'fee_tax', 'tax_refund')) as tax
    from cars c join expenses e on e.vehicle_id = c.vehicle_id
    where e.line_kind in ('recycle_deposit', 'recycle_refund', 'consumption_tax', 'fee_tax', 'tax_refund')
    group by e.vehicle_id, e.currency
  ),
  outstanding as (
    select s.vehicle_id, s.currency,
      case when f.recycle_received_on is null and s.recycle > 0 then s.recycle end as recycle,
      case when f.tax_refunded_on is null and s.tax > 0 then s.tax end as tax
    from sums s left join export_files f on f.vehicle_id = s.vehicle_id
  ),
  open_lines as (
    select * from outstanding where recycle is not null or tax is not null
  ),
  listed as (
    select o.vehicle_id, c.departed_on,
      ${amounts('recycle', 'recycle is not null')} as recycle,
      ${amounts('tax', 'tax is not null')} as tax,
      ${amounts('coalesce(recycle, 0) + coalesce(tax, 0)', 'true')} as at_stake,
      case when bool_or(o.recycle is not null)
        then (c.departed_on + interval '${sql.raw(String(exportPeriods.recycleRefundYears.value))} years')::date
      end as due_on
    from open_lines o join cars c on c.vehicle_id = o.vehicle_id
    group by o.vehicle_id, c.departed_on
  )`

/** Each sort key's column; the most urgent window first by default, cars with none last. */
const refundOrder: Record<(typeof refundSortKeys)[number], string> = {
  daysLeft: 'l.due_on',
  departedOn: 'l.departed_on',
  stockNo: 'v.stock_no',
}

/** `sort` as ORDER BY: a known key (or the default) with `-` for descending, blanks last, the id breaking ties. */
const orderBy = <K extends string>(
  keys: readonly K[],
  columns: Record<K, string>,
  sort: string | undefined,
) => {
  const requested = sort?.replace(/^-/, '')
  const key = keys.find((k) => k === requested) ?? keys[0]!
  const direction = key === requested && sort!.startsWith('-') ? 'desc' : 'asc'
  return sql.raw(`${columns[key]} ${direction} nulls last, v.id ${direction}`)
}

const page = (w: Window) => sql`limit ${w.limit} offset ${w.offset ?? 0}`

/** One page of the refunds (or a batch of the export, by offset), in the chosen sort. */
export const refundRows = (db: Queryable, f: RefundsScope, w: Window) =>
  selectRows<RefundRow>(
    db,
    sql`with ${refundCtes(f)}
    select v.id, v.stock_no as "stockNo", v.model, v.chassis_no as "chassisNo",
      l.departed_on::text as "departedOn", l.recycle as "recycleOutstanding", l.tax as "taxOutstanding",
      l.at_stake as "atStake", l.due_on::text as "recycleDueOn", (l.due_on - ${f.today}::date) as "daysLeft",
      ef.recycle_claimed_on::text as "recycleClaimedOn", ef.tax_claim_period_end::text as "taxClaimPeriodEnd"
    from listed l join vehicles v on v.id = l.vehicle_id
    left join export_files ef on ef.vehicle_id = l.vehicle_id
    order by ${orderBy(refundSortKeys, refundOrder, f.sort)}
    ${page(w)}`,
  )

export const countRefunds = async (db: Queryable, f: RefundsScope) => {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`with ${refundCtes(f)} select count(*)::int as n from listed`,
  )
  return row?.n ?? 0
}

/** The amounts at stake over every listed car, per currency (all sums in SQL). */
export const refundTotals = async (db: Queryable, f: RefundsScope): Promise<RefundTotals> => {
  const [row] = await selectRows<RefundTotals>(
    db,
    sql`with ${refundCtes(f)},
    per_currency as (
      select currency, round(coalesce(sum(recycle), 0), 2)::text as recycle,
        round(coalesce(sum(tax), 0), 2)::text as tax,
        round(sum(coalesce(recycle, 0) + coalesce(tax, 0)), 2)::text as "atStake"
      from open_lines group by currency
    )
    select (select count(*)::int from listed) as count,
      (select coalesce(json_agg(p order by p.currency), '[]') from per_currency p) as "perCurrency"`,
  )
  return row!
}

/** The cars whose export (first departure) falls in the period, with their purchase and B/L. */
const registerCtes = (f: ExportRegisterScope) => {
  const where = [scoped(f)]
  if (f.from) where.push(sql`x.departed_on >= ${f.from}`)
  if (f.to) where.push(sql`x.departed_on <= ${f.to}`)
  return sql`${departed},
  cars as (
    select x.vehicle_id, x.departed_on, x.bl_number from departed x join ${vehicles} on ${vehicles.id} = x.vehicle_id
    where ${sql.join(where, sql` and `)}
  ),
  tax as (
    select e.vehicle_id, e.currency, sum(e.amount) as amount
    from cars c join expenses e on e.vehicle_id = c.vehicle_id
    where e.line_kind in ('consumption_tax', 'fee_tax')
    group by e.vehicle_id, e.currency
  )`
}

const registerOrder: Record<(typeof registerSortKeys)[number], string> = {
  departedOn: 'c.departed_on',
  stockNo: 'v.stock_no',
  purchaseDate: 'v.purchase_date',
  exportPermitOn: 'ef.export_permit_on',
}

/** One page of the export register (or a batch of the export, by offset), in the chosen sort. */
export const registerRows = (db: Queryable, f: ExportRegisterScope, w: Window) =>
  selectRows<ExportRegisterRow>(
    db,
    sql`with ${registerCtes(f)}
    select v.id, v.stock_no as "stockNo", v.model, v.chassis_no as "chassisNo",
      v.purchase_date::text as "purchaseDate", v.purchase_price::text as "purchasePrice",
      v.purchase_currency as "purchaseCurrency",
      (select coalesce(json_agg(json_build_object('currency', t.currency, 'amount', t.amount::text)
        order by t.currency), '[]') from tax t where t.vehicle_id = c.vehicle_id) as "taxPaid",
      ef.export_permit_no as "exportPermitNo", ef.export_permit_on::text as "exportPermitOn",
      c.departed_on::text as "departedOn", c.bl_number as "blNumber",
      ef.tax_claim_period_end::text as "taxClaimPeriodEnd"
    from cars c join vehicles v on v.id = c.vehicle_id
    left join export_files ef on ef.vehicle_id = c.vehicle_id
    order by ${orderBy(registerSortKeys, registerOrder, f.sort)}
    ${page(w)}`,
  )

export const countRegister = async (db: Queryable, f: ExportRegisterScope) => {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`with ${registerCtes(f)} select count(*)::int as n from cars`,
  )
  return row?.n ?? 0
}

/** The register's totals: its cars, how many lack a permit, and the tax paid per currency. */
export const registerTotals = async (
  db: Queryable,
  f: ExportRegisterScope,
): Promise<ExportRegisterTotals> => {
  const [row] = await selectRows<ExportRegisterTotals>(
    db,
    sql`with ${registerCtes(f)}
    select (select count(*)::int from cars) as count,
      (select count(*)::int from cars c left join export_files ef on ef.vehicle_id = c.vehicle_id
        where ef.export_permit_no is null) as "missingPermits",
      (select coalesce(json_agg(json_build_object('currency', p.currency, 'amount', p.amount::text)
        order by p.currency), '[]')
        from (select currency, round(sum(amount), 2) as amount from tax group by currency) p) as "taxPaid"`,
  )
  return row!
}

/** The period in words, for the subtitle of the register's file. */
export const describePeriod = (f: ExportRegisterFilter) => {
  const parts: string[] = []
  if (f.from || f.to)
    parts.push(`Departed ${f.from ? `from ${f.from} ` : ''}${f.to ? `to ${f.to}` : ''}`.trim())
  else parts.push('Every export')
  if (f.q) parts.push(`Search: ${f.q}`)
  return parts.join(' · ')
}
