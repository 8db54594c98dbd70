import { Stack, TextField } from '@mui/material'
import { CountrySelect, CurrencySelect } from '../../components/filter-selects'

export type PendingFilter = { q: string; currency: string; country: number | '' }

type Props = {
  value: PendingFilter
  onChange: (change: Partial<PendingFilter>) => void
  /** Only the roles that see every country choose one. */
  showCountry: boolean
}

/** Search, currency and country of the pending list. */
export const PendingFilters = ({ value, onChange, showCountry }: Props) => {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5}>
      <TextField
        size="small"
        label="Search"
        placeholder="Name or e-mail"
        value={value.q}
        onChange={(e) => onChange({ q: e.target.value })}
      />
      <CurrencySelect value={value.currency} onChange={(currency) => onChange({ currency })} />
      {showCountry && <CountrySelect value={value.country} onChange={(country) => onChange({ country })} />}
    </Stack>
  )
}
