import Add from '@mui/icons-material/Add'
import { Button, Chip, Link as MuiLink, Stack, Typography, useMediaQuery, useTheme } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { type BillRow, type BillStatus, billMessages } from '../../../shared/bills'
import { formatMoney } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import { DataTable } from '../../components/data-table'
import { Page } from '../../components/page'
import { useErrorAlert } from '../../lib/notify'
import { useSession } from '../session'
import { BillStatusChip } from './bill-status'
import { type BillListQuery, useBills } from './bills.api'

const twoLines = (main: React.ReactNode, sub?: string | null) => (
  <Stack justifyContent="center" sx={{ height: '100%', minWidth: 0 }}>
    <Typography variant="body2" noWrap>
      {main}
    </Typography>
    {sub && (
      <Typography variant="caption" color="text.secondary" noWrap>
        {sub}
      </Typography>
    )}
  </Stack>
)

const numberCell = (row: BillRow) => (
  <MuiLink component={Link} to={`/bill-book/${row.id}`} underline="hover" fontWeight={500}>
    {row.number}
  </MuiLink>
)
const vehicleOf = (row: BillRow) => (row.stockNo ? `${row.stockNo} ${row.model}` : null)
const total = (row: BillRow) => formatMoney(row.total, row.currency)

const wideColumns: GridColDef<BillRow>[] = [
  { field: 'number', headerName: 'Number', width: 150, renderCell: ({ row }) => numberCell(row) },
  { field: 'buyerName', headerName: 'Bill to', flex: 1, minWidth: 160 },
  {
    field: 'vehicle',
    headerName: 'Vehicle',
    flex: 1,
    minWidth: 150,
    sortable: false,
    valueGetter: (_v, row) => vehicleOf(row) ?? '—',
  },
  { field: 'issueDate', headerName: 'Issued', width: 110 },
  { field: 'dueDate', headerName: 'Due', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    width: 150,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (_v, row) => total(row),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 100,
    renderCell: ({ row }) => <BillStatusChip status={row.status} />,
  },
]

/** On a phone: number and buyer in one cell, total and status in the other. */
const phoneColumns: GridColDef<BillRow>[] = [
  {
    field: 'number',
    headerName: 'Bill',
    flex: 1,
    minWidth: 150,
    renderCell: ({ row }) => twoLines(numberCell(row), `${row.buyerName} · ${row.issueDate}`),
  },
  {
    field: 'total',
    headerName: 'Total',
    width: 140,
    align: 'right',
    headerAlign: 'right',
    renderCell: ({ row }) => twoLines(total(row), row.status === 'void' ? 'Void' : null),
  },
]

const statusFilters: { value: BillStatus | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'issued', label: 'Issued' },
  { value: 'void', label: 'Void' },
]

/** /bill-book: every bill of the caller's country, searched, sorted and paged on the server. */
const BillListPage = () => {
  const [query, setQuery] = useState<BillListQuery>({ page: 1, pageSize: 25, sort: '-number' })
  const bills = useBills(query)
  const { profile } = useSession()
  const navigate = useNavigate()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  useErrorAlert(bills.error, billMessages.fetchFailed)
  return (
    <Page
      title="Bill Book"
      actions={
        can(profile?.userRole, 'bills', 'create') && (
          <Button component={Link} to="/bill-book/new" variant="contained" startIcon={<Add />}>
            New bill
          </Button>
        )
      }
    >
      <DataTable
        rows={bills.data?.rows ?? []}
        total={bills.data?.total ?? 0}
        loading={bills.isFetching}
        columns={phone ? phoneColumns : wideColumns}
        getRowId={(r) => r.id}
        query={query}
        onQueryChange={(q) => setQuery((prev) => ({ ...prev, ...q }))}
        searchLabel="Search number, buyer, vehicle"
        onRowClick={(row) => navigate(`/bill-book/${row.id}`)}
        rowHeight={phone ? 56 : undefined}
        toolbar={
          <Stack direction="row" gap={1} alignItems="center" role="group" aria-label="Status">
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
    </Page>
  )
}

export default BillListPage
