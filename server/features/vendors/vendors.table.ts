import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { countries, currencies } from '../countries/countries.table'
import { files } from '../files/files.table'

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    registrationNo: text('registration_no'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    currency: varchar('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    advance: numeric('advance', { precision: 18, scale: 2 }).notNull().default('0'),
    pictureId: uuid('picture_id').references(() => files.id),
    idCardId: uuid('id_card_id').references(() => files.id),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every update: a save from a form that loaded another version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('vendors_name_country_uq').on(sql`lower(${t.name})`, t.countryId),
    index('vendors_country_idx').on(t.countryId),
    index('vendors_currency_idx').on(t.currency),
    index('vendors_picture_idx').on(t.pictureId),
    index('vendors_id_card_idx').on(t.idCardId),
    index('vendors_search_idx').using(
      'gin',
      sql`(${t.name} || ' ' || coalesce(${t.phone}, '') || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.city}, '')) gin_trgm_ops`,
    ),
  ],
)
