import { index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core'

export const currencies = pgTable('currencies', {
  code: varchar('code', { length: 3 }).primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  decimals: smallint('decimals').notNull().default(2),
})

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    isoCode: varchar('iso_code', { length: 2 }).notNull().unique(),
    currency: varchar('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    dialCode: varchar('dial_code', { length: 8 }).notNull(),
    flag: text('flag').notNull(),
    sortOrder: integer('sort_order').notNull().default(100),
  },
  (t) => [index('countries_currency_idx').on(t.currency)],
)
