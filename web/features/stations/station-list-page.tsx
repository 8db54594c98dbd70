import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { Avatar, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { formatMoney } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import type { Station } from '../../../shared/stations'
import { ContactActions } from '../../components/contact-actions'
import { CountryFilter } from '../../components/country-filter'
import { DataTable } from '../../components/data-table'
import { Page } from '../../components/page'
import { errorText } from '../../lib/api'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useCountries } from '../../lib/reference-data'
import { useSession } from '../session'
import { type StationQuery, useDeleteStation, useStations } from './stations.api'

const StationListPage = () => {
  const [query, setQuery] = useState<StationQuery>({ page: 1, pageSize: 25, sort: 'name' })
  const stations = useStations(query)
  const countries = useCountries()
  const remove = useDeleteStation()
  const notify = useNotify()
  const { profile } = useSession()
  const manage = can(profile?.userRole, 'stations', 'manage')
  const m = messages.stations

  useErrorAlert(stations.error, m.fetchFailed)

  const onDelete = async (station: Station) => {
    if (!(await notify.confirm({ title: messages.common.deleteTitle, text: m.deleteConfirm }))) return
    try {
      await remove.mutateAsync(station.id)
      await notify.alert({ title: messages.common.deletedTitle, text: m.deleted, icon: 'success' })
    } catch (err) {
      await notify.alert({ title: messages.common.errorTitle, text: errorText(err, m.deleteFailed) })
    }
  }

  const columns: GridColDef<Station>[] = [
    {
      field: 'pictureUrl',
      headerName: '',
      width: 64,
      sortable: false,
      renderCell: ({ row }) => (
        <Avatar
          variant="rounded"
          src={row.pictureUrl ?? undefined}
          alt=""
          sx={{ width: 40, height: 40, mt: 0.5 }}
        >
          {row.name.charAt(0)}
        </Avatar>
      ),
    },
    { field: 'name', headerName: 'Station', flex: 1, minWidth: 170 },
    { field: 'city', headerName: 'City', flex: 0.7, minWidth: 120 },
    { field: 'countryName', headerName: 'Country', flex: 0.8, minWidth: 140 },
    {
      field: 'contact',
      headerName: 'Contact',
      width: 150,
      sortable: false,
      renderCell: ({ row }) => <ContactActions phone={row.phone} whatsapp={row.whatsapp} email={row.email} />,
    },
    { field: 'vehicleCount', headerName: 'Vehicles', width: 95, type: 'number', sortable: false },
    {
      field: 'stockValue',
      headerName: 'Stock value',
      flex: 0.8,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) =>
        row.stockValue.length ? (
          <Stack justifyContent="center" sx={{ height: '100%' }}>
            {row.stockValue.map((v) => (
              <Typography key={v.currency} variant="body2">
                {formatMoney(v.amount, v.currency)}
              </Typography>
            ))}
          </Stack>
        ) : (
          formatMoney('0', row.currency)
        ),
    },
    ...(manage
      ? [
          {
            field: 'actions',
            headerName: '',
            width: 100,
            sortable: false,
            renderCell: ({ row }) => (
              <Stack direction="row">
                <Tooltip title="Edit">
                  <IconButton aria-label={`Edit ${row.name}`} component={Link} to={`/station/add/${row.id}`}>
                    <EditOutlined />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Delete">
                  <IconButton aria-label={`Delete ${row.name}`} color="error" onClick={() => onDelete(row)}>
                    <DeleteOutline />
                  </IconButton>
                </Tooltip>
              </Stack>
            ),
          } satisfies GridColDef<Station>,
        ]
      : []),
  ]

  return (
    <Page
      title="Stations"
      actions={
        manage && (
          <Button component={Link} to="/station/add" variant="contained" startIcon={<Add />}>
            Add station
          </Button>
        )
      }
    >
      <DataTable
        rows={stations.data?.rows ?? []}
        total={stations.data?.total ?? 0}
        loading={stations.isFetching}
        columns={columns}
        getRowId={(r) => r.id}
        query={query}
        onQueryChange={(q) => setQuery((prev) => ({ ...prev, ...q }))}
        searchLabel="Search name, city, phone, e-mail"
        toolbar={
          <CountryFilter
            countries={countries.data ?? []}
            value={query.countryId}
            onChange={(countryId) => setQuery((q) => ({ ...q, countryId, page: 1 }))}
          />
        }
      />
    </Page>
  )
}

export default StationListPage
