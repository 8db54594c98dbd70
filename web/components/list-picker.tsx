import { Autocomplete, CircularProgress, TextField } from '@mui/material'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useDebouncedValue } from '../lib/use-debounced-value'
import { type ListSource, listPickerQuery, type Option } from './list-picker-query'

// The query and its types live apart from the component, so a route's loader can start a picker's
// search without bringing the picker's UI into the first load.
export { type ListFilters, type ListSource, listPickerQuery, type Option } from './list-picker-query'

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
