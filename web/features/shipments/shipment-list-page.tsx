import Add from '@mui/icons-material/Add'
import { Button, Chip, Link as MuiLink, Stack, Typography, useMediaQuery, useTheme } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { can } from '../../../shared/permissions'
import {
  modeLabels,
  type ShipmentRow,
  type ShipmentStatus,
  shipmentMessages,
  shipmentStatuses,
} from '../../../shared/shipments'
import { DataTable } from '../../components/data-table'
import { Page } from '../../components/page'
import { useErrorAlert } from '../../lib/notify'
import { useSession } from '../session'
import { ShipmentDialog } from './shipment-dialog'
import { ShipmentStatusChip, statusLabels } from './shipment-labels'
import { type ShipmentListQuery, useShipments } from './shipments.api'

const referenceCell = (row: ShipmentRow) => (
  <MuiLink component={Link} to={`/shipments/${row.id}`} underline="hover" fontWeight={500}>
    {row.reference}
  </MuiLink>
)
const routeOf = (row: ShipmentRow) => `${row.portOfLoading} → ${row.portOfDischarge}`

const twoLines = (main: React.ReactNode, sub: string) => (
  <Stack justifyContent="center" sx={{ height: '100%', minWidth: 0 }}>
    <Typography variant="body2" noWrap>
      {main}
    </Typography>
    <Typography variant="caption" color="text.secondary" noWrap>
      {sub}
    </Typography>
  </Stack>
)

/** Two lines a cell: what it is, and a detail under it. */
const wideColumns: GridColDef<ShipmentRow>[] = [
  {
    field: 'id',
    headerName: 'Shipment',
    width: 130,
    renderCell: ({ row }) => twoLines(referenceCell(row), row.bookingNumber),
  },
  {
    field: 'shippingLine',
    headerName: 'Line · vessel',
    flex: 1,
    minWidth: 150,
    renderCell: ({ row }) =>
      twoLines(row.shippingLine, `${modeLabels[row.mode]}${row.vessel ? ` · ${row.vessel}` : ''}`),
  },
  {
    field: 'route',
    headerName: 'Route',
    flex: 1,
    minWidth: 170,
    sortable: false,
    renderCell: ({ row }) =>
      twoLines(routeOf(row), `${row.destinationStationName}, ${row.destinationCountryName}`),
  },
  { field: 'etd', headerName: 'ETD', width: 105 },
  { field: 'eta', headerName: 'ETA', width: 105 },
  { field: 'cars', headerName: 'Cars', width: 64, align: 'right', headerAlign: 'right', sortable: false },
  {
    field: 'status',
    headerName: 'Status',
    width: 100,
    renderCell: ({ row }) => <ShipmentStatusChip status={row.status} />,
  },
]

/** On a phone: the shipment and its route in one cell, the ETA and status in the other. */
const phoneColumns: GridColDef<ShipmentRow>[] = [
  {
    field: 'id',
    headerName: 'Shipment',
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => twoLines(referenceCell(row), `${routeOf(row)} · ${row.cars} cars`),
  },
  {
    field: 'eta',
    headerName: 'ETA',
    width: 120,
    renderCell: ({ row }) => twoLines(row.eta, statusLabels[row.status]),
  },
]

const statusFilters: { value: ShipmentStatus | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  ...shipmentStatuses.map((s) => ({ value: s, label: statusLabels[s] })),
]

/** /shipments: every shipment leaving from or arriving in the caller's country, paged on the server. */
const ShipmentListPage = () => {
  const [query, setQuery] = useState<ShipmentListQuery>({ page: 1, pageSize: 25, sort: '-eta' })
  const [booking, setBooking] = useState(false)
  const shipments = useShipments(query)
  const { profile } = useSession()
  const navigate = useNavigate()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  useErrorAlert(shipments.error, shipmentMessages.fetchFailed)
  return (
    <Page
      title="Shipments"
      actions={
        can(profile?.userRole, 'shipments', 'manage') && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setBooking(true)}>
            Book shipment
          </Button>
        )
      }
    >
      <DataTable
        rows={shipments.data?.rows ?? []}
        total={shipments.data?.total ?? 0}
        loading={shipments.isFetching}
        columns={phone ? phoneColumns : wideColumns}
        getRowId={(r) => r.id}
        query={query}
        onQueryChange={(q) => setQuery((prev) => ({ ...prev, ...q }))}
        searchLabel="Search booking, vessel, B/L, container"
        onRowClick={(row) => navigate(`/shipments/${row.id}`)}
        rowHeight={56}
        toolbar={
          <Stack
            direction="row"
            gap={1}
            alignItems="center"
            flexWrap="wrap"
            useFlexGap
            role="group"
            aria-label="Status"
          >
            {statusFilters.map((f) => (
              <Chip
                key={f.label}
                label={f.label}
                clickable
                color={query.status === f.value ? 'primary' : 'default'}
                variant={query.status === f.value ? 'filled' : 'outlined'}
                onClick={() => setQuery((q) => ({ ...q, status: f.value, page: 1 }))}
              />
            ))}
          </Stack>
        }
      />
      {booking && (
        <ShipmentDialog onClose={() => setBooking(false)} onBooked={(id) => navigate(`/shipments/${id}`)} />
      )}
    </Page>
  )
}

export default ShipmentListPage
