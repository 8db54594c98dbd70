import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm'
import type { ListQuery } from '../../shared/list-query'

/**
 * ORDER BY for `sort` ("name" or "-name") among the allowed columns, with the id as a stable tie-break
 * in the same direction, so one index on (column, id) serves the order read forwards or backwards.
 */
export const orderBy = (
  sort: string | undefined,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: string,
  id: AnyColumn,
) => {
  const key = sort?.replace(/^-/, '') ?? fallback
  const column = sortable[key] ?? sortable[fallback]!
  return sort?.startsWith('-') ? [desc(column), desc(id)] : [asc(column), asc(id)]
}

/** LIMIT/OFFSET of a list request (page 1 when no page is given). */
export const pageOf = (query: ListQuery) => ({
  limit: query.pageSize,
  offset: ((query.page ?? 1) - 1) * query.pageSize,
})

/** A list's first pages: their LIMIT and OFFSET are written into the statement as numbers (`pageWindow`). */
const literalPages = 10

/**
 * A page's LIMIT and OFFSET for a prepared statement (planned by PostgreSQL and kept per connection).
 * As parameters, the plan PostgreSQL would keep for every page cannot know that a page is a few rows,
 * so it reads the whole list; PostgreSQL rightly refuses it and plans the page again on every request,
 * which on the vehicle list and the reports costs more than running it (1–2 ms of 2–4). The first pages,
 * the ones people open, are written as numbers instead: each is planned once per connection and then
 * only run. Deeper pages keep parameters, so a connection prepares a bounded number of statements.
 * `key` tells the statements apart.
 */
export const pageWindow = (limit: number, offset: number) => {
  const literal =
    Number.isSafeInteger(limit) &&
    Number.isSafeInteger(offset) &&
    limit > 0 &&
    offset >= 0 &&
    offset < literalPages * limit
  return literal
    ? {
        // Drizzle writes an SQL chunk given as a limit or offset as it is.
        limit: sql.raw(String(limit)) as unknown as number,
        offset: sql.raw(String(offset)) as unknown as number,
        sql: sql.raw(`limit ${limit} offset ${offset}`),
        key: `${limit}@${offset}`,
      }
    : { limit, offset, sql: sql`limit ${limit} offset ${offset}`, key: 'any' }
}

/** `%q%` for ILIKE, with the wildcard characters of the user's text escaped. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Totals and figures already computed, by key: a list's pages and re-fetches do not count them again. */
const kept = new Map<string, { value: unknown; at: number; generation: number }>()
const keptMost = 500
const keptSeconds = 10
let generation = 0

/**
 * Called after every write this server answers: what was computed before it is computed again. A write
 * through another server process is seen within `keptSeconds`.
 */
export const dataChanged = () => {
  generation += 1
}

/**
 * A figure computed from many rows (a list's total, the stock per station), computed once per key: kept
 * until this server answers a write, or for 10 seconds (writes through another server process).
 */
export const cached = async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
  const found = kept.get(key)
  if (found && found.generation === generation && Date.now() - found.at < keptSeconds * 1000)
    return found.value as T
  const at = Date.now()
  const seen = generation
  const value = await compute()
  kept.delete(key)
  kept.set(key, { value, at, generation: seen })
  if (kept.size > keptMost) kept.delete(kept.keys().next().value!)
  return value
}

/** A count statement (its text and parameters are the key), or a key naming a list and its filter. */
type CountedQuery = string | { toSQL: () => { sql: string; params: unknown[] } }

/** The total of a list query (`count` runs it), counted once per filter (see `cached`). */
export const cachedTotal = (query: CountedQuery, count: () => Promise<number>) =>
  cached(typeof query === 'string' ? query : JSON.stringify(query.toSQL()), count)
