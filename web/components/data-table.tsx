import Search from '@mui/icons-material/Search'
import { InputAdornment, Stack, TextField } from '@mui/material'
import { useEventCallback } from '@mui/material/utils'
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useDebouncedValue } from '../lib/use-debounced-value'

/**
 * How every grid looks: no border, tinted headers, and no separator after the last column (it stuck
 * out of the grid and let it scroll sideways by a few pixels).
 */
export const gridSx = {
  border: 0,
  '& .MuiDataGrid-columnHeaders': { bgcolor: 'action.hover' },
  '& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator': { display: 'none' },
} as const

export type TableQuery = { page: number; pageSize: number; sort?: string; q?: string }

type Props<R extends GridValidRowModel> = {
  rows: R[]
  total: number
  loading: boolean
  columns: GridColDef<R>[]
  getRowId: (row: R) => string | number
  query: TableQuery
  onQueryChange: (q: TableQuery) => void
  searchLabel?: string
  toolbar?: ReactNode
  /** A row click (not on a button or link inside it): typically opens the record. */
  onRowClick?: (row: R) => void
  /** Taller rows for cells that show two lines. */
  rowHeight?: number
}

/**
 * A server-side data grid: the server pages, sorts and searches; the browser only shows one page.
 *
 * The grid is handed the same props while its page and query stay the same (callbacks that always call
 * the latest ones, models and styles made again only when what they show changes), so a page that
 * renders again for something else (an answer beside the rows, a lookup) does not render every cell of
 * the grid over; pages give it columns that stay the same as well.
 */
export const DataTable = <R extends GridValidRowModel>(props: Props<R>) => {
  const { query, onQueryChange } = props
  const [search, setSearch] = useState(query.q ?? '')
  const settled = useDebouncedValue(search)
  useEffect(() => {
    if ((query.q ?? '') !== settled) onQueryChange({ ...query, q: settled || undefined, page: 1 })
  }, [settled, query, onQueryChange])
  const { page, pageSize, sort } = query
  const sortModel = useMemo<GridSortModel>(
    () => (sort ? [{ field: sort.replace(/^-/, ''), sort: sort.startsWith('-') ? 'desc' : 'asc' }] : []),
    [sort],
  )
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize }), [page, pageSize])
  const getRowId = useEventCallback((row: R) => props.getRowId(row))
  const onPaginationModelChange = useEventCallback((m: GridPaginationModel) =>
    onQueryChange({ ...query, page: m.page + 1, pageSize: m.pageSize }),
  )
  const onSortModelChange = useEventCallback((m: GridSortModel) => {
    const s = m[0]
    onQueryChange({ ...query, page: 1, sort: s ? `${s.sort === 'desc' ? '-' : ''}${s.field}` : undefined })
  })
  const onRowClick = useEventCallback((p: GridRowParams<R>) => props.onRowClick?.(p.row))
  const clickable = !!props.onRowClick
  const sx = useMemo(
    () => ({ ...gridSx, ...(clickable && { '& .MuiDataGrid-row': { cursor: 'pointer' } }) }),
    [clickable],
  )
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5}>
        <TextField
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={props.searchLabel ?? 'Search'}
          aria-label={props.searchLabel ?? 'Search'}
          sx={{ maxWidth: { sm: 320 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {props.toolbar}
      </Stack>
      <DataGrid
        rows={props.rows}
        columns={props.columns}
        getRowId={getRowId}
        rowCount={props.total}
        loading={props.loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        // Sorting is by header click; the column menu's icon and the resize handle of the last column
        // stuck out of the grid and let it scroll sideways.
        disableColumnMenu
        disableColumnResize
        disableRowSelectionOnClick
        pageSizeOptions={[10, 25, 50, 100]}
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        autoHeight
        rowHeight={props.rowHeight}
        onRowClick={clickable ? onRowClick : undefined}
        sx={sx}
      />
    </Stack>
  )
}
