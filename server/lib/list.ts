import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm'
import type { ListQuery } from '../../shared/list-query'

/**
 * ORDER BY for `sort` ("name" or "-name") among the allowed columns, with the id as a stable tie-break
 * in the same direction, so one index on (column, id) serves the order read forwards or backwards. An
 * unknown column (`toString` included) is the fallback, in the direction asked.
 */
export const orderBy = (
  sort: string | undefined,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: string,
  id: AnyColumn,
) => {
  const key = sort?.replace(/^-/, '') ?? fallback
  const column = Object.hasOwn(sortable, key) ? sortable[key]! : sortable[fallback]!
  return sort?.startsWith('-') ? [desc(column), desc(id)] : [asc(column), asc(id)]
}

/** LIMIT/OFFSET of a list request (page 1 when no page is given). */
export const pageOf = (query: ListQuery) => ({
  limit: query.pageSize,
  offset: ((query.page ?? 1) - 1) * query.pageSize,
})

/** `%q%` for ILIKE, with the wildcard characters of the user's text escaped. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
