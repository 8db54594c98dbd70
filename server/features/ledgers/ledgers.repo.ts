import Decimal from 'decimal.js'
import { type SQL, sql } from 'drizzle-orm'
import type { Ledger, LedgerBalance, LedgerEntry, LedgerQuery, PurchaseRow } from '../../../shared/ledgers'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/select-rows'

const lineColumns = sql`v.id as "carId", v.stock_no as "stockNo", v.model`

// Every sale and payment has its vehicle (a required reference), so a left join gives the same lines as an
// inner one; but a left join to a unique key that no column reads is dropped by the planner, so the
// balances, which read no vehicle column, do not look the vehicles up.

/**
 * Every sale, payment in, advance and reversal of a customer, in date order (sales before payments on a
 * day), with the customer's bills as document lines (first on their day; they move no balance). Dates and
 * amounts stay in their own types until the ledger is read out: sorting and summing them is cheaper than
 * sorting text.
 */
export const customerLines = (customerId: number) => sql`
    select s.date, 'sale' as kind, ${lineColumns}, null as "receiptNo", s.details, s.currency,
      s.price as debit, 0.00 as credit, 1 as ord, s.id as ref, null::numeric as "documentTotal"
    from sales s left join vehicles v on v.id = s.vehicle_id where s.customer_id = ${customerId}
    union all
    select p.date, case when p.is_advance then 'advance' else 'payment' end, ${lineColumns}, p.receipt_no,
      p.details, p.currency, 0.00, p.amount, 2, p.id, null
    from payments p left join vehicles v on v.id = p.vehicle_id where p.customer_id = ${customerId} and p.direction = 'in'
    union all
    select s.reversed_on, 'reversal', ${lineColumns}, null, s.reverse_reason, s.currency, 0.00, s.price, 3, s.id, null
    from sales s left join vehicles v on v.id = s.vehicle_id where s.customer_id = ${customerId} and s.status = 'reversed'
    union all
    select b.issue_date, 'bill', ${lineColumns}, b.number,
      case when b.status = 'void' then 'Void: ' || coalesce(b.void_reason, '') else b.payment_terms end,
      b.currency, 0.00, 0.00, 0, b.id, b.total
    from bills b left join vehicles v on v.id = b.vehicle_id where b.customer_id = ${customerId}`

/**
 * Every purchase from a vendor and payment out to it, in date order. The vendor's vehicles are read once:
 * a payment names one of them, so it takes the stock number and model from there, and looks its vehicle
 * up only when it names another (a few hundred index look-ups fewer on a large vendor's ledger).
 */
export const vendorLines = (vendorId: number) => sql`
    with bought as materialized (
      select v.id, v.stock_no, v.model, v.purchase_date, v.purchase_details, v.purchase_currency, v.purchase_price
      from vehicles v where v.vendor_id = ${vendorId}
    )
    select b.purchase_date as date, 'purchase' as kind, b.id as "carId", b.stock_no as "stockNo", b.model,
      null as "receiptNo", b.purchase_details as details, b.purchase_currency as currency, b.purchase_price as debit,
      0.00 as credit, 1 as ord, b.id as ref, null::numeric as "documentTotal"
    from bought b
    union all
    select p.date, case when p.is_advance then 'advance' else 'payment' end, p.vehicle_id,
      coalesce(b.stock_no, (select v.stock_no from vehicles v where v.id = p.vehicle_id and b.id is null)),
      coalesce(b.model, (select v.model from vehicles v where v.id = p.vehicle_id and b.id is null)),
      p.receipt_no, p.details, p.currency, 0.00, p.amount, 2, p.id, null
    from payments p left join bought b on b.id = p.vehicle_id
    where p.vendor_id = ${vendorId} and p.direction = 'out'`

/** An amount as the API writes it: two decimals, as text. */
const money = (column: SQL) => sql`round(${column}, 2)::text`

/**
 * A ledger from its lines, summed in SQL: per currency, the opening balance (everything before `from`),
 * the lines from `from` to `to` with their running balance, and closing = opening + debits − credits.
 * A bill is a document: shown with the balance as it stands, it never moves it nor opens a currency.
 */
export const ledgerLines = async (
  db: Queryable,
  lines: SQL,
  range: Pick<LedgerQuery, 'from' | 'to'>,
): Promise<Pick<Ledger, 'balances' | 'entries'>> => {
  const from = range.from ?? null
  const to = range.to ?? null
  const upTo = sql`select * from (${lines}) l where ${to}::date is null or l.date <= ${to}::date`
  const inRange = sql`(${from}::date is null or date >= ${from}::date)`
  const movement = sql`case when l.kind = 'bill' then 0 else l.debit - l.credit end`
  // Two statements side by side: the lines with their running balance, and the balances per currency.
  // The lines leave the database in the order their running balances are summed in (currency, then
  // date), so it sorts them once, not twice, and sends each as it is summed; `inDateOrder` merges
  // the currencies.
  const [entries, balances] = await Promise.all([
    selectRows<LedgerEntry & { ord: number }>(
      db,
      sql`select date::text as date, kind, "carId", "stockNo", model, "receiptNo", details, currency, ord,
        ${money(sql`debit`)} as debit, ${money(sql`credit`)} as credit, ref, ${money(sql`"documentTotal"`)} as "documentTotal",
        ${money(sql`balance`)} as balance
      from (
        select l.*, sum(${movement}) over (partition by l.currency order by l.date, l.ord, l.ref rows unbounded preceding) as balance
        from (${upTo}) l
      ) r where ${inRange} order by r.currency, r.date, r.ord, r.ref`,
    ),
    selectRows<LedgerBalance>(
      db,
      sql`select currency, ${money(sql`opening`)} as opening, ${money(sql`debits`)} as debits,
        ${money(sql`credits`)} as credits, ${money(sql`opening + debits - credits`)} as closing
      from (
        select currency,
          coalesce(sum(debit - credit) filter (where date < ${from}::date), 0) as opening,
          coalesce(sum(debit) filter (where ${inRange}), 0) as debits,
          coalesce(sum(credit) filter (where ${inRange}), 0) as credits
        from (${upTo}) l where kind <> 'bill' group by currency
      ) b order by currency`,
    ),
  ])
  return { balances, entries: inDateOrder(entries) }
}

