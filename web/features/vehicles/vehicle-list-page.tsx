import Add from '@mui/icons-material/Add'
import { Button, Chip, Stack, useMediaQuery, useTheme } from '@mui/material'
import { useEventCallback } from '@mui/material/utils'
import { useMemo, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { can } from '../../../shared/permissions'
import type { VehicleRow } from '../../../shared/vehicles'
import { DataTable } from '../../components/data-table'
import { ExportButtons } from '../../components/export-buttons'
import { Page } from '../../components/page'
import { errorText } from '../../lib/api'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useCountries } from '../../lib/reference-data'
import { useSession } from '../session'
import { vehicleColumns } from './vehicle-columns'
import { VehicleFilters } from './vehicle-filters'
import {
  firstVehiclePage,
  listPath,
  shownListKind,
  useDeleteVehicle,
  useVehicleCounts,
  useVehicles,
  type VehicleListKind,
  type VehicleQuery,
} from './vehicles.api'

const titles: Record<VehicleListKind, string> = { all: 'All vehicles', instock: 'In Stock', sold: 'Sold Out' }
const filenames: Record<VehicleListKind, string> = {
  all: 'vehicles',
  instock: 'vehicles-in-stock',
  sold: 'sold-vehicles',
}

/**
 * The stock and sold counts for the list's filters. Their own component: their answer, which comes
 * after the rows, renders two chips and not every cell of the page again just after the rows appeared
 * (see docs/decisions/0023, "The web's first rows").
 */
const StockCounts = ({ query }: { query: VehicleQuery }) => {
  const counts = useVehicleCounts(query)
  return (
    <>
      <Chip label={`In stock: ${counts.data?.in_stock ?? '…'}`} color="success" variant="outlined" />
      <Chip label={`Sold: ${counts.data?.sold ?? '…'}`} variant="outlined" />
    </>
  )
}

/** /vehicles/listing, /vehicles/instock and /vehicles/soldout: one list, three scopes. */
export const VehicleListPage = ({ kind: wanted }: { kind: VehicleListKind }) => {
  const { profile } = useSession()
  const navigate = useNavigate()
  const compact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true })
  const kind = shownListKind(wanted, profile?.userRole)
  const [query, setQuery] = useState<VehicleQuery>(firstVehiclePage)
  const vehicles = useVehicles(kind, query)
  const remove = useDeleteVehicle()
  const notify = useNotify()
  useErrorAlert(vehicles.error, messages.common.errorTitle)

  const onDelete = useEventCallback(async (row: VehicleRow) => {
    if (
      !(await notify.confirm({ title: messages.common.deleteTitle, text: messages.vehicles.deleteConfirm }))
    )
      return
    try {
      await remove.mutateAsync(row.id)
      notify.toast(messages.vehicles.deleted)
    } catch (err) {
      await notify.alert({
        title: messages.common.errorTitle,
        text: errorText(err, 'Failed to delete vehicle'),
      })
    }
  })
  const canEdit = can(profile?.userRole, 'vehicles', 'update')
  const canDelete = can(profile?.userRole, 'vehicles', 'delete')
  // Rows kept from the query before carry their dates for the country they were asked for: no badge on them.
  const enterId = vehicles.isPlaceholderData ? undefined : query.canEnter
  const canEnter = useCountries().data?.find((c) => c.id === enterId)?.name
  const columns = useMemo(
    () => vehicleColumns({ canEdit, canDelete, onDelete }, compact, canEnter),
    [canEdit, canDelete, onDelete, compact, canEnter],
  )
  const patch = (p: Partial<VehicleQuery>) => setQuery((q) => ({ ...q, ...p, page: 1 }))

  return (
    <Page
      title={titles[kind]}
      actions={
        <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <StockCounts query={query} />
          <ExportButtons path={listPath[kind]} query={query} filename={filenames[kind]} />
          <Button component={Link} to="/vehicles/expenses" variant="outlined">
            Expenses
          </Button>
          {can(profile?.userRole, 'vehicles', 'create') && (
            <Button component={Link} to="/vehicles/add" variant="contained" startIcon={<Add />}>
              Add vehicle
            </Button>
          )}
        </Stack>
      }
    >
      <Stack spacing={2}>
        <VehicleFilters query={query} onChange={patch} withStatus={kind === 'all'} />
        <DataTable
          rows={vehicles.data?.rows ?? []}
          total={vehicles.data?.total ?? 0}
          loading={vehicles.isFetching}
          columns={columns}
          getRowId={(r) => r.id}
          query={query}
          onQueryChange={(q) => setQuery((prev) => ({ ...prev, ...q }))}
          searchLabel="Search stock no., chassis, model, colour"
          onRowClick={(row) => navigate(`/vehicles/details/${row.id}`)}
          rowHeight={compact ? (query.canEnter ? 104 : 80) : 60}
        />
      </Stack>
    </Page>
  )
}

export const AllVehiclesPage = () => <VehicleListPage kind="all" />
export const InStockPage = () => <VehicleListPage kind="instock" />
export const SoldOutPage = () => <VehicleListPage kind="sold" />
