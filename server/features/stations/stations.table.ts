import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { countries } from '../countries/countries.table'
import { files } from '../files/files.table'

export const stations = pgTable(
  'stations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    email: text('email'),
    address: text('address'),
    pictureId: uuid('picture_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every update: a save from a form that loaded another version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('stations_name_uq').on(sql`lower(${t.name})`),
    index('stations_country_idx').on(t.countryId),
    index('stations_picture_idx').on(t.pictureId),
    index('stations_search_idx').using(
      'gin',
      sql`(${t.name} || ' ' || ${t.city} || ' ' || coalesce(${t.phone}, '') || ' ' || coalesce(${t.email}, '')) gin_trgm_ops`,
    ),
  ],
)
