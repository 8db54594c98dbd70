import Decimal from 'decimal.js'
import { sql } from 'drizzle-orm'
import type { Ledger, LedgerBalance, LedgerEntry, LedgerQuery, PurchaseRow } from '../../../shared/ledgers'
import type { Queryable } from '../../db/client'
import { selectRows } from './select-rows'

type Line = Omit<LedgerEntry, 'balance'>

const lineColumns = sql`v.id as "carId", v.stock_no as "stockNo", v.model`

/**
 * Every sale, payment in, advance and reversal of a customer, in date order (sales before payments on a
 * day), with the customer's bills as document lines (first on their day; they move no balance).
 */
export const customerLines = async (db: Queryable, customerId: number): Promise<Line[]> =>
  selectRows<Line>(
    db,
    sql`
    select * from (
      select s.date::text as date, 'sale' as kind, ${lineColumns}, null as "receiptNo", s.details, s.currency,
        s.price::text as debit, '0.00' as credit, 1 as ord, s.id as ref, null::text as "documentTotal"
      from sales s join vehicles v on v.id = s.vehicle_id where s.customer_id = ${customerId}
      union all
      select p.date::text, case when p.is_advance then 'advance' else 'payment' end, ${lineColumns}, p.receipt_no,
        p.details, p.currency, '0.00', p.amount::text, 2, p.id, null
      from payments p join vehicles v on v.id = p.vehicle_id where p.customer_id = ${customerId} and p.direction = 'in'
      union all
      select s.reversed_on::text, 'reversal', ${lineColumns}, null, s.reverse_reason, s.currency, '0.00',
        s.price::text, 3, s.id, null
      from sales s join vehicles v on v.id = s.vehicle_id where s.customer_id = ${customerId} and s.status = 'reversed'
      union all
      select b.issue_date::text, 'bill', ${lineColumns}, b.number,
        case when b.status = 'void' then 'Void: ' || coalesce(b.void_reason, '') else b.payment_terms end,
        b.currency, '0.00', '0.00', 0, b.id, b.total::text
      from bills b left join vehicles v on v.id = b.vehicle_id where b.customer_id = ${customerId}
    ) e order by date, ord, ref`,
  )

/** Every purchase from a vendor and payment out to it, in date order. */
export const vendorLines = async (db: Queryable, vendorId: number): Promise<Line[]> =>
  selectRows<Line>(
    db,
    sql`
    select * from (
      select v.purchase_date::text as date, 'purchase' as kind, ${lineColumns}, null as "receiptNo",
        v.purchase_details as details, v.purchase_currency as currency, v.purchase_price::text as debit,
        '0.00' as credit, 1 as ord, v.id as ref
      from vehicles v where v.vendor_id = ${vendorId}
      union all
      select p.date::text, case when p.is_advance then 'advance' else 'payment' end, ${lineColumns}, p.receipt_no,
        p.details, p.currency, '0.00', p.amount::text, 2, p.id
      from payments p join vehicles v on v.id = p.vehicle_id where p.vendor_id = ${vendorId} and p.direction = 'out'
    ) e order by date, ord, ref`,
  )

/**
 * A ledger from its lines: per currency, the opening balance (everything before `from`), the lines
 * from `from` to `to` with their running balance, and closing = opening + debits − credits.
 */
export const buildLedger = (
  party: Ledger['party'],
  held: Ledger['held'],
  lines: Line[],
  range: Pick<LedgerQuery, 'from' | 'to'>,
): Ledger => {
  const sums = new Map<string, { opening: Decimal; debits: Decimal; credits: Decimal; running: Decimal }>()
  const of = (currency: string) => {
    let s = sums.get(currency)
    if (!s) {
      s = {
        opening: new Decimal(0),
        debits: new Decimal(0),
        credits: new Decimal(0),
        running: new Decimal(0),
      }
      sums.set(currency, s)
    }
    return s
  }
  const entries: LedgerEntry[] = []
  for (const line of lines) {
    if (range.to && line.date > range.to) continue
    if (line.kind === 'bill') {
      // A document, not money: shown with the balance as it stands, and never opens a currency's row.
      if (range.from && line.date < range.from) continue
      const running = sums.get(line.currency)?.running ?? new Decimal(0)
      const { ord: _ord, ...entry } = line as Line & { ord?: unknown }
      entries.push({ ...entry, balance: running.toFixed(2) })
      continue
    }
    const s = of(line.currency)
    const change = new Decimal(line.debit).minus(line.credit)
    s.running = s.running.plus(change)
    if (range.from && line.date < range.from) {
      s.opening = s.opening.plus(change)
      continue
    }
    s.debits = s.debits.plus(line.debit)
    s.credits = s.credits.plus(line.credit)
    const { ord: _ord, ...entry } = line as Line & { ord?: unknown }
    entries.push({ ...entry, balance: s.running.toFixed(2) })
  }
  const balances: LedgerBalance[] = [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, s]) => ({
      currency,
      opening: s.opening.toFixed(2),
      debits: s.debits.toFixed(2),
      credits: s.credits.toFixed(2),
      closing: s.opening.plus(s.debits).minus(s.credits).toFixed(2),
    }))
  return { party, from: range.from ?? null, to: range.to ?? null, held, balances, entries }
}

/** A customer's sales (active and reversed) with what was paid and is pending on each. */
export const customerPurchases = async (db: Queryable, customerId: number): Promise<PurchaseRow[]> =>
  selectRows<PurchaseRow>(
    db,
    sql`
    select s.id, v.id as "carId", v.stock_no as "stockNo", v.chassis_no as "chassisNo", v.model, s.date::text as date,
      s.price::text as price, s.currency, p.paid::text as paid,
      case when s.status = 'active' then (s.price - p.paid) else 0.00 end::text as pending,
      (select min(i.due_date)::text from (
        select due_date, sum(amount) over (order by seq) as cum from instalments where sale_id = s.id
      ) i where i.cum > p.paid and s.status = 'active') as "dueDate",
      s.status
    from sales s join vehicles v on v.id = s.vehicle_id
      -- only this customer's sales' payments are summed (filter first, not every payment)
      cross join lateral (select coalesce(sum(amount), 0.00) as paid from payments
        where sale_id = s.id and direction = 'in') p
    where s.customer_id = ${customerId}
    order by s.date, s.id`,
  )

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
