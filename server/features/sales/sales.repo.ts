import { and, asc, eq, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { customers } from '../customers/customers.table'
import { vehicles } from '../vehicles/vehicles.table'
import { instalments, sales } from './sales.table'
import type { ScheduleLine } from './schedule'

/** What selling or paying needs of a vehicle; `lock` holds the row until the transaction ends. */
export const getVehicleForMoney = async (db: Queryable, id: number, lock = false) => {
  const query = db
    .select({
      id: vehicles.id,
      status: vehicles.status,
      vendorId: vehicles.vendorId,
      purchasePrice: vehicles.purchasePrice,
      purchaseCurrency: vehicles.purchaseCurrency,
    })
    .from(vehicles)
    .where(eq(vehicles.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export const getCustomerCurrency = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({ id: customers.id, currency: customers.currency })
    .from(customers)
    .where(eq(customers.id, id))
  return row
}

export const getActiveSale = async (db: Queryable, vehicleId: number) => {
  const [row] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.vehicleId, vehicleId), eq(sales.status, 'active')))
  return row
}

export type SaleValues = typeof sales.$inferInsert

export const insertSale = async (db: Queryable, values: SaleValues) => {
  const [row] = await db.insert(sales).values(values).returning()
  return row!
}

export const insertSchedule = async (db: Queryable, saleId: number, lines: ScheduleLine[]) => {
  if (lines.length) await db.insert(instalments).values(lines.map((l) => ({ ...l, saleId })))
}

export const reverseSaleRow = async (
  db: Queryable,
  id: number,
  values: { reversedOn: string; reverseReason: string; reversedBy: number },
) => {
  const [row] = await db
    .update(sales)
    .set({ ...values, status: 'reversed' })
    .where(eq(sales.id, id))
    .returning()
  return row!
}

export const setVehicleStatus = (db: Queryable, id: number, status: 'in_stock' | 'sold') =>
  db.update(vehicles).set({ status, updatedAt: sql`now()` }).where(eq(vehicles.id, id))

export const listSchedule = (db: Queryable, saleId: number): Promise<ScheduleLine[]> =>
  db
    .select({ seq: instalments.seq, dueDate: instalments.dueDate, amount: instalments.amount })
    .from(instalments)
    .where(eq(instalments.saleId, saleId))
    .orderBy(asc(instalments.seq))
