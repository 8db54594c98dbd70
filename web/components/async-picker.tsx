import { Autocomplete, CircularProgress, TextField } from '@mui/material'
import { useState } from 'react'
import { useDebouncedValue } from '../lib/use-debounced-value'

/** One choice: an id, its label, a hint beside it, and optionally the record it stands for. */
export type Option<T = unknown> = { id: number; label: string; hint?: string; value?: T }
type OptionsHook<T> = (q: string) => { data?: Option<T>[]; isFetching: boolean }

type Props<T> = {
  label: string
  /** The form field it fills: its input carries the name, so a server message for it lands under it. */
  name?: string
  value: Option<T> | null
  onChange: (option: Option<T> | null) => void
  /** A query hook of the feature's api file: the server searches, the browser shows one page. */
  useOptions: OptionsHook<T>
  /** An id not to offer (the station a vehicle already stands at). */
  excludeId?: number
  error?: string
  helperText?: string
  size?: 'small' | 'medium'
  /** The form's schema refuses it empty: the label's asterisk, as the kit fields of form-fields.tsx show it. */
  required?: boolean
}

/** The one picker of the app: it searches the server as the user types (vendors, stations, vehicles…). */
export const AsyncPicker = <T,>({
  label,
  name,
  value,
  onChange,
  useOptions,
  excludeId,
  error,
  helperText,
  size = 'small',
  required,
}: Props<T>) => {
  const [input, setInput] = useState(value?.label ?? '')
  const [typed, setTyped] = useState('')
  const q = useDebouncedValue(typed.trim(), 250)
  const options = useOptions(q)
  const shown = (options.data ?? []).filter((o) => o.id !== excludeId)
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
      loading={options.isFetching}
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
                  {options.isFetching && <CircularProgress size={16} />}
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
