import { sql } from 'drizzle-orm'
import {
  check,
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
  varchar,
} from 'drizzle-orm/pg-core'
import { countries, currencies } from '../countries/countries.table'
import { customers } from '../customers/customers.table'
import { users } from '../users/users.table'
import { vehicles } from '../vehicles/vehicles.table'

/**
 * The last bill number used in a year. Issuing a bill bumps its year's row inside the issuing
 * transaction (the row stays locked until commit), so numbers are consecutive, never reused and never
 * skipped: a transaction that fails takes its number back with it.
 */
export const billCounters = pgTable('bill_counters', {
  year: smallint('year').primaryKey(),
  last: integer('last').notNull(),
})

/**
 * An invoice of the bill book. Issued bills are never edited: a mistake is voided (keeping its number)
 * and a new bill issued. `buyerName` and `buyerAddress` are what was billed at issue, whether typed or
 * taken from the customer; `searchText` is the number, buyer and vehicle, for the list's search.
 */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    year: smallint('year').notNull(),
    seq: integer('seq').notNull(),
    status: text('status').notNull().default('issued'),
    customerId: integer('customer_id').references(() => customers.id),
    buyerName: text('buyer_name').notNull(),
    buyerAddress: text('buyer_address'),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    paymentTerms: text('payment_terms'),
    tradeTerm: text('trade_term').notNull(),
    currency: varchar('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    total: numeric('total', { precision: 18, scale: 2 }).notNull().default('0'),
    searchText: text('search_text').notNull(),
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bills_number_uq').on(t.number),
    uniqueIndex('bills_year_seq_uq').on(t.year, t.seq),
    check('bills_status_check', sql`${t.status} in ('issued', 'void')`),
    index('bills_customer_idx').on(t.customerId, t.issueDate),
    index('bills_vehicle_idx').on(t.vehicleId),
    index('bills_country_idx').on(t.countryId, t.issueDate),
    index('bills_currency_idx').on(t.currency),
    index('bills_voided_by_idx').on(t.voidedBy),
    index('bills_created_by_idx').on(t.createdBy),
    index('bills_issue_date_idx').on(t.issueDate),
    index('bills_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
)

/** The lines of a bill, in order; line totals are computed by the database when the bill is issued. */
export const billLines = pgTable(
  'bill_lines',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 2 }).notNull(),
    lineTotal: numeric('line_total', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('bill_lines_bill_position_uq').on(t.billId, t.position)],
)
