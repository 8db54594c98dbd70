import { asc, eq } from 'drizzle-orm'
import type { DestinationRule } from '../../../shared/destination-rules'
import type { Queryable } from '../../db/client'
import { asLoaded, changedMeanwhile, nextVersion } from '../../lib/versions'
import { countries } from '../countries/countries.table'
import { destinationRules } from './destination-rules.table'

const columns = {
  id: destinationRules.id,
  version: destinationRules.version,
  countryId: destinationRules.countryId,
  countryName: countries.name,
  maxAgeYears: destinationRules.maxAgeYears,
  ageFrom: destinationRules.ageFrom,
  appliedBy: destinationRules.appliedBy,
  steering: destinationRules.steering,
  inspectionAgency: destinationRules.inspectionAgency,
  source: destinationRules.source,
  effectiveFrom: destinationRules.effectiveFrom,
  notes: destinationRules.notes,
}

/** Every rule, by country name: a few dozen rows at most, so no paging. */
export const listDestinationRules = async (db: Queryable) =>
  (await db
    .select(columns)
    .from(destinationRules)
    .innerJoin(countries, eq(countries.id, destinationRules.countryId))
    .orderBy(asc(countries.name))) as DestinationRule[]

export const getDestinationRuleRow = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(destinationRules).where(eq(destinationRules.id, id))
  return row
}

export type DestinationRuleValues = Omit<typeof destinationRules.$inferInsert, 'id' | 'version'>

export const insertDestinationRule = async (db: Queryable, values: DestinationRuleValues) => {
  const [row] = await db.insert(destinationRules).values(values).returning()
  return row!
}

export const updateDestinationRule = async (
  db: Queryable,
  id: number,
  values: DestinationRuleValues,
  version?: number,
) => {
  const [row] = await db
    .update(destinationRules)
    .set({ ...values, version: nextVersion(destinationRules), updatedAt: new Date() })
    .where(asLoaded(destinationRules, id, version))
    .returning()
  if (!row) throw changedMeanwhile()
  return row
}

/** A country's rule, or undefined when it has none. */
export const ruleOfCountry = async (db: Queryable, countryId: number) => {
  const [row] = await db
    .select(columns)
    .from(destinationRules)
    .innerJoin(countries, eq(countries.id, destinationRules.countryId))
    .where(eq(destinationRules.countryId, countryId))
  return row as DestinationRule | undefined
}
