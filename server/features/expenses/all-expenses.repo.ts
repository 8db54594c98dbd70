import { and, count, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm'
import type { ExpenseListRow } from '../../../shared/expenses'
import type { ListQuery } from '../../../shared/list-query'
import type { Queryable } from '../../db/client'
import { likePattern, orderBy, pageOf } from '../../lib/list'
import type { FileStore } from '../../lib/uploads'
import { vehicles } from '../vehicles/vehicles.table'
import { expenses } from './expenses.table'

export type AllExpensesQuery = ListQuery & {
  kind?: string
  currency?: string
  from?: string
  to?: string
  /** Only expenses of this country's vehicles. */
  countryId?: number
}

const sortable = { date: expenses.date, amount: expenses.amount, kind: expenses.kind, stockNo: vehicles.id }

/** Every vehicle's expenses, one page at a time, newest first, with the vehicle they belong to. */
export const listAllExpenses = async (db: Queryable, store: FileStore, query: AllExpensesQuery) => {
  const filters: SQL[] = []
  if (query.q)
    filters.push(
      or(
        ilike(vehicles.stockNo, likePattern(query.q)),
        ilike(vehicles.chassisNo, likePattern(query.q)),
        ilike(vehicles.model, likePattern(query.q)),
      )!,
    )
  if (query.countryId) filters.push(eq(vehicles.countryId, query.countryId))
  if (query.kind) filters.push(eq(expenses.kind, query.kind))
  if (query.currency) filters.push(eq(expenses.currency, query.currency))
  if (query.from) filters.push(gte(expenses.date, query.from))
  if (query.to) filters.push(lte(expenses.date, query.to))
  const where = filters.length ? and(...filters) : undefined
  const rows = await db
    .select({
      id: expenses.id,
      carId: expenses.vehicleId,
      stockNo: vehicles.stockNo,
      model: vehicles.model,
      date: expenses.date,
      kind: expenses.kind,
      amount: expenses.amount,
      currency: expenses.currency,
      details: expenses.details,
      receiptId: expenses.receiptId,
    })
    .from(expenses)
    .innerJoin(vehicles, eq(vehicles.id, expenses.vehicleId))
    .where(where)
    .orderBy(...orderBy(query.sort ?? '-date', sortable, 'date', expenses.id))
    .limit(pageOf(query).limit)
    .offset(pageOf(query).offset)
  const total = query.page
    ? ((
        await db
          .select({ n: count() })
          .from(expenses)
          .innerJoin(vehicles, eq(vehicles.id, expenses.vehicleId))
          .where(where)
      )[0]?.n ?? 0)
    : undefined
  return {
    rows: rows.map(({ receiptId, ...r }): ExpenseListRow => ({ ...r, receiptUrl: store.url(receiptId) })),
    total,
  }
}
