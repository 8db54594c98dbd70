import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from '../users/users.table'
import { currencies } from './countries.table'

/** How many units of `base` (BASE_CURRENCY when entered) one unit of `currency` is worth, from `date` on. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    currency: varchar('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    base: varchar('base', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    date: date('date').notNull(),
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    enteredBy: integer('entered_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exchange_rates_currency_date_uq').on(t.currency, t.base, t.date),
    index('exchange_rates_base_idx').on(t.base),
    index('exchange_rates_entered_by_idx').on(t.enteredBy),
  ],
)
