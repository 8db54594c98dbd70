import DirectionsCar from '@mui/icons-material/DirectionsCar'
import MoreVert from '@mui/icons-material/MoreVert'
import { Avatar, Chip, IconButton, Menu, MenuItem, Stack, Typography } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { type SyntheticEvent, useState } from 'react'
import { Link } from 'react-router-dom'
import { formatMoney } from '../../../shared/money'
import type { VehicleRow } from '../../../shared/vehicles'
import { RowDeleteButton, RowDetailsLink, RowEditLink } from '../../components/row-buttons'
import { SafeArrivalChip } from '../destination-rules'

type Actions = { canEdit: boolean; canDelete: boolean; onDelete: (row: VehicleRow) => void }

/** Clicks on a row's buttons do their own thing, not the row's (which opens the details). */
const stop = (e: SyntheticEvent) => e.stopPropagation()

const Photo = ({ row, size }: { row: VehicleRow; size: number }) => (
  <Avatar
    variant="rounded"
    src={row.thumbUrl ?? undefined}
    alt=""
    sx={{ width: size, height: (size * 3) / 4, mt: 0.75 }}
  >
    <DirectionsCar />
  </Avatar>
)

const StatusChip = ({ row }: { row: VehicleRow }) => (
  <Chip
    size="small"
    label={row.status === 'sold' ? 'Sold' : 'In stock'}
    color={row.status === 'sold' ? 'default' : 'success'}
  />
)

/** Details, edit and delete as icons (wide screens), named by the grid's one tooltip. */
const RowIcons = ({ row, canEdit, canDelete, onDelete }: Actions & { row: VehicleRow }) => (
  <Stack direction="row" onClick={stop}>
    <RowDetailsLink name={row.stockNo} to={`/vehicles/details/${row.id}`} />
    {canEdit && row.moneyVisible && <RowEditLink name={row.stockNo} to={`/vehicles/edit/${row.id}`} />}
    {canDelete && row.moneyVisible && row.status !== 'sold' && (
      <RowDeleteButton name={row.stockNo} onClick={() => onDelete(row)} />
    )}
  </Stack>
)

/** The same actions in a menu (phones). */
const RowMenu = ({ row, canEdit, canDelete, onDelete }: Actions & { row: VehicleRow }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => setAnchor(null)
  return (
    <Stack direction="row" onClick={stop}>
      <IconButton aria-label={`Actions for ${row.stockNo}`} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        <MenuItem component={Link} to={`/vehicles/details/${row.id}`} onClick={close}>
          Details
        </MenuItem>
        {canEdit && row.moneyVisible && (
          <MenuItem component={Link} to={`/vehicles/edit/${row.id}`} onClick={close}>
            Edit
          </MenuItem>
        )}
        {canDelete && row.moneyVisible && row.status !== 'sold' && (
          <MenuItem
            onClick={() => {
              close()
              onDelete(row)
            }}
            sx={{ color: 'error.main' }}
          >
            Delete
          </MenuItem>
        )}
      </Menu>
    </Stack>
  )
}

/**
 * Model, and stock no. under it (with more lines on a phone): the column that names the vehicle. With
 * `canEnter`, the stock no. has the warning of a near last safe arrival in that country beside it, or
 * under it where the column is narrow (the list's rows are taller then).
 */
const vehicleColumn = (canEnter?: string, more?: (row: VehicleRow) => string[]): GridColDef<VehicleRow> => ({
  field: 'model',
  headerName: 'Vehicle',
  flex: 1,
  minWidth: 150,
  renderCell: ({ row }) => (
    <Stack justifyContent="center" sx={{ height: '100%', lineHeight: 1.3, minWidth: 0 }}>
      <Typography variant="body2" fontWeight={500} noWrap>
        {row.model}
      </Typography>
      <Stack direction="row" alignItems="center" flexWrap="wrap" columnGap={1} rowGap={0.25}>
        <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: '100%' }}>
          {row.stockNo}
        </Typography>
        {canEnter && row.lastSafeArrival && <SafeArrivalChip date={row.lastSafeArrival} country={canEnter} />}
      </Stack>
      {(more?.(row) ?? []).map((line) => (
        <Typography key={line} variant="caption" color="text.secondary" noWrap>
          {line}
        </Typography>
      ))}
    </Stack>
  ),
})

/**
 * The columns of the three vehicle lists. Wide screens: photo, vehicle, chassis, station, purchase,
 * status and icons, fitted to a 1366 px screen with the menu open. Phones: photo, vehicle (with chassis
 * and price under it) and a row menu. Year and expenses are on the details page. `canEnter`: the name of
 * the country the list is filtered to, which the vehicle's warning names.
 */
export const vehicleColumns = (
  actions: Actions,
  compact = false,
  canEnter?: string,
): GridColDef<VehicleRow>[] =>
  compact
    ? [
        {
          field: 'thumbUrl',
          headerName: '',
          width: 64,
          sortable: false,
          renderCell: ({ row }) => <Photo row={row} size={48} />,
        },
        vehicleColumn(canEnter, (r) => [r.chassisNo, formatMoney(r.purchasePrice, r.purchaseCurrency)]),
        {
          field: 'actions',
          headerName: '',
          width: 56,
          sortable: false,
          renderCell: ({ row }) => <RowMenu row={row} {...actions} />,
        },
      ]
    : [
        {
          field: 'thumbUrl',
          headerName: '',
          width: 72,
          sortable: false,
          renderCell: ({ row }) => <Photo row={row} size={56} />,
        },
        vehicleColumn(canEnter),
        { field: 'chassisNo', headerName: 'Chassis no.', width: 150 },
        { field: 'stationName', headerName: 'Station', flex: 0.6, minWidth: 110 },
        {
          field: 'purchasePrice',
          headerName: 'Purchase',
          width: 140,
          renderCell: ({ row }) => formatMoney(row.purchasePrice, row.purchaseCurrency),
        },
        {
          field: 'status',
          headerName: 'Status',
          width: 92,
          renderCell: ({ row }) => <StatusChip row={row} />,
        },
        {
          field: 'actions',
          headerName: '',
          width: 130,
          sortable: false,
          renderCell: ({ row }) => <RowIcons row={row} {...actions} />,
        },
      ]
