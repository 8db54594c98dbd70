import DeleteOutline from '@mui/icons-material/DeleteOutline'
import DirectionsCar from '@mui/icons-material/DirectionsCar'
import EditOutlined from '@mui/icons-material/EditOutlined'
import Visibility from '@mui/icons-material/Visibility'
import { Avatar, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { Link } from 'react-router-dom'
import { formatMoney } from '../../../shared/money'
import type { VehicleRow } from '../../../shared/vehicles'

type Actions = { canEdit: boolean; canDelete: boolean; onDelete: (row: VehicleRow) => void }

const Amounts = ({ amounts }: { amounts: { currency: string; amount: string }[] }) =>
  amounts.length ? (
    <Stack justifyContent="center" sx={{ height: '100%' }}>
      {amounts.map((a) => (
        <Typography key={a.currency} variant="body2">
          {formatMoney(a.amount, a.currency)}
        </Typography>
      ))}
    </Stack>
  ) : (
    <Typography variant="body2" color="text.secondary">
      —
    </Typography>
  )

/** The columns of the three vehicle lists. */
export const vehicleColumns = ({ canEdit, canDelete, onDelete }: Actions): GridColDef<VehicleRow>[] => [
  {
    field: 'thumbUrl',
    headerName: '',
    width: 76,
    sortable: false,
    renderCell: ({ row }) => (
      <Avatar
        variant="rounded"
        src={row.thumbUrl ?? undefined}
        alt=""
        sx={{ width: 60, height: 45, mt: 0.6 }}
      >
        <DirectionsCar />
      </Avatar>
    ),
  },
  { field: 'stockNo', headerName: 'Stock no.', width: 110 },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 180 },
  { field: 'chassisNo', headerName: 'Chassis no.', width: 160 },
  { field: 'year', headerName: 'Year', width: 70 },
  { field: 'stationName', headerName: 'Station', flex: 0.7, minWidth: 140 },
  {
    field: 'purchasePrice',
    headerName: 'Purchase',
    width: 150,
    renderCell: ({ row }) => formatMoney(row.purchasePrice, row.purchaseCurrency),
  },
  {
    field: 'expenses',
    headerName: 'Expenses',
    width: 140,
    sortable: false,
    renderCell: ({ row }) => <Amounts amounts={row.expenses} />,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 100,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={row.status === 'sold' ? 'Sold' : 'In stock'}
        color={row.status === 'sold' ? 'default' : 'success'}
      />
    ),
  },
  {
    field: 'actions',
    headerName: '',
    width: 130,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row">
        <Tooltip title="Details">
          <IconButton
            aria-label={`Details of ${row.stockNo}`}
            component={Link}
            to={`/vehicles/details/${row.id}`}
          >
            <Visibility />
          </IconButton>
        </Tooltip>
        {canEdit && (
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${row.stockNo}`} component={Link} to={`/vehicles/edit/${row.id}`}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
        )}
        {canDelete && row.status !== 'sold' && (
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${row.stockNo}`} color="error" onClick={() => onDelete(row)}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    ),
  },
]
