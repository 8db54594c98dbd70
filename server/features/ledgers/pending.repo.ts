import { type SQL, sql } from 'drizzle-orm'
import type { PendingRow } from '../../../shared/ledgers'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/select-rows'
import { fullName } from '../../lib/names'
import { customers } from '../customers/customers.table'

export type PartyType = 'customer' | 'vendor'

/**
 * Whose pending to compute: one side or both, one party (with `type`), one country; `outstanding` keeps
 * only rows with money still owed, and with `credit` also customers' credit (paid above their sales:
 * pending below zero, money we owe them). `reference` is the day days passed are counted to.
 */
export type PendingFilter = {
  type?: PartyType
  id?: number
  countryId?: number
  outstanding?: boolean
  credit?: boolean
  reference: string
}

/** A pending row with who it is and how to reach them (what the dashboard, alerts and reminders need). */
export type PartyPending = PendingRow & {
  type: PartyType
  countryName: string
  email: string | null
  whatsApp: string | null
}

/**
 * Days passed since a due date, in SQL so the overdue filter and order run in the database. It must
 * count exactly as `daysPassed` in shared/dates.ts, which every screen uses (days-passed.test.ts checks).
 */
export const daysPassedSql = (dueDate: SQL, reference: string) =>
  sql`case when ${dueDate} is null then null else greatest(${reference}::date - ${dueDate} + 1, 1) end`

/** The rows of one side of pending_balances, filtered by party and country, with who the party is. */
const side = (type: PartyType, f: PendingFilter) => {
  const p = sql.raw(type === 'customer' ? 'customers' : 'vendors')
  const name = type === 'customer' ? fullName(customers.firstName, customers.lastName) : sql`vendors.name`
  const whatsApp =
    type === 'customer' ? sql`coalesce(customers.whatsapp, customers.phone)` : sql`vendors.phone`
  const where = [sql`b.party_type = ${type}`]
  if (f.id) where.push(sql`b.party_id = ${f.id}`)
  if (f.countryId) where.push(sql`${p}.country_id = ${f.countryId}`)
  if (f.outstanding)
    where.push(type === 'customer' && f.credit ? sql`b.total <> b.paid` : sql`b.total > b.paid`)
  return sql`select ${type}::text as type, ${p}.id, ${name} as name, ${p}.country_id as "countryId",
      k.name as "countryName", ${p}.email, ${whatsApp} as "whatsApp", b.currency,
      b.total::text as total, b.paid::text as paid, (b.total - b.paid)::text as pending,
      b.due_date::text as "dueDate", ${daysPassedSql(sql`b.due_date`, f.reference)} as "daysPassed"
    from pending_balances b join ${p} on ${p}.id = b.party_id join countries k on k.id = ${p}.country_id
    where ${sql.join(where, sql` and `)}`
}

/**
 * THE pending: what each customer owes us and what we owe each vendor, per currency, read from
 * pending_balances (kept by the database on every sale, instalment, payment and purchase; see
 * pending.table.ts). Negative pending only arises from advances (a customer's credit). Days passed = (reference − due date) + 1,
 * at least 1. The ledgers, the dashboard, the alerts and the reminders all read pending through this
 * query (or `pendingQuery` as a subquery for totals).
 */
export const pendingQuery = (f: PendingFilter): SQL => {
  const sides = (['customer', 'vendor'] as const).filter((t) => !f.type || f.type === t)
  return sql`select * from (${sql.join(
    sides.map((t) => side(t, f)),
    sql` union all `,
  )}) r`
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
