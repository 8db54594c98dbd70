import Add from '@mui/icons-material/Add'
import { Button, MenuItem, Stack, TextField, useMediaQuery, useTheme } from '@mui/material'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import { type Vendor, type VendorType, vendorTypeLabels, vendorTypes } from '../../../shared/vendors'
import { CountryFilter } from '../../components/country-filter'
import { DataTable } from '../../components/data-table'
import { ExportButtons } from '../../components/export-buttons'
import { Page } from '../../components/page'
import { useNotify } from '../../lib/notify'
import { useCountries } from '../../lib/reference-data'
import { useSession } from '../session'
import { vendorColumns } from './vendor-columns'
import { useVendorErrorAlert, vendorFailure } from './vendor-failure'
import { useDeleteVendor, useVendors, type VendorListQuery } from './vendors.api'

/** /vendor/listing: search, country and type filters, sort and paging on the server. */
const VendorListPage = () => {
  const [query, setQuery] = useState<VendorListQuery>({ page: 1, pageSize: 25, sort: 'name' })
  const vendors = useVendors(query)
  const countries = useCountries()
  const remove = useDeleteVendor()
  const notify = useNotify()
  const { profile } = useSession()
  const canEdit = can(profile?.userRole, 'vendors', 'manage')
  const canDelete = can(profile?.userRole, 'vendors', 'delete')
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'))
  const m = messages.vendors

  useVendorErrorAlert(vendors.error, m.fetchFailed)

  const onDelete = async (vendor: Vendor) => {
    if (!(await notify.confirm({ title: messages.common.deleteTitle, text: m.deleteConfirm }))) return
    try {
      await remove.mutateAsync(vendor.id)
      await notify.alert({ title: messages.common.deletedTitle, text: m.deleted, icon: 'success' })
    } catch (err) {
      await notify.alert(vendorFailure(err, m.deleteFailed))
    }
  }

  return (
    <Page
      title="Vendors"
      actions={
        <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <ExportButtons path="vendor" query={query} filename="vendors" />
          {canEdit && (
            <Button component={Link} to="/vendor/add" variant="contained" startIcon={<Add />}>
              Add vendor
            </Button>
          )}
        </Stack>
      }
    >
      <DataTable
        rows={vendors.data?.rows ?? []}
        total={vendors.data?.total ?? 0}
        loading={vendors.isFetching}
        columns={vendorColumns({ canEdit, canDelete, onDelete, compact })}
        getRowId={(r) => r.id}
        query={query}
        onQueryChange={(q) => setQuery((prev) => ({ ...prev, ...q }))}
        searchLabel="Search name, phone, e-mail, city"
        toolbar={
          <>
            <CountryFilter
              countries={countries.data ?? []}
              value={query.countryId}
              onChange={(countryId) => setQuery((q) => ({ ...q, countryId, page: 1 }))}
            />
            <TextField
              select
              label="Type"
              value={query.type ?? ''}
              onChange={(e) =>
                setQuery((q) => ({ ...q, type: (e.target.value || undefined) as VendorType, page: 1 }))
              }
              sx={{ minWidth: 160, maxWidth: { sm: 200 } }}
            >
              <MenuItem value="">All types</MenuItem>
              {vendorTypes.map((t) => (
                <MenuItem key={t} value={t}>
                  {vendorTypeLabels[t]}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
      />
    </Page>
  )
}

export default VendorListPage
