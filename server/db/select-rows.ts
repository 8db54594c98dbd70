import type { SQL } from 'drizzle-orm'
import type { Queryable } from './client'

/** Rows of a hand-written query (both drivers answer with `rows`); columns are aliased to T's keys. */
export const selectRows = async <T>(db: Queryable, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows
