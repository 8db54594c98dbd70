import { Box, Grid, MenuItem, TextField } from '@mui/material'
import { useState } from 'react'
import { can } from '../../../shared/permissions'
import type { Station } from '../../../shared/stations'
import type { Vendor } from '../../../shared/vendors'
import { useCountries } from '../../app/reference-data'
import { useSession } from '../../app/session'
import { CountryFilter } from '../../components/country-filter'
import { ListPicker, type Option } from '../../components/list-picker'
import { useAfterPaint } from '../../lib/use-after-paint'
import { stationOption, useCategoryOptions, type VehicleQuery, vendorOption } from './vehicles.api'

type Props = { query: VehicleQuery; onChange: (patch: Partial<VehicleQuery>) => void; withStatus: boolean }

/** Where each field sits: the pickers a cell of their own, the two dates side by side on a phone. */
const cell = { xs: 12, sm: 6, md: 4, lg: 3 }
const dateCell = { xs: 6, md: 4, lg: 3 }

/**
 * The filters of the vehicle lists: category, station, country, vendor, status, purchase date range.
 *
 * The fields render once the page's first render (with the list's rows) has been painted, blank space
 * of their size until then: on a slow machine they held the vehicles' first rows back (see
 * docs/decisions/0023, "Filters after the first paint").
 */
export const VehicleFilters = (props: Props) => {
  // A role without vendor access is offered no vendor filter (its list of vendors would be refused).
  const withVendor = can(useSession().profile?.userRole, 'vendors', 'view')
  return useAfterPaint() ? (
    <Fields {...props} withVendor={withVendor} />
  ) : (
    <Space withStatus={props.withStatus} withVendor={withVendor} />
  )
}

/** A field's height (MUI's small text field), so that the fields take the place of the space. */
const fieldHeight = 40

const Space = ({ withStatus, withVendor }: { withStatus: boolean; withVendor: boolean }) => (
  <Grid container spacing={1.5} aria-hidden>
    {[cell, cell, cell, ...(withVendor ? [cell] : []), ...(withStatus ? [cell] : []), dateCell, dateCell].map(
      (size, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of blank cells
        <Grid key={i} size={size}>
          <Box height={fieldHeight} />
        </Grid>
      ),
    )}
  </Grid>
)

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
