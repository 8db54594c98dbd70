import { type SQL, sql } from 'drizzle-orm'
import type {
  DashboardStats,
  DueInstalment,
  PendingListQuery,
  PendingPayment,
  PendingTerms,
  PurchaseChart,
  SaleChart,
} from '../../../shared/dashboard'
import { overdueThresholdDays } from '../../../shared/reminders'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/select-rows'
import { likePattern } from '../../lib/list'
import { fullName } from '../../lib/names'
import { rateOnSql } from '../countries/exchange-rates.repo'
import { customers } from '../customers/customers.table'
import { pendingQuery } from '../ledgers/pending.repo'

type Scope = { countryId?: number; base: string }
type Missing = { currency: string; date: string }

/** `column = countryId`, or true when the caller sees every country. */
const inCountry = (column: SQL, countryId?: number) => (countryId ? sql`${column} = ${countryId}` : sql`true`)

/**
 * An amount converted into the base currency at the latest rate on or before its date, in SQL; null
 * when no such rate exists (the caller names it, never guesses).
 */
const inBase = (amount: SQL, currency: SQL, date: SQL, base: string) => sql`case when ${currency} = ${base}
  then ${amount}
  else round(${amount} * ${rateOnSql(currency, date, base)}, 2) end`

const amounts = (rows: { currency: string; amount: string }[]) => rows

/** Vehicles in stock and their value, customers, vendors, staff, and this month's sales, profit and expenses. */
export const dashboardStats = async (
  db: Queryable,
  { countryId, base }: Scope,
  month: { start: string; end: string },
): Promise<DashboardStats> => {
  const sales = sql`
    select s.id, s.vehicle_id, s.date, s.price, s.currency
    from sales s join vehicles v on v.id = s.vehicle_id
    where s.status = 'active' and s.date between ${month.start} and ${month.end}
      and ${inCountry(sql`v.country_id`, countryId)}`
  const [value, counts, expenses, money] = await Promise.all([
    // Stock value per currency and the count of every in-stock vehicle, in one pass over the index.
    selectRows<{ currency: string; amount: string; count: number }>(
      db,
      sql`select v.cost_currency as currency, sum(v.cost)::text as amount, (sum(count(*)) over ())::int as count
        from vehicles v
        where v.status = 'in_stock' and ${inCountry(sql`v.country_id`, countryId)}
        group by v.cost_currency order by v.cost_currency`,
    ),
    selectRows<{ customers: number; vendors: number; staff: number; sold: number }>(
      db,
      sql`select
        (select count(*)::int from customers c where ${inCountry(sql`c.country_id`, countryId)}) as customers,
        (select count(*)::int from vendors d where ${inCountry(sql`d.country_id`, countryId)}) as vendors,
        (select count(*)::int from staff m where m.active and ${inCountry(sql`m.country_id`, countryId)}) as staff,
        (select count(*)::int from (${sales}) x) as sold`,
    ),
    selectRows<{ currency: string; amount: string }>(
      db,
      sql`select e.currency, sum(e.amount)::text as amount
        from expenses e join vehicles v on v.id = e.vehicle_id
        where e.date between ${month.start} and ${month.end} and ${inCountry(sql`v.country_id`, countryId)}
        group by e.currency order by e.currency`,
    ),
    // Revenue and profit of this month's sales, each line converted at its own date's rate, and the rates
    // that are missing: the rate is looked up once per currency and date, not once per line.
    selectRows<{ revenue: string | null; profit: string | null; missing: Missing[] }>(
      db,
      sql`with sold as (${sales}), lines as (
        select x.price as amount, x.currency, x.date, 1 as sign, true as revenue from sold x
        union all
        select v.purchase_price, v.purchase_currency, v.purchase_date, -1, false
          from sold x join vehicles v on v.id = x.vehicle_id
        union all
        select e.amount, e.currency, e.date, -1, false from sold x join expenses e on e.vehicle_id = x.vehicle_id
        union all
        select m.move_expenses, m.currency_after, m.date, -1, false
          from sold x join moves m on m.vehicle_id = x.vehicle_id where m.move_expenses > 0
      ), rates as (
        select p.currency, p.date, ${rateOnSql(sql`p.currency`, sql`p.date`, base)} as rate
        from (select distinct currency, date from lines where currency <> ${base}) p
      ), converted as (
        select l.sign, l.revenue,
          case when l.currency = ${base} then l.amount else round(l.amount * r.rate, 2) end as amount
        from lines l left join rates r on r.currency = l.currency and r.date = l.date
      )
      select
        (select case when bool_and(amount is not null) or count(*) = 0
          then round(coalesce(sum(amount), 0), 2)::text end from converted where revenue) as revenue,
        (select case when bool_and(amount is not null) or count(*) = 0
          then round(coalesce(sum(amount * sign), 0), 2)::text end from converted) as profit,
        coalesce((select json_agg(json_build_object('currency', currency, 'date', date::text)
          order by currency, date) from rates where rate is null), '[]'::json) as missing`,
    ),
  ])
  const c = counts[0]!
  return {
    month: month.start.slice(0, 7),
    base,
    inStock: {
      count: value[0]?.count ?? 0,
      value: value.map(({ currency, amount }) => ({ currency, amount })),
    },
    soldThisMonth: c.sold,
    revenueThisMonth: money[0]?.revenue ?? null,
    profitThisMonth: money[0]?.profit ?? null,
    missingRates: money[0]!.missing,
    customers: c.customers,
    vendors: c.vendors,
    activeStaff: c.staff,
    expensesThisMonth: amounts(expenses),
  }
}

