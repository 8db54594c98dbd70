import { sql } from 'drizzle-orm'
import {
  date,
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

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    whatsapp: text('whatsapp'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth'),
    businessName: text('business_name'),
    businessType: text('business_type'),
    businessCardId: uuid('business_card_id').references(() => files.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    businessCountryId: integer('business_country_id').references(() => countries.id),
    currency: varchar('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    destinationPort: text('destination_port'),
    shippingMode: text('shipping_mode'),
    tradeTerm: text('trade_term'),
    address: text('address'),
    city: text('city'),
    province: text('province'),
    postCode: text('post_code'),
    idCardFrontId: uuid('id_card_front_id').references(() => files.id),
    idCardBackId: uuid('id_card_back_id').references(() => files.id),
    photoId: uuid('photo_id').references(() => files.id),
    securityDeposit: numeric('security_deposit', { precision: 18, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every update: a save from a form that loaded another version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('customers_email_uq').on(sql`lower(${t.email})`),
    index('customers_country_idx').on(t.countryId),
    index('customers_business_country_idx').on(t.businessCountryId),
    index('customers_currency_idx').on(t.currency),
    index('customers_business_card_idx').on(t.businessCardId),
    index('customers_id_front_idx').on(t.idCardFrontId),
    index('customers_id_back_idx').on(t.idCardBackId),
    index('customers_photo_idx').on(t.photoId),
    index('customers_search_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.phone}, '') || ' ' || coalesce(${t.whatsapp}, '') || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.city}, '') || ' ' || coalesce(${t.businessName}, '')) gin_trgm_ops`,
    ),
  ],
)
