import { MenuItem, TextField } from '@mui/material'
import { useCountries, useCurrencies } from '../lib/reference-data'

/** A small "Currency" select of a list's filters: every currency, or "All" (''). */
export const CurrencySelect = ({ value, onChange }: { value: string; onChange: (code: string) => void }) => {
  const currencies = useCurrencies().data ?? []
  return (
    <TextField
      size="small"
      select
      label="Currency"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">All</MenuItem>
      {currencies.map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {c.code}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** A small "Country" select of a list's filters: every country by id, or "All" (''). */
export const CountrySelect = ({
  value,
  onChange,
}: {
  value: number | ''
  onChange: (id: number | '') => void
}) => {
  const countries = useCountries().data ?? []
  return (
    <TextField
      size="small"
      select
      label="Country"
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">All</MenuItem>
      {countries.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  )
}
