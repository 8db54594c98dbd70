import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import type { Queryable } from './client'

/** Rows of a hand-written query (both drivers answer with `rows`); columns are aliased to T's keys. */
export const selectRows = async <T>(db: Queryable, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

/**
 * The select list of a hand-written query from a query builder's selection (`{ name: column }`): each
 * column under its key, so the rows read back with the same fields as the builder's.
 */
export const selectColumns = (columns: Record<string, AnyColumn | SQL>) =>
  sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  )
