import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { currencies } from '../countries/countries.table'
import { files } from '../files/files.table'
import { shipmentCosts } from '../shipments/shipments.table'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'

/** A cost on a vehicle (auction fee, transport, repair…), in its own currency. */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    details: text('details'),
    receiptId: uuid('receipt_id').references(() => files.id),
    /** Set when the expense is the car's share of a shipment's cost: it changes only with that cost. */
    shipmentCostId: integer('shipment_cost_id').references((): AnyPgColumn => shipmentCosts.id, {
      onDelete: 'cascade',
    }),
    /**
     * Set when the expense is a typed line of an auction invoice or the refund of one (a negative
     * amount): it changes only through the auction purchase or the export file.
     */
    lineKind: text('line_kind'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every update: a save from a form that loaded another version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('expenses_vehicle_idx').on(t.vehicleId, t.date),
    // A month's expenses (dashboard) and the expenses list, newest first.
    index('expenses_date_idx').on(t.date, t.id),
    index('expenses_currency_idx').on(t.currency),
    index('expenses_receipt_idx').on(t.receiptId),
    index('expenses_created_by_idx').on(t.createdBy),
    index('expenses_shipment_cost_idx').on(t.shipmentCostId),
    index('expenses_line_kind_idx').on(t.vehicleId, t.lineKind).where(sql`${t.lineKind} is not null`),
  ],
)
