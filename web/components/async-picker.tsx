import { Autocomplete, CircularProgress, TextField } from '@mui/material'
import { useEffect, useState } from 'react'

export type Option = { id: number; label: string; hint?: string }
type OptionsHook = (q: string) => { data?: Option[]; isFetching: boolean }

type Props = {
  label: string
  value: Option | null
  onChange: (option: Option | null) => void
  /** A query hook of the feature's api file: the server searches, the browser shows one page. */
  useOptions: OptionsHook
  error?: string
  helperText?: string
}

/** A picker that searches the server as the user types (vendors, stations…). */
export const AsyncPicker = ({ label, value, onChange, useOptions, error, helperText }: Props) => {
  const [input, setInput] = useState(value?.label ?? '')
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  useEffect(() => {
    const t = setTimeout(() => setQ(typed), 250)
    return () => clearTimeout(t)
  }, [typed])
  const options = useOptions(q)
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
      options={options.data ?? []}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={options.isFetching}
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
          size="small"
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
