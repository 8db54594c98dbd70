import { MenuItem, TextField } from '@mui/material'
import type { Country } from '../../shared/countries'
import { CountryName } from './country-flag'

/** The country filter of list pages; `label` and `all` (the empty choice) name another country filter. */
type Props = {
  countries: Country[]
  value?: number
  onChange: (id?: number) => void
  fullWidth?: boolean
  label?: string
  all?: string
}

export const CountryFilter = ({
  countries,
  value,
  onChange,
  fullWidth,
  label = 'Country',
  all = 'All countries',
}: Props) => (
  <TextField
    select
    label={label}
    value={value ?? ''}
    onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
    sx={fullWidth ? undefined : { minWidth: 200, maxWidth: { sm: 240 } }}
  >
    <MenuItem value="">{all}</MenuItem>
    {countries.map((c) => (
      <MenuItem key={c.id} value={c.id}>
        <CountryName name={c.name} code={c.isoCode} flag={c.flag} />
      </MenuItem>
    ))}
  </TextField>
)
