import { MenuItem, TextField } from '@mui/material'
import type { Country } from '../../shared/countries'

/** The country filter of list pages. */
export const CountryFilter = ({
  countries,
  value,
  onChange,
}: {
  countries: Country[]
  value?: number
  onChange: (id?: number) => void
}) => (
  <TextField
    select
    label="Country"
    value={value ?? ''}
    onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
    sx={{ minWidth: 200, maxWidth: { sm: 240 } }}
  >
    <MenuItem value="">All countries</MenuItem>
    {countries.map((c) => (
      <MenuItem key={c.id} value={c.id}>
        {c.flag} {c.name}
      </MenuItem>
    ))}
  </TextField>
)
