import { type SQL, sql } from 'drizzle-orm'
import type { PendingRow } from '../../../shared/ledgers'
import type { Queryable } from '../../db/client'
import { fullName } from '../../lib/names'
import { customers } from '../customers/customers.table'
import { selectRows } from './select-rows'

export type PendingFilter = { id?: number; countryId?: number; outstanding?: boolean; reference: string }

const where = (idColumn: SQL, countryColumn: SQL, f: PendingFilter) => {
  const parts = [sql`true`]
  if (f.id) parts.push(sql`${idColumn} = ${f.id}`)
  if (f.countryId) parts.push(sql`${countryColumn} = ${f.countryId}`)
  return sql.join(parts, sql` and `)
}

const daysPassed = (reference: string) =>
  sql`case when min(due) is null then null else greatest(${reference}::date - min(due) + 1, 1) end`

/**
 * What each customer owes per currency: active sale prices − payments in on them, one query. The due
 * date is the earliest instalment not yet covered by what was paid on its sale; days passed =
 * (reference − due date) + 1, at least 1. Negative pending only arises from advances.
 */
export const customerPending = async (db: Queryable, f: PendingFilter): Promise<PendingRow[]> => {
  return selectRows<PendingRow>(
    db,
    sql`
    with paid as (
      select sale_id, sum(amount) as paid from payments where direction = 'in' and sale_id is not null group by sale_id
    ), active as (
      select s.id, s.customer_id, s.currency, s.price, coalesce(p.paid, 0.00) as paid
      from sales s left join paid p on p.sale_id = s.id where s.status = 'active'
    ), sched as (
      select i.sale_id, i.due_date, sum(i.amount) over (partition by i.sale_id order by i.seq) as cum
      from instalments i join active a on a.id = i.sale_id
    ), unpaid as (
      select sc.sale_id, min(sc.due_date) as due from sched sc join active a on a.id = sc.sale_id
      where sc.cum > a.paid group by sc.sale_id
    )
    select customers.id, ${fullName(customers.firstName, customers.lastName)} as name,
      customers.country_id as "countryId", a.currency,
      sum(a.price)::text as total, sum(a.paid)::text as paid, (sum(a.price) - sum(a.paid))::text as pending,
      min(u.due)::text as "dueDate", ${daysPassed(f.reference)} as "daysPassed"
    from active a join customers on customers.id = a.customer_id left join unpaid u on u.sale_id = a.id
    where ${where(sql`customers.id`, sql`customers.country_id`, f)}
    group by customers.id, customers.first_name, customers.last_name, customers.country_id, a.currency
    ${f.outstanding ? sql`having sum(a.price) - sum(a.paid) > 0` : sql``}
    order by min(u.due) nulls last, customers.id, a.currency`,
  )
}

/**
 * What we owe each vendor per currency: purchase prices − payments out, one query. The due date is the
 * earliest payment due date among the vehicles not yet paid in full.
 */
export const vendorPending = async (db: Queryable, f: PendingFilter): Promise<PendingRow[]> => {
  return selectRows<PendingRow>(
    db,
    sql`
    with paid as (
      select vehicle_id, sum(amount) as paid from payments where direction = 'out' group by vehicle_id
    ), bought as (
      select v.vendor_id, v.purchase_currency as currency, v.purchase_price as price, coalesce(p.paid, 0.00) as paid,
        case when v.purchase_price > coalesce(p.paid, 0.00) then v.vendor_due_date end as due
      from vehicles v left join paid p on p.vehicle_id = v.id
    )
    select d.id, d.name, d.country_id as "countryId", b.currency,
      sum(b.price)::text as total, sum(b.paid)::text as paid, (sum(b.price) - sum(b.paid))::text as pending,
      min(b.due)::text as "dueDate", ${daysPassed(f.reference)} as "daysPassed"
    from bought b join vendors d on d.id = b.vendor_id
    where ${where(sql`d.id`, sql`d.country_id`, f)}
    group by d.id, d.name, d.country_id, b.currency
    ${f.outstanding ? sql`having sum(b.price) - sum(b.paid) > 0` : sql``}
    order by min(b.due) nulls last, d.id, b.currency`,
  )
}
