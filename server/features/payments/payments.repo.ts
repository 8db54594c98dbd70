import { and, asc, eq, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { fullName } from '../../lib/names'
import { customers } from '../customers/customers.table'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'
import { vendors } from '../vendors/vendors.table'
import { payments } from './payments.table'

export type PaymentValues = typeof payments.$inferInsert

export const insertPayment = async (db: Queryable, values: PaymentValues) => {
  const [row] = await db.insert(payments).values(values).returning()
  return row!
}

/** What has been paid in on a sale, summed in SQL. */
export const paidInOnSale = async (db: Queryable, saleId: number) => {
  const [row] = await db
    .select({ amount: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
    .from(payments)
    .where(and(eq(payments.saleId, saleId), eq(payments.direction, 'in')))
  return row!.amount
}

/** What has been paid out to the vendor on a vehicle's purchase, summed in SQL. */
export const paidOutOnVehicle = async (db: Queryable, vehicleId: number) => {
  const [row] = await db
    .select({ amount: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
    .from(payments)
    .where(and(eq(payments.vehicleId, vehicleId), eq(payments.direction, 'out')))
  return row!.amount
}

/** A vehicle's payments, both directions, in date order. */
export const listVehiclePayments = (db: Queryable, vehicleId: number) =>
  db
    .select({
      id: payments.id,
      receiptNo: payments.receiptNo,
      carId: payments.vehicleId,
      direction: payments.direction,
      saleId: payments.saleId,
      customerId: payments.customerId,
      vendorId: payments.vendorId,
      date: payments.date,
      amount: payments.amount,
      currency: payments.currency,
      method: payments.method,
      chequeNo: payments.chequeNo,
      place: payments.place,
      details: payments.details,
      isAdvance: payments.isAdvance,
      createdByName: fullName(users.firstName, users.lastName),
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.createdBy))
    .where(eq(payments.vehicleId, vehicleId))
    .orderBy(asc(payments.date), asc(payments.id))

/** What a printed receipt shows: the payment, its vehicle, and who paid or was paid. */
export const getReceipt = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({
      receiptNo: payments.receiptNo,
      direction: payments.direction,
      date: payments.date,
      amount: payments.amount,
      currency: payments.currency,
      method: payments.method,
      chequeNo: payments.chequeNo,
      place: payments.place,
      details: payments.details,
      isAdvance: payments.isAdvance,
      carId: payments.vehicleId,
      stockNo: vehicles.stockNo,
      chassisNo: vehicles.chassisNo,
      model: vehicles.model,
      party: sql<string>`coalesce(${fullName(customers.firstName, customers.lastName)}, ${vendors.name}, '')`,
      recordedBy: fullName(users.firstName, users.lastName),
    })
    .from(payments)
    .innerJoin(vehicles, eq(vehicles.id, payments.vehicleId))
    .leftJoin(customers, eq(customers.id, payments.customerId))
    .leftJoin(vendors, eq(vendors.id, payments.vendorId))
    .leftJoin(users, eq(users.id, payments.createdBy))
    .where(eq(payments.id, id))
  return row
}
export type Receipt = NonNullable<Awaited<ReturnType<typeof getReceipt>>>