/**
 * A ledger's lines in date order across currencies (on a day: bills, then sales or purchases, payments,
 * reversals; then by id), from lines in that order within each currency. Lines of one currency, the
 * usual case, are in it already.
 */
const inDateOrder = <T extends { date: string; ord: number; ref: number; currency: string }>(lines: T[]) =>
  lines.every((line) => line.currency === lines[0]!.currency)
    ? lines
    : lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.ord - b.ord || a.ref - b.ref))

/** A customer's sales (active and reversed) with what was paid and is pending on each. */
export const customerPurchases = async (db: Queryable, customerId: number): Promise<PurchaseRow[]> =>
  applyCredit(
    await selectRows<SaleRow>(
      db,
      sql`
    select s.id, v.id as "carId", v.stock_no as "stockNo", v.chassis_no as "chassisNo", v.model, s.date::text as date,
      s.price::text as price, s.currency, p.paid::text as paid,
      case when s.status = 'active' then (s.price - p.paid) else 0.00 end::text as pending,
      null as "dueDate", s.status,
      coalesce((select json_agg(json_build_object('dueDate', i.due_date::text, 'amount', i.amount::text) order by i.seq)
        from instalments i where i.sale_id = s.id and s.status = 'active'), '[]'::json) as schedule
    from sales s join vehicles v on v.id = s.vehicle_id
      -- only this customer's sales' payments are summed (filter first, not every payment)
      cross join lateral (select coalesce(sum(amount), 0.00) as paid from payments
        where sale_id = s.id and direction = 'in') p
    where s.customer_id = ${customerId}
    order by s.date, s.id`,
    ),
  )

type SaleRow = PurchaseRow & { schedule: { dueDate: string; amount: string }[] }

/**
 * A customer's credit (paid above a sale's price) applied to their other active sales in that currency,
 * earliest first, as refresh_customer_pending applies it to due dates: a sale paid in full reads "paid"
 * with nothing pending, the next one's pending starts reduced by the credit, and credit nothing used
 * stays on the sale that was overpaid last (pending below zero). Each sale's due date is its first
 * instalment that what was paid on it and the credit applied to it do not cover.
 */
const applyCredit = (rows: SaleRow[]): PurchaseRow[] => {
  const credit = new Map<string, Decimal>()
  const lastOverpaid = new Map<string, SaleRow>()
  const pending = new Map<SaleRow, Decimal>()
  for (const r of rows) {
    if (r.status !== 'active') continue
    const left = new Decimal(r.pending)
    if (left.lt(0)) {
      credit.set(r.currency, (credit.get(r.currency) ?? new Decimal(0)).minus(left))
      lastOverpaid.set(r.currency, r)
    }
    pending.set(r, Decimal.max(left, 0))
  }
  for (const r of rows) {
    const left = pending.get(r)
    const held = credit.get(r.currency)
    if (!left || !held || left.isZero()) continue
    const applied = Decimal.min(left, held)
    pending.set(r, left.minus(applied))
    credit.set(r.currency, held.minus(applied))
  }
  for (const [currency, r] of lastOverpaid) pending.set(r, credit.get(currency)!.neg())
  return rows.map((row) => {
    const { schedule, ...r } = row
    const left = pending.get(row)
    if (!left) return r
    const covered = new Decimal(r.price).minus(Decimal.max(left, 0))
    let cum = new Decimal(0)
    const due = schedule.find((i) => {
      cum = cum.plus(i.amount)
      return cum.gt(covered)
    })
    return {
      ...r,
      pending: left.toFixed(2),
      dueDate: due?.dueDate ?? null,
      status: left.lte(0) ? 'paid' : r.status,
    }
  })
}

/** A vendor's vehicles (purchases) with what was paid out and is pending on each. */
export const vendorPurchases = async (db: Queryable, vendorId: number): Promise<PurchaseRow[]> =>
  selectRows<PurchaseRow>(
    db,
    sql`
    select v.id, v.id as "carId", v.stock_no as "stockNo", v.chassis_no as "chassisNo", v.model,
      v.purchase_date::text as date, v.purchase_price::text as price, v.purchase_currency as currency,
      p.paid::text as paid, (v.purchase_price - p.paid)::text as pending,
      v.vendor_due_date::text as "dueDate", v.status
    from vehicles v
      -- only this vendor's vehicles' payments are summed (filter first, not every payment)
      cross join lateral (select coalesce(sum(amount), 0.00) as paid from payments
        where vehicle_id = v.id and direction = 'out') p
    where v.vendor_id = ${vendorId}
    order by v.purchase_date, v.id`,
  )
