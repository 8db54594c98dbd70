import { asc, eq, sql } from 'drizzle-orm'
import type { Expense, ExpenseTotals } from '../../../shared/expenses'
import type { Queryable } from '../../db/client'
import { fullName } from '../../lib/names'
import type { FileStore } from '../../lib/uploads'
import { asLoaded, changedMeanwhile, nextVersion } from '../../lib/versions'
import { files } from '../files/files.table'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'
import { expenses } from './expenses.table'

const columns = {
  id: expenses.id,
  version: expenses.version,
  carId: expenses.vehicleId,
  date: expenses.date,
  kind: expenses.kind,
  amount: expenses.amount,
  currency: expenses.currency,
  details: expenses.details,
  receiptId: expenses.receiptId,
  receiptName: files.originalName,
  receiptType: files.mime,
  lineKind: sql<Expense['lineKind']>`${expenses.lineKind}`,
  createdBy: expenses.createdBy,
  createdByName: fullName(users.firstName, users.lastName),
  createdAt: expenses.createdAt,
  updatedAt: expenses.updatedAt,
}

type Row = { receiptId: string | null; createdAt: Date; updatedAt: Date } & Omit<
  Expense,
  'receiptUrl' | 'createdAt' | 'updatedAt'
>

const present =
  (store: FileStore) =>
  ({ receiptId, createdAt, updatedAt, ...row }: Row): Expense => ({
    ...row,
    receiptUrl: store.url(receiptId),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  })

const selectExpenses = (db: Queryable) =>
  db
    .select(columns)
    .from(expenses)
    .leftJoin(files, eq(files.id, expenses.receiptId))
    .leftJoin(users, eq(users.id, expenses.createdBy))

/** A vehicle's expenses in date order, receipts as signed URLs. */
export const listVehicleExpenses = async (db: Queryable, store: FileStore, vehicleId: number) =>
  (
    await selectExpenses(db)
      .where(eq(expenses.vehicleId, vehicleId))
      .orderBy(asc(expenses.date), asc(expenses.id))
  ).map(present(store))

export const getExpense = async (db: Queryable, store: FileStore, id: number) => {
  const [row] = await selectExpenses(db).where(eq(expenses.id, id))
  return row ? present(store)(row) : undefined
}

/** Per currency, summed in SQL (numeric): never one number across currencies. */
export const expenseTotals = async (db: Queryable, vehicleId: number): Promise<ExpenseTotals> =>
  db
    .select({ currency: expenses.currency, amount: sql<string>`sum(${expenses.amount})::text` })
    .from(expenses)
    .where(eq(expenses.vehicleId, vehicleId))
    .groupBy(expenses.currency)
    .orderBy(asc(expenses.currency))

export const getExpenseRow = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(expenses).where(eq(expenses.id, id))
  return row
}

export type ExpenseValues = typeof expenses.$inferInsert

export const insertExpense = async (db: Queryable, values: ExpenseValues) => {
  const [row] = await db.insert(expenses).values(values).returning()
  return row!
}

/** Updates the record; with the `version` an edit form loaded, only if nobody saved it since (409). */
export const updateExpenseRow = async (
  db: Queryable,
  id: number,
  values: Partial<ExpenseValues>,
  version?: number,
) => {
  const [row] = await db
    .update(expenses)
    .set({ ...values, updatedAt: sql`now()`, version: nextVersion(expenses) })
    .where(asLoaded(expenses, id, version))
    .returning()
  if (!row) throw changedMeanwhile()
  return row
}

export const deleteExpenseRow = (db: Queryable, id: number) => db.delete(expenses).where(eq(expenses.id, id))

/** What an expense needs to know of its vehicle: that it exists, and its purchase currency. */
/** Every currency an expense is recorded in, in code order (read from expenses_currency_idx). */
export const listExpenseCurrencies = async (db: Queryable) =>
  (await db.selectDistinct({ currency: expenses.currency }).from(expenses).orderBy(expenses.currency)).map(
    (r) => r.currency,
  )

export const getVehicleCurrency = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({ id: vehicles.id, purchaseCurrency: vehicles.purchaseCurrency, status: vehicles.status })
    .from(vehicles)
    .where(eq(vehicles.id, id))
  return row
}
