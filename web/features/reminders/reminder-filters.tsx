import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material'
import { overdueThresholdDays } from '../../../shared/reminders'
import { CountrySelect, CurrencySelect } from '../../components/filter-selects'

export type ReminderFilter = {
  q: string
  type: '' | 'customer' | 'vendor'
  currency: string
  country: number | ''
  overdueOnly: boolean
}
export const noReminderFilter: ReminderFilter = {
  q: '',
  type: '',
  currency: '',
  country: '',
  overdueOnly: false,
}

type Props = {
  value: ReminderFilter
  onChange: (change: Partial<ReminderFilter>) => void
  /** Only the roles that see every country choose one. */
  showCountry: boolean
}

/** Search, type, currency, country and overdue-only of the pending list. */
export const ReminderFilters = ({ value, onChange, showCountry }: Props) => {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: { sm: 'center' },
        '& > .MuiTextField-root': { flex: { sm: '1 1 160px' }, width: { sm: 'auto' } },
      }}
    >
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
        label="Type"
        value={value.type}
        onChange={(e) => onChange({ type: e.target.value as ReminderFilter['type'] })}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">All</MenuItem>
        <MenuItem value="customer">Customers</MenuItem>
        <MenuItem value="vendor">Vendors</MenuItem>
      </TextField>
      <CurrencySelect value={value.currency} onChange={(currency) => onChange({ currency })} />
      {showCountry && <CountrySelect value={value.country} onChange={(country) => onChange({ country })} />}
      <FormControlLabel
        control={
          <Switch checked={value.overdueOnly} onChange={(e) => onChange({ overdueOnly: e.target.checked })} />
        }
        label={`Overdue only (${overdueThresholdDays}+ days)`}
      />
    </Box>
  )
}
