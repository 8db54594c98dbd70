import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { currencies } from '../countries/countries.table'
import { customers } from '../customers/customers.table'
import { sales } from '../sales/sales.table'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'
import { vendors } from '../vendors/vendors.table'

/**
 * Money on a vehicle (the spec's "term payment"): in from the customer of its sale, or out to the vendor
 * of its purchase. The receipt number is made from the id, which a sequence never hands out twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    receiptNo: text('receipt_no')
      .notNull()
      .generatedAlwaysAs(sql`'RC-' || extract(year from date)::int::text || '-' || lpad(id::text, 6, '0')`),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    direction: text('direction').notNull(),
    saleId: integer('sale_id').references(() => sales.id),
    customerId: integer('customer_id').references(() => customers.id),
    vendorId: integer('vendor_id').references(() => vendors.id),
    date: date('date').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    method: text('method').notNull(),
    chequeNo: text('cheque_no'),
    place: text('place'),
    details: text('details'),
    isAdvance: boolean('is_advance').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_receipt_no_uq').on(t.receiptNo),
    index('payments_vehicle_idx').on(t.vehicleId, t.direction),
    index('payments_sale_idx').on(t.saleId),
    index('payments_customer_idx').on(t.customerId, t.date),
    index('payments_vendor_idx').on(t.vendorId, t.date),
    index('payments_currency_idx').on(t.currency),
    index('payments_created_by_idx').on(t.createdBy),
  ],
)
