import { Autocomplete, TextField } from '@mui/material'
import { useEffect, useState } from 'react'
import type { Station } from '../../../shared/stations'
import { useStationSearch } from './moves.api'

type Props = {
  value: Station | null
  onChange: (station: Station | null) => void
  /** The station the vehicle stands at: not offered. */
  excludeId: number
  error?: string
}

/** The destination station, searched on the server as the user types. */
export const StationPicker = ({ value, onChange, excludeId, error }: Props) => {
  const [open, setOpen] = useState(false)
  const [input, setInput] = useState('')
  const [q, setQ] = useState('')
  useEffect(() => {
    const t = setTimeout(() => setQ(input.trim()), 300)
    return () => clearTimeout(t)
  }, [input])
  const search = useStationSearch(value && input === labelOf(value) ? '' : q, open)
  const options = (search.data ?? []).filter((s) => s.id !== excludeId)
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_e, station) => onChange(station)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      options={options}
      loading={search.isFetching}
      filterOptions={(x) => x}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText="No station found"
      renderInput={(params) => (
        <TextField
          {...params}
          label="Destination station"
          error={!!error}
          helperText={error ?? 'Type to search stations'}
        />
      )}
    />
  )
}

const labelOf = (s: Station) => `${s.name} — ${s.city}, ${s.countryName} (${s.currency})`
