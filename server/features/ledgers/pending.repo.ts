import { type SQL, sql } from 'drizzle-orm'
import type { PendingRow } from '../../../shared/ledgers'
import type { Queryable } from '../../db/client'
import { fullName } from '../../lib/names'
import { customers } from '../customers/customers.table'
import { selectRows } from './select-rows'

export type PartyType = 'customer' | 'vendor'

/**
 * Whose pending to compute: one side or both, one party (with `type`), one country; `outstanding` keeps
 * only rows with money still owed. `reference` is the day days passed are counted to.
 */
export type PendingFilter = {
  type?: PartyType
  id?: number
  countryId?: number
  outstanding?: boolean
  reference: string
}

/** A pending row with who it is and how to reach them (what the dashboard, alerts and reminders need). */
export type PartyPending = PendingRow & {
  type: PartyType
  countryName: string
  email: string | null
  whatsApp: string | null
}

const conditions = (idColumn: SQL, countryColumn: SQL, f: PendingFilter, first: SQL) => {
  const parts = [first]
  if (f.id) parts.push(sql`${idColumn} = ${f.id}`)
  if (f.countryId) parts.push(sql`${countryColumn} = ${f.countryId}`)
  return sql.join(parts, sql` and `)
}

const daysPassed = (reference: string) =>
  sql`case when min(l.due) is null then null else greatest(${reference}::date - min(l.due) + 1, 1) end`

const outstanding = (f: PendingFilter) => (f.outstanding ? sql`having sum(l.price) - sum(l.paid) > 0` : sql``)

/**
 * Customers: their active sales (filtered by customer and country FIRST, through sales_customer_idx and
 * customers_country_idx), then the payments in and the schedule of only those sales. A sale's due date is
 * its earliest instalment not yet covered by what was paid on it.
 */
const customerSide = (f: PendingFilter) => sql`
  select 'customer' as type, customers.id, ${fullName(customers.firstName, customers.lastName)} as name,
    customers.country_id as "countryId", k.name as "countryName", customers.email,
    coalesce(customers.whatsapp, customers.phone) as "whatsApp", l.currency,
    sum(l.price)::text as total, sum(l.paid)::text as paid, (sum(l.price) - sum(l.paid))::text as pending,
    min(l.due)::text as "dueDate", ${daysPassed(f.reference)} as "daysPassed"
  from (
    select x.customer_id as party_id, x.currency, x.price, coalesce(p.paid, 0.00) as paid, u.due
    from c_sales x
    left join c_paid p on p.sale_id = x.id
    left join c_unpaid u on u.sale_id = x.id
  ) l
  join customers on customers.id = l.party_id
  join countries k on k.id = customers.country_id
  group by customers.id, customers.first_name, customers.last_name, customers.country_id, k.name,
    customers.email, customers.whatsapp, customers.phone, l.currency
  ${outstanding(f)}`

/**
 * Vendors: the vehicles bought from them (filtered by vendor and country FIRST, through vehicles_vendor_idx
 * and vendors_country_idx), then the payments out on only those vehicles. The due date is the earliest
 * vendor due date among the vehicles not paid in full.
 */
const vendorSide = (f: PendingFilter) => sql`
  select 'vendor' as type, d.id, d.name, d.country_id as "countryId", k.name as "countryName", d.email,
    d.phone as "whatsApp", l.currency,
    sum(l.price)::text as total, sum(l.paid)::text as paid, (sum(l.price) - sum(l.paid))::text as pending,
    min(l.due)::text as "dueDate", ${daysPassed(f.reference)} as "daysPassed"
  from (
    select x.vendor_id as party_id, x.currency, x.price, coalesce(p.paid, 0.00) as paid,
      case when x.price > coalesce(p.paid, 0.00) then x.due end as due
    from v_items x left join v_paid p on p.vehicle_id = x.id
  ) l
  join vendors d on d.id = l.party_id
  join countries k on k.id = d.country_id
  group by d.id, d.name, d.country_id, k.name, d.email, d.phone, l.currency
  ${outstanding(f)}`

/**
 * THE pending computation: what each customer owes us and what we owe each vendor, per currency, in one
 * set-based query (price − payments on the same sale or vehicle; negative pending only from advances).
 * Days passed = (reference − due date) + 1, at least 1. The ledgers, the dashboard, the alerts and the
 * reminders all read pending through this query (or `pendingQuery` as a subquery for totals).
 */
export const pendingQuery = (f: PendingFilter): SQL => {
  const withCustomers = f.type !== 'vendor'
  const withVendors = f.type !== 'customer'
  const ctes: SQL[] = []
  if (withCustomers)
    ctes.push(sql`c_sales as (
      select s.id, s.customer_id, s.currency, s.price
      from sales s join customers c on c.id = s.customer_id
      where ${conditions(sql`c.id`, sql`c.country_id`, f, sql`s.status = 'active'`)}
    ), c_paid as (
      select p.sale_id, sum(p.amount) as paid
      from payments p join c_sales x on x.id = p.sale_id
      where p.direction = 'in' group by p.sale_id
    ), c_sched as (
      select i.sale_id, i.due_date, sum(i.amount) over (partition by i.sale_id order by i.seq) as cum
      from instalments i join c_sales x on x.id = i.sale_id
    ), c_unpaid as (
      select sc.sale_id, min(sc.due_date) as due
      from c_sched sc left join c_paid p on p.sale_id = sc.sale_id
      where sc.cum > coalesce(p.paid, 0.00) group by sc.sale_id
    )`)
  if (withVendors)
    ctes.push(sql`v_items as (
      select v.id, v.vendor_id, v.purchase_currency as currency, v.purchase_price as price, v.vendor_due_date as due
      from vehicles v join vendors d on d.id = v.vendor_id
      where ${conditions(sql`d.id`, sql`d.country_id`, f, sql`true`)}
    ), v_paid as (
      select p.vehicle_id, sum(p.amount) as paid
      from payments p join v_items x on x.id = p.vehicle_id
      where p.direction = 'out' group by p.vehicle_id
    )`)
  const sides = [withCustomers ? customerSide(f) : null, withVendors ? vendorSide(f) : null].filter(
    (s): s is SQL => s !== null,
  )
  return sql`with ${sql.join(ctes, sql`, `)}
    select * from (${sql.join(sides, sql` union all `)}) r`
}

/** Every party's pending per currency: customers first, then vendors, each by earliest due date. */
export const partyPending = (db: Queryable, f: PendingFilter): Promise<PartyPending[]> =>
  selectRows<PartyPending>(
    db,
    sql`${pendingQuery(f)} order by r.type, r."dueDate" nulls last, r.id, r.currency`,
  )

const asLedgerRow = ({
  id,
  name,
  countryId,
  currency,
  total,
  paid,
  pending,
  dueDate,
  daysPassed,
}: PartyPending) =>
  ({ id, name, countryId, currency, total, paid, pending, dueDate, daysPassed }) satisfies PendingRow

type OneSide = Omit<PendingFilter, 'type'>

/** What each customer owes per currency (the ledger's pending). */
export const customerPending = async (db: Queryable, f: OneSide): Promise<PendingRow[]> =>
  (await partyPending(db, { ...f, type: 'customer' })).map(asLedgerRow)

/** What we owe each vendor per currency (the ledger's pending). */
export const vendorPending = async (db: Queryable, f: OneSide): Promise<PendingRow[]> =>
  (await partyPending(db, { ...f, type: 'vendor' })).map(asLedgerRow)
