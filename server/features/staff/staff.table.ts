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
  varchar,
} from 'drizzle-orm/pg-core'
import { countries, currencies } from '../countries/countries.table'
import { users } from '../users/users.table'

/** Employees on the payroll (who may or may not sign in as users). */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nationalId: text('national_id'),
    phone: text('phone'),
    joiningDate: date('joining_date').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    currency: varchar('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    salary: numeric('salary', { precision: 18, scale: 2 }).notNull(),
    salaryType: text('salary_type').notNull(),
    hoursPerDay: numeric('hours_per_day', { precision: 4, scale: 2 }).notNull().default('8'),
    userId: integer('user_id').references(() => users.id),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every update: a save from a form that loaded another version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('staff_country_idx').on(t.countryId),
    index('staff_currency_idx').on(t.currency),
    index('staff_user_idx').on(t.userId),
    index('staff_search_idx').using(
      'gin',
      sql`(${t.name} || ' ' || coalesce(${t.phone}, '') || ' ' || coalesce(${t.nationalId}, '')) gin_trgm_ops`,
    ),
  ],
)
