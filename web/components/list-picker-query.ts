import { queryOptions } from '@tanstack/react-query'
import { api } from '../lib/api'

/** One choice: an id, its label, a hint beside it, and optionally the record it stands for. */
export type Option<T = unknown> = { id: number; label: string; hint?: string; value?: T }

/** A list's own query fields, sent beside the search (`{ sort: 'name' }`). */
export type ListFilters = Record<string, string | number | boolean | undefined>

/**
 * Where a picker's choices come from: a list endpoint of the list contract (or several, searched
 * together, for a role that may read some of the lists but not the whole), its filters, and what a row
 * shows as a choice.
 */
export type ListSource<T> = {
  path: string | readonly string[]
  query?: ListFilters
  /** The row's label and hint, and the row itself as `value` when the form reads more of it. */
  toOption: (row: T) => Option<T>
}

/** One page of matches: the user narrows the search rather than scrolling through more. */
const pickerPageSize = 20

/**
 * The rows a picker shows for the search `q`, for a page that starts them early (the same key the
 * picker asks under). No `page` is sent: the server then counts no total, which a picker never shows.
 */
export const listPickerQuery = <T>(path: ListSource<T>['path'], query: ListFilters = {}, q = '') =>
  queryOptions({
    queryKey: ['list-picker', path, query, q],
    queryFn: async () => {
      const paths: readonly string[] = typeof path === 'string' ? [path] : path
      const lists = await Promise.all(
        paths.map((p) => api.list<T>(p, { ...query, q, pageSize: pickerPageSize })),
      )
      return lists.flatMap((l) => l.rows)
    },
    staleTime: 60_000,
  })
