import { type AnyColumn, sql } from 'drizzle-orm'

/**
 * "First Last" of a person's two name columns, trimmed; null when both are missing (an outer join found
 * no one). Every list and document names people through this one expression.
 */
export const fullName = (first: AnyColumn, last: AnyColumn) =>
  sql<string | null>`nullif(trim(coalesce(${first}, '') || ' ' || coalesce(${last}, '')), '')`