type Range = { start: string; end: string }

/** One row per month from start to end (empty months as zero): count and base-currency total. */
const monthly = async (
  db: Queryable,
  range: Range,
  rows: SQL,
  base: string,
): Promise<{ rows: { month: string; total: string; count: number }[]; missingRates: Missing[] }> => {
  const [series, missing] = await Promise.all([
    selectRows<{ month: string; total: string; count: number }>(
      db,
      sql`with items as (${rows}), converted as (
        select date_trunc('month', i.date)::date as month, ${inBase(sql`i.amount`, sql`i.currency`, sql`i.date`, base)} as amount
        from items i
      )
      select to_char(m.month, 'YYYY-MM') as month,
        round(coalesce(sum(c.amount), 0), 2)::text as total, count(c.month)::int as count
      from generate_series(date_trunc('month', ${range.start}::date), date_trunc('month', ${range.end}::date), interval '1 month') as m(month)
      left join converted c on c.month = m.month::date
      group by m.month order by m.month`,
    ),
    selectRows<Missing>(
      db,
      sql`with items as (${rows})
      select distinct i.currency, i.date::text as date from items i
      where i.currency <> ${base} and not exists (select 1 from exchange_rates r
        where r.currency = i.currency and r.base = ${base} and r.date <= i.date)
      order by 1, 2`,
    ),
  ])
  return { rows: series, missingRates: missing }
}

const monthRange = (range: Range) => ({
  from: sql`date_trunc('month', ${range.start}::date)::date`,
  to: sql`(date_trunc('month', ${range.end}::date) + interval '1 month - 1 day')::date`,
})

/** Purchases per month, by purchase date, in the base currency. */
export const purchaseChart = async (db: Queryable, scope: Scope, range: Range): Promise<PurchaseChart> => {
  const { from, to } = monthRange(range)
  const { rows, missingRates } = await monthly(
    db,
    range,
    sql`select v.purchase_date as date, v.purchase_price as amount, v.purchase_currency as currency
      from vehicles v where v.purchase_date between ${from} and ${to}
        and ${inCountry(sql`v.country_id`, scope.countryId)}`,
    scope.base,
  )
  return {
    base: scope.base,
    rows: rows.map((r) => ({ purchaseMonth: r.month, totalPurchases: r.total, count: r.count })),
    missingRates,
  }
}

/** Sales per month, by sale date, in the base currency (undone sales excluded). */
export const saleChart = async (db: Queryable, scope: Scope, range: Range): Promise<SaleChart> => {
  const { from, to } = monthRange(range)
  const { rows, missingRates } = await monthly(
    db,
    range,
    sql`select s.date, s.price as amount, s.currency
      from sales s join vehicles v on v.id = s.vehicle_id
      where s.status = 'active' and s.date between ${from} and ${to}
        and ${inCountry(sql`v.country_id`, scope.countryId)}`,
    scope.base,
  )
  return {
    base: scope.base,
    rows: rows.map((r) => ({ saleMonth: r.month, totalSales: r.total, count: r.count })),
    missingRates,
  }
}

