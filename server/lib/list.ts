import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm'
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

/** `%q%` for ILIKE, with the wildcard characters of the user's text escaped. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Totals already counted, by query: a list's pages and re-fetches do not count the same filter again. */
const totals = new Map<string, { n: number; at: number; generation: number }>()
const totalsKept = 500
const totalSeconds = 10
let generation = 0

/**
 * Called after every write this server answers: totals counted before it are counted again. A write
 * through another server process is seen within `totalSeconds`.
 */
export const dataChanged = () => {
  generation += 1
}

/** A count statement (its text and parameters are the key), or a key naming a list and its filter. */
type CountedQuery = string | { toSQL: () => { sql: string; params: unknown[] } }

/**
 * The total of a list query (`count` runs it), counted once per filter: kept until this server
 * answers a write, or for 10 seconds (writes through another server process).
 */
export const cachedTotal = async (query: CountedQuery, count: () => Promise<number>) => {
  const key = typeof query === 'string' ? query : JSON.stringify(query.toSQL())
  const kept = totals.get(key)
  if (kept && kept.generation === generation && Date.now() - kept.at < totalSeconds * 1000) return kept.n
  const at = Date.now()
  const seen = generation
  const n = await count()
  totals.delete(key)
  totals.set(key, { n, at, generation: seen })
  if (totals.size > totalsKept) totals.delete(totals.keys().next().value!)
  return n
}
