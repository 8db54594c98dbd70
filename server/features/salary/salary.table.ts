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
  varchar,
} from 'drizzle-orm/pg-core'
import { currencies } from '../countries/countries.table'
import { staff } from '../staff/staff.table'
import { users } from '../users/users.table'

/** A salary payment for a period ("Process salary"); an advance may exceed what was earned. */
export const salaryPayments = pgTable(
  'salary_payments',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    isAdvance: boolean('is_advance').notNull().default(false),
    paidOn: date('paid_on').notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('salary_payments_staff_idx').on(t.staffId, t.periodStart),
    index('salary_payments_currency_idx').on(t.currency),
    index('salary_payments_created_by_idx').on(t.createdBy),
  ],
)
