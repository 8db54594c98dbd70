import { type AnyColumn, asc, desc, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { ListQuery } from '../../shared/list-query'
import { keepNewest } from './keep-newest'

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

/**
 * The sort a request asked for, as one of the allowed columns ("name" or "-name"; an unknown column is
 * the fallback, in the direction asked): what a statement built once per sort is kept under, so a
 * caller cannot make the server build and keep one per word it sends.
 */
export const knownSort = (sort: string | undefined, sortable: Record<string, unknown>, fallback: string) => {
  const key = sort?.replace(/^-/, '') ?? fallback
  return `${sort?.startsWith('-') ? '-' : ''}${Object.hasOwn(sortable, key) ? key : fallback}`
}

/** LIMIT/OFFSET of a list request (page 1 when no page is given). */
export const pageOf = (query: ListQuery) => ({
  limit: query.pageSize,
  offset: ((query.page ?? 1) - 1) * query.pageSize,
})

/** Page sizes up to this are written into statements as numbers (`pageWindow`). */
const literalLimitMost = 500

/**
 * LIMIT and OFFSET for a prepared statement, which PostgreSQL plans and then keeps per connection, but
 * only if the plan it would keep for every execution (the generic plan) looks no worse than planning
 * afresh. With both as parameters the generic plan cannot know that a page is a few rows and reads the
 * whole list, so PostgreSQL plans every request instead, which on the vehicle list and the reports
 * costs as much as running it (see docs/decisions/0023). So the page size is written into
 * the statement as a number (one statement per page size), and the offset is a parameter read through a
 * sub-select, which the planner cannot see into whether it plans for one execution or for all: both
 * plans look the same to it, it keeps the generic one, and every page, the first or the 1,500th, is
 * planned once per connection. `key` tells a page size's statement apart.
 */
export const pageWindow = (limit: number) => {
  const literal = Number.isSafeInteger(limit) && limit > 0 && limit <= literalLimitMost
  /** The LIMIT given its value (or a placeholder for it): the number itself when it is written in. */
  const limitOf = <V>(value: V): V | SQL => (literal ? sql.raw(String(limit)) : value)
  /** The OFFSET given its value (or a placeholder for it). */
  const offsetOf = <V>(value: V): SQL => sql`(select ${value}::bigint)`
  return {
    key: literal ? String(limit) : 'any',
    limit: limitOf,
    offset: offsetOf,
    /**
     * The LIMIT and OFFSET of a query built once, from its `limit` and `offset` placeholders: drizzle
     * writes an SQL chunk given as either as it is, though its types name only numbers and placeholders.
     */
    placeholders: {
      limit: limitOf(sql.placeholder('limit')) as Placeholder,
      offset: offsetOf(sql.placeholder('offset')) as unknown as Placeholder,
    },
  }
}

/** `limit … offset …` of a hand-written statement, as `pageWindow` writes them. */
export const pageSql = (limit: number, offset: number) => {
  const window = pageWindow(limit)
  return sql`limit ${window.limit(limit)} offset ${window.offset(offset)}`
}

/** `%q%` for ILIKE, with the wildcard characters of the user's text escaped. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Totals and figures already computed, by key: a list's pages and re-fetches do not count them again. */
const kept = new Map<string, { value: unknown; at: number; generation: number }>()
const keptMost = 500
const keptSeconds = 10
let generation = 0

/** Whether something kept since `entry.at` still holds: no write answered since `seen`, under 10 seconds. */
const fresh = (entry: { at: number; generation: number }, seen = generation) =>
  entry.generation === seen && Date.now() - entry.at < keptSeconds * 1000

/**
 * Called after every write this server answers: what was computed before it is computed again. A write
 * through another server process is seen within `keptSeconds`.
 */
export const dataChanged = () => {
  generation += 1
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for writes that change no list's rows or figures (signing in): nothing kept is dropped for them. */
    listsUnchanged?: boolean
  }
}

/** Figures being computed, by key: requests asking for one meanwhile wait for that computation. */
const computing = new Map<string, { value: Promise<unknown>; generation: number }>()

/**
 * A figure computed from many rows (a list's total, the stock per station), computed once per key: kept
 * until this server answers a write, or for 10 seconds (writes through another server process). While
 * it is being computed, other requests for it wait for that computation instead of starting their own
 * (fifty dashboards opened as the figures expire cost one computation, not fifty); one started before
 * a write is not shared with requests that come after it.
 */
export const cached = async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
  const found = kept.get(key)
  if (found && fresh(found)) return found.value as T
  const seen = generation
  const running = computing.get(key)
  if (running && running.generation === seen) return running.value as Promise<T>
  const at = Date.now()
  const value = compute()
  computing.set(key, { value, generation: seen })
  try {
    const computed = await value
    keepNewest(kept, key, { value: computed, at, generation: seen }, keptMost)
    return computed
  } finally {
    if (computing.get(key)?.value === value) computing.delete(key)
  }
}

/** A count statement (its text and parameters are the key), or a key naming a list and its filter. */
type CountedQuery = string | { toSQL: () => { sql: string; params: unknown[] } }

/** The total of a list query (`count` runs it), counted once per filter (see `cached`). */
export const cachedTotal = (query: CountedQuery, count: () => Promise<number>) =>
  cached(typeof query === 'string' ? query : JSON.stringify(query.toSQL()), count)

/**
 * A row's place in a list: the row at `offset` (from 0) has these sort-key values (the sort column's,
 * then the id's).
 */
export type Anchor = { offset: number; key: unknown[] }

const anchorsKept = new Map<string, { at: number; generation: number; anchors: Anchor[] }>()
const anchorsPerList = 64

/**
 * Where rows already read stand in a list (its filters and order: `list` names them), so a later page
 * starts at the nearest row before it, found on the index by its sort key, instead of stepping over
 * every row before it: page 1,500 after page 1,499 (or again, or the next batch of an export) costs
 * about what the first page does. Kept like the totals (`cached`): until this server answers a write, or
 * for 10 seconds, so a write through another server shifts a page by the rows it added or removed for
 * 10 seconds at most, as paging by offset does anyway while others write.
 */
export const pageAnchors = (list: string) => {
  // Rows read before a write are not remembered after it.
  const seen = generation
  const current = () => {
    const found = anchorsKept.get(list)
    return found && fresh(found, seen) ? found : undefined
  }
  return {
    /** The known row nearest before `offset` (or at it), when it is past the list's start. */
    before: (offset: number): Anchor | undefined => {
      let best: Anchor | undefined
      for (const anchor of current()?.anchors ?? [])
        if (anchor.offset > 0 && anchor.offset <= offset && (!best || anchor.offset > best.offset))
          best = anchor
      return best
    },
    /** Rows just read, at their offsets. */
    remember: (anchors: Anchor[]) => {
      if (seen !== generation) return
      let found = current()
      if (!found) {
        found = { at: Date.now(), generation: seen, anchors: [] }
        keepNewest(anchorsKept, list, found, keptMost)
      }
      for (const anchor of anchors) {
        if (found.anchors.some((a) => a.offset === anchor.offset)) continue
        found.anchors.push(anchor)
        if (found.anchors.length > anchorsPerList) found.anchors.shift()
      }
    },
  }
}
