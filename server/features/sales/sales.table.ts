import { sql } from 'drizzle-orm'
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { currencies } from '../countries/countries.table'
import { customers } from '../customers/customers.table'
import { files } from '../files/files.table'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'

/**
 * A vehicle sold to a customer. Undoing a sale keeps the row (status 'reversed', with its date and
 * reason): the ledger shows the sale and its reversal. At most one active sale per vehicle.
 */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    date: date('date').notNull(),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    downPayment: numeric('down_payment', { precision: 18, scale: 2 }).notNull().default('0'),
    details: text('details'),
    documentId: uuid('document_id').references(() => files.id),
    imageId: uuid('image_id').references(() => files.id),
    status: text('status').notNull().default('active'),
    reversedOn: date('reversed_on'),
    reverseReason: text('reverse_reason'),
    reversedBy: integer('reversed_by').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_active_vehicle_uq').on(t.vehicleId).where(sql`${t.status} = 'active'`),
    index('sales_vehicle_idx').on(t.vehicleId),
    index('sales_customer_idx').on(t.customerId, t.date),
    // A month's sales (dashboard, reports by date).
    index('sales_date_idx').on(t.date),
    index('sales_currency_idx').on(t.currency),
    index('sales_document_idx').on(t.documentId),
    index('sales_image_idx').on(t.imageId),
    index('sales_reversed_by_idx').on(t.reversedBy),
    index('sales_created_by_idx').on(t.createdBy),
  ],
)

/**
 * A sale's schedule: seq 0 is the down payment (due on the sale date, when there is one), then the
 * instalments. The amounts of a sale's schedule sum exactly to its price.
 */
export const instalments = pgTable(
  'instalments',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id),
    seq: smallint('seq').notNull(),
    dueDate: date('due_date').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('instalments_sale_seq_uq').on(t.saleId, t.seq),
    index('instalments_due_idx').on(t.dueDate),
  ],
)
