import { type AnyColumn, and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm'
import type { Bill, BillLine, BillQuery, BillRow, BillStatus } from '../../../shared/bills'
import type { Queryable } from '../../db/client'
import { likePattern, orderBy, pageOf } from '../../lib/list'
import { fullName } from '../../lib/names'
import { customers } from '../customers/customers.table'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'
import { billCounters, billLines, bills } from './bills.table'

/** "INV-2026-000123": the year of the issue date and the year's sequence. */
export const billNumber = (year: number, seq: number) => `INV-${year}-${String(seq).padStart(6, '0')}`

/**
 * The next number of a year, taken inside the caller's transaction: the counter row is created or
 * bumped, and stays locked until the transaction ends, so concurrent issues wait their turn and a
 * rolled-back issue gives its number back.
 */
export const takeBillSeq = async (tx: Queryable, year: number) => {
  const [row] = await tx
    .insert(billCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: billCounters.year, set: { last: sql`${billCounters.last} + 1` } })
    .returning({ last: billCounters.last })
  return row!.last
}

const iso = (column: AnyColumn) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`

const rowColumns = {
  id: bills.id,
  number: bills.number,
  status: sql<BillStatus>`${bills.status}`,
  customerId: bills.customerId,
  buyerName: bills.buyerName,
  vehicleId: bills.vehicleId,
  stockNo: vehicles.stockNo,
  model: vehicles.model,
  issueDate: bills.issueDate,
  dueDate: bills.dueDate,
  tradeTerm: bills.tradeTerm,
  currency: bills.currency,
  total: sql<string>`${bills.total}::text`,
}

const sortable = {
  // Fixed-width numbers (INV-2026-000123) sort as text in issue order.
  number: bills.number,
  buyerName: bills.buyerName,
  issueDate: bills.issueDate,
  dueDate: bills.dueDate,
  total: bills.total,
  status: bills.status,
  currency: bills.currency,
}

/** Which bills a caller sees: those of one country (non-admins: their own), or all. */
export type BillScope = { countryId?: number }

const filtersOf = (query: Partial<BillQuery>, scope: BillScope) => {
  const filters: SQL[] = []
  if (scope.countryId) filters.push(eq(bills.countryId, scope.countryId))
  if (query.q) filters.push(ilike(bills.searchText, likePattern(query.q)))
  if (query.vehicleId) filters.push(eq(bills.vehicleId, query.vehicleId))
  if (query.customerId) filters.push(eq(bills.customerId, query.customerId))
  if (query.status) filters.push(eq(bills.status, query.status))
  return filters.length ? and(...filters) : undefined
}

/** The bill book, newest first unless sorted otherwise; the total only when a page is asked for. */
export const listBills = async (db: Queryable, query: BillQuery, scope: BillScope) => {
  const where = filtersOf(query, scope)
  const { limit, offset } = pageOf(query)
  const sort = query.sort ?? '-number'
  const rows: BillRow[] = await db
    .select(rowColumns)
    .from(bills)
    .leftJoin(vehicles, eq(vehicles.id, bills.vehicleId))
    .where(where)
    .orderBy(...orderBy(sort, sortable, 'number', bills.id))
    .limit(limit)
    .offset(offset)
  const total = query.page ? await db.$count(bills, where) : undefined
  return { rows, total }
}

export const listBillLines = (db: Queryable, billId: number): Promise<BillLine[]> =>
  db
    .select({
      position: billLines.position,
      description: billLines.description,
      quantity: sql<string>`${billLines.quantity}::text`,
      unitPrice: sql<string>`${billLines.unitPrice}::text`,
      lineTotal: sql<string>`${billLines.lineTotal}::text`,
    })
    .from(billLines)
    .where(eq(billLines.billId, billId))
    .orderBy(asc(billLines.position))

/** One bill with its lines, or undefined when it does not exist or is outside the caller's scope. */
export const getBill = async (db: Queryable, id: number, scope: BillScope): Promise<Bill | undefined> => {
  const where = scope.countryId
    ? and(eq(bills.id, id), eq(bills.countryId, scope.countryId))
    : eq(bills.id, id)
  const [row] = await db
    .select({
      ...rowColumns,
      buyerAddress: bills.buyerAddress,
      customerEmail: customers.email,
      chassisNo: vehicles.chassisNo,
      countryId: bills.countryId,
      paymentTerms: bills.paymentTerms,
      voidReason: bills.voidReason,
      voidedAt: iso(bills.voidedAt),
      createdBy: sql<string>`coalesce(${fullName(users.firstName, users.lastName)}, '')`,
      createdAt: sql<string>`${iso(bills.createdAt)}`,
    })
    .from(bills)
    .leftJoin(vehicles, eq(vehicles.id, bills.vehicleId))
    .leftJoin(customers, eq(customers.id, bills.customerId))
    .innerJoin(users, eq(users.id, bills.createdBy))
    .where(where)
  if (!row) return undefined
  return { ...row, lines: await listBillLines(db, id) }
}

/** The bill row locked for a change (void), within the caller's scope. */
export const lockBill = async (tx: Queryable, id: number, scope: BillScope) => {
  const where = scope.countryId
    ? and(eq(bills.id, id), eq(bills.countryId, scope.countryId))
    : eq(bills.id, id)
  const [row] = await tx
    .select({ id: bills.id, number: bills.number, status: bills.status })
    .from(bills)
    .where(where)
    .for('update')
  return row
}

export type BillValues = typeof bills.$inferInsert

export const insertBill = async (tx: Queryable, values: BillValues) => {
  const [row] = await tx.insert(bills).values(values).returning({ id: bills.id })
  return row!.id
}

/**
 * The lines, each total computed by the database as quantity × unit price rounded to the currency's
 * decimals; then the bill's total as their sum. Answers the total as decimal text.
 */
export const insertLinesAndTotal = async (
  tx: Queryable,
  billId: number,
  lines: { description: string; quantity: string; unitPrice: string }[],
  decimals: number,
) => {
  await tx.insert(billLines).values(
    lines.map((l, i) => ({
      billId,
      position: i + 1,
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: sql`round(${l.quantity}::numeric * ${l.unitPrice}::numeric, ${decimals}::int)`,
    })),
  )
  const [row] = await tx
    .update(bills)
    .set({
      total: sql`(select coalesce(sum(${billLines.lineTotal}), 0) from ${billLines} where ${billLines.billId} = ${billId})`,
    })
    .where(eq(bills.id, billId))
    .returning({ total: sql<string>`${bills.total}::text` })
  return row!.total
}

export const markVoid = (tx: Queryable, id: number, reason: string, userId: number) =>
  tx
    .update(bills)
    .set({ status: 'void', voidReason: reason, voidedAt: sql`now()`, voidedBy: userId })
    .where(eq(bills.id, id))