/** What customers owe and what we owe vendors, per country and currency, and the instalments coming due. */
export const pendingTerms = async (
  db: Queryable,
  countryId: number | undefined,
  today: string,
  horizon: string,
): Promise<PendingTerms> => {
  const [totals, instalments] = await Promise.all([
    selectRows<PendingTerms['totals'][number]>(
      db,
      // What we owe: vendors' pending and customers' credit (their pending below zero).
      sql`with pending as (${pendingQuery({ countryId, outstanding: true, credit: true, reference: today })}), owed_in as (
        select "countryId" as country_id, currency, sum(pending::numeric) as pending
        from pending where type = 'customer' and pending::numeric > 0 group by "countryId", currency
      ), owed_out as (
        select "countryId" as country_id, currency, sum(abs(pending::numeric)) as pending
        from pending where type = 'vendor' or pending::numeric < 0 group by "countryId", currency
      )
      select coalesce(i.country_id, o.country_id) as "countryId", k.name as "countryName",
        round(coalesce(i.pending, 0), 2)::text as "pendingSaleAmount", i.currency as "saleCurrency",
        round(coalesce(o.pending, 0), 2)::text as "pendingPurchaseAmount", o.currency as "purchaseCurrency"
      from owed_in i full join owed_out o on o.country_id = i.country_id and o.currency = i.currency
      join countries k on k.id = coalesce(i.country_id, o.country_id)
      order by k.name, coalesce(i.currency, o.currency)`,
    ),
    selectRows<DueInstalment>(
      db,
      // Instalments in due-date order through instalments_due_idx, each checked against its sale's
      // running total and payments by index lookups: the first 200 still unpaid, without scanning them all.
      sql`select i.sale_id as "saleId", s.vehicle_id as "carId", v.stock_no as "stockNo", v.model,
        s.customer_id as "customerId", ${fullName(customers.firstName, customers.lastName)} as "customerName",
        customers.country_id as "countryId", i.seq, i.due_date::text as "dueDate",
        round(least(i.amount, cj.cum - pp.paid), 2)::text as "amountLeft", s.currency,
        i.due_date < ${today} as overdue
      from instalments i
      join sales s on s.id = i.sale_id
      join customers on customers.id = s.customer_id
      join vehicles v on v.id = s.vehicle_id
      cross join lateral (
        select sum(j.amount) as cum from instalments j where j.sale_id = i.sale_id and j.seq <= i.seq
      ) cj
      cross join lateral (
        select coalesce(sum(p.amount), 0) as paid from payments p where p.sale_id = i.sale_id and p.direction = 'in'
      ) pp
      where s.status = 'active' and i.due_date <= ${horizon} and cj.cum > pp.paid
        and ${inCountry(sql`customers.country_id`, countryId)}
      order by i.due_date, i.sale_id, i.seq
      limit 200`,
    ),
  ])
  return { totals, instalments }
}

/**
 * GET Dashboard/PendingPaymentDetails: every customer and vendor with money pending, per currency, from
 * the one pending computation the ledgers use, with what a reminder needs (e-mail, WhatsApp, country).
 */
export const pendingPayments = async (
  db: Queryable,
  f: Omit<PendingListQuery, 'countryId'> & { countryId: number | undefined; reference: string },
): Promise<{ rows: PendingPayment[]; total: number }> => {
  const where = [sql`true`]
  if (f.type) where.push(sql`r.type = ${f.type}`)
  if (f.side === 'receivable') where.push(sql`r.type = 'customer'`)
  if (f.side === 'payable') where.push(sql`(r.type = 'vendor' or r.pending::numeric < 0)`)
  if (f.currency) where.push(sql`r.currency = ${f.currency}`)
  if (f.overdue) where.push(sql`r."daysPassed" >= ${overdueThresholdDays}`)
  if (f.q) {
    const like = likePattern(f.q)
    where.push(sql`(r.name ilike ${like} or r.email ilike ${like})`)
  }
  const page = f.page ? sql`limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}` : sql``
  const order = (t: 'r' | 'p') => sql.raw(`${t}."dueDate" nulls last, ${t}.name, ${t}.type, ${t}.currency`)
  const open = { countryId: f.countryId, outstanding: true, credit: f.side === 'payable' }
  const filtered = sql`select * from (${pendingQuery({ ...open, reference: f.reference })}) r
    where ${sql.join(where, sql` and `)}`
  // The page and how many rows the filter has, side by side.
  const [rows, total] = await Promise.all([
    // The page first, then each of its rows' last reminder: one look-up on the party's reminders index.
    selectRows<PendingPayment>(
      db,
      sql`select p.*, to_char(case when p.type = 'customer'
            then (select max(m.created_at) from reminders m where m.customer_id = p.id)
            else (select max(m.created_at) from reminders m where m.vendor_id = p.id) end
          at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastRemindedAt"
        from (select r.id, r.type, r.name, r."countryId", r."countryName", r.email, r."whatsApp", r.currency,
          coalesce(c.symbol, r.currency) as "currencySymbol", r.total as "totalAmount", r."dueDate", r."daysPassed",
          case when r.type = 'customer' then r.pending else '0.00' end as "pendingSaleAmount",
          case when r.type = 'vendor' then r.pending else '0.00' end as "pendingPurchaseAmount"
        from (${filtered}) r left join currencies c on c.code = r.currency
        order by ${order('r')} ${page}) p
        order by ${order('p')}`,
    ),
    f.page
      ? selectRows<{ n: number }>(db, sql`select count(*)::int as n from (${filtered}) r`).then(
          ([row]) => row?.n ?? 0,
        )
      : undefined,
  ])
  return { rows, total: total ?? rows.length }
}
