import { Grid, MenuItem, TextField } from '@mui/material'
import { useState } from 'react'
import { can } from '../../../shared/permissions'
import type { Station } from '../../../shared/stations'
import type { Vendor } from '../../../shared/vendors'
import { CountryFilter } from '../../components/country-filter'
import { ListPicker, type Option } from '../../components/list-picker'
import { useCountries } from '../../lib/reference-data'
import { useSession } from '../session'
import { stationOption, useCategoryOptions, type VehicleQuery, vendorOption } from './vehicles.api'

type Props = { query: VehicleQuery; onChange: (patch: Partial<VehicleQuery>) => void; withStatus: boolean }

/** Where each field sits: the pickers a cell of their own, the two dates side by side on a phone. */
const cell = { xs: 12, sm: 6, md: 4, lg: 3 }
const dateCell = { xs: 6, md: 4, lg: 3 }

/**
 * The filters of the vehicle lists: category, station, country, vendor, status, purchase date range,
 * and the destination a vehicle can still enter under its age limit.
 */
export const VehicleFilters = (props: Props) => {
  // A role without vendor access is offered no vendor filter (its list of vendors would be refused).
  const withVendor = can(useSession().profile?.userRole, 'vendors', 'view')
  return <Fields {...props} withVendor={withVendor} />
}

const Fields = ({ query, onChange, withStatus, withVendor }: Props & { withVendor: boolean }) => {
  const countries = useCountries()
  const categories = useCategoryOptions()
  const [station, setStation] = useState<Option<Station> | null>(null)
  const [vendor, setVendor] = useState<Option<Vendor> | null>(null)
  return (
    <Grid container spacing={1.5}>
      <Grid size={cell}>
        <TextField
          select
          label="Category"
          value={query.categoryId ?? ''}
          onChange={(e) => onChange({ categoryId: e.target.value ? Number(e.target.value) : undefined })}
        >
          <MenuItem value="">All categories</MenuItem>
          {(categories.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={cell}>
        <ListPicker
          label="Station"
          value={station}
          path="Station"
          toOption={stationOption}
          onChange={(o) => {
            setStation(o)
            onChange({ stationId: o?.id })
          }}
        />
      </Grid>
      <Grid size={cell}>
        <CountryFilter
          countries={countries.data ?? []}
          value={query.countryId}
          onChange={(countryId) => onChange({ countryId })}
        />
      </Grid>
      {withVendor && (
        <Grid size={cell}>
          <ListPicker
            label="Vendor"
            value={vendor}
            path="vendor"
            toOption={vendorOption}
            onChange={(o) => {
              setVendor(o)
              onChange({ vendorId: o?.id })
            }}
          />
        </Grid>
      )}
      {withStatus && (
        <Grid size={cell}>
          <TextField
            select
            label="Status"
            value={query.status ?? ''}
            onChange={(e) => onChange({ status: (e.target.value || undefined) as VehicleQuery['status'] })}
          >
            <MenuItem value="">Any status</MenuItem>
            <MenuItem value="in_stock">In stock</MenuItem>
            <MenuItem value="sold">Sold</MenuItem>
          </TextField>
        </Grid>
      )}
      <Grid size={cell}>
        <CountryFilter
          label="Can still enter"
          all="Any destination"
          countries={countries.data ?? []}
          value={query.canEnter}
          onChange={(canEnter) => onChange({ canEnter })}
        />
      </Grid>
      <Grid size={dateCell}>
        <TextField
          type="date"
          label="Bought from"
          value={query.from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={dateCell}>
        <TextField
          type="date"
          label="to"
          value={query.to ?? ''}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
    </Grid>
  )
}
