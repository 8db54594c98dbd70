import { date, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { countries } from '../countries/countries.table'

/**
 * What a destination country admits (shared/destination-rules.ts): one rule per country, with where it
 * is published. Owners keep them; Kenya's is seeded from its published rule.
 */
export const destinationRules = pgTable(
  'destination_rules',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    maxAgeYears: smallint('max_age_years'),
    ageFrom: text('age_from').notNull().default('first_registration'),
    appliedBy: text('applied_by').notNull().default('arrival'),
    steering: text('steering'),
    inspectionAgency: text('inspection_agency'),
    source: text('source').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every update: a save from a form that loaded another version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('destination_rules_country_uq').on(t.countryId)],
)
