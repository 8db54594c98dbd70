import { Autocomplete, CircularProgress, TextField } from '@mui/material'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '../lib/api'
import { useDebouncedValue } from '../lib/use-debounced-value'

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
export const listPickerQuery = <T,>(path: ListSource<T>['path'], query: ListFilters = {}, q = '') =>
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

type Props<T> = ListSource<T> & {
  label: string
  /** The form field it fills: its input carries the name, so a server message for it lands under it. */
  name?: string
  value: Option<T> | null
  onChange: (option: Option<T> | null) => void
  /** An id not to offer (the station a vehicle already stands at). */
  excludeId?: number
  error?: string
  helperText?: string
  size?: 'small' | 'medium'
  /** The form's schema refuses it empty: the label's asterisk, as the kit fields of form-fields.tsx show it. */
  required?: boolean
}

/** The one picker of the app: it searches a list on the server as the user types (vendors, stations, vehicles…). */
export const ListPicker = <T,>({
  path,
  query,
  toOption,
  label,
  name,
  value,
  onChange,
  excludeId,
  error,
  helperText,
  size = 'small',
  required,
}: Props<T>) => {
  const [input, setInput] = useState(value?.label ?? '')
  const [typed, setTyped] = useState('')
  const q = useDebouncedValue(typed.trim(), 250)
  // The last answer stays shown while the next search runs, rather than the list emptying at each key.
  const rows = useQuery({ ...listPickerQuery<T>(path, query, q), placeholderData: keepPreviousData })
  const shown = (rows.data ?? []).map(toOption).filter((o) => o.id !== excludeId)
  return (
    <Autocomplete
      value={value}
      onChange={(_e, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_e, v, reason) => {
        setInput(v)
        // Only what the user types searches; showing the picked option's label does not.
        if (reason === 'input' || reason === 'clear') setTyped(reason === 'clear' ? '' : v)
      }}
      options={shown}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={rows.isFetching}
      noOptionsText={q ? 'Nothing found' : 'Type to search'}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          {o.label}
          {o.hint && <span style={{ marginLeft: 8, opacity: 0.6 }}>{o.hint}</span>}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          size={size}
          required={required}
          error={!!error}
          helperText={error ?? helperText}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {rows.isFetching && <CircularProgress size={16} />}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  )
}
