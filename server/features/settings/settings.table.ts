import { sql } from 'drizzle-orm'
import { check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../users/users.table'

/** Binary data: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * The business's own details, one row (id 1): the letterhead of every PDF. The logo is kept here as
 * bytes (small: re-encoded and scaled down on upload), so any server process can draw it from the
 * database alone.
 */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    bankDetails: text('bank_details'),
    logo: bytea('logo'),
    logoMime: text('logo_mime'),
    /** The roles that must sign in with a second factor (none on a fresh install). */
    twoFactorRoles: text('two_factor_roles').array().notNull().default(sql`'{}'::text[]`),
    // The export chain's periods no law fixes (shared/export-files.ts `chainSettings`): the owners' own.
    auctionPaymentDays: integer('auction_payment_days').notNull().default(3),
    reinspectionDays: integer('reinspection_days').notNull().default(7),
    originalsAfterPaymentDays: integer('originals_after_payment_days').notNull().default(7),
    taxPeriodMonths: integer('tax_period_months').notNull().default(12),
    fiscalYearEndMonth: integer('fiscal_year_end_month').notNull().default(3),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every update: a save from a form that loaded another version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('business_settings_one_row', sql`${t.id} = 1`),
    index('business_settings_updated_by_idx').on(t.updatedBy),
  ],
)
