import { MenuItem, Stack, TextField } from '@mui/material'
import { useCountries, useCurrencies } from '../../app/reference-data'

export type PendingFilter = { q: string; currency: string; country: number | '' }

type Props = {
  value: PendingFilter
  onChange: (change: Partial<PendingFilter>) => void
  /** Only the roles that see every country choose one. */
  showCountry: boolean
}

/** Search, currency and country of the pending list. */
export const PendingFilters = ({ value, onChange, showCountry }: Props) => {
  const currencies = useCurrencies().data ?? []
  const countries = useCountries().data ?? []
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5}>
      <TextField
        size="small"
        label="Search"
        placeholder="Name or e-mail"
        value={value.q}
        onChange={(e) => onChange({ q: e.target.value })}
      />
      <TextField
        size="small"
        select
        label="Currency"
        value={value.currency}
        onChange={(e) => onChange({ currency: e.target.value })}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">All</MenuItem>
        {currencies.map((c) => (
          <MenuItem key={c.code} value={c.code}>
            {c.code}
          </MenuItem>
        ))}
      </TextField>
      {showCountry && (
        <TextField
          size="small"
          select
          label="Country"
          value={value.country}
          onChange={(e) => onChange({ country: e.target.value === '' ? '' : Number(e.target.value) })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All</MenuItem>
          {countries.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  )
}
