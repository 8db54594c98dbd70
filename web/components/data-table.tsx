import Search from '@mui/icons-material/Search'
import { InputAdornment, Stack, TextField } from '@mui/material'
import { DataGrid, type GridColDef, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid'
import { type ReactNode, useEffect, useState } from 'react'
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

/** A server-side data grid: the server pages, sorts and searches; the browser only shows one page. */
export const DataTable = <R extends GridValidRowModel>(props: Props<R>) => {
  const { query, onQueryChange } = props
  const [search, setSearch] = useState(query.q ?? '')
  const settled = useDebouncedValue(search)
  useEffect(() => {
    if ((query.q ?? '') !== settled) onQueryChange({ ...query, q: settled || undefined, page: 1 })
  }, [settled, query, onQueryChange])
  const sortModel: GridSortModel = query.sort
    ? [{ field: query.sort.replace(/^-/, ''), sort: query.sort.startsWith('-') ? 'desc' : 'asc' }]
    : []
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
        getRowId={props.getRowId}
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
        paginationModel={{ page: query.page - 1, pageSize: query.pageSize }}
        onPaginationModelChange={(m) => onQueryChange({ ...query, page: m.page + 1, pageSize: m.pageSize })}
        sortModel={sortModel}
        onSortModelChange={(m) => {
          const s = m[0]
          onQueryChange({
            ...query,
            page: 1,
            sort: s ? `${s.sort === 'desc' ? '-' : ''}${s.field}` : undefined,
          })
        }}
        autoHeight
        rowHeight={props.rowHeight}
        onRowClick={props.onRowClick && ((p) => props.onRowClick?.(p.row))}
        sx={{
          ...gridSx,
          ...(props.onRowClick && { '& .MuiDataGrid-row': { cursor: 'pointer' } }),
        }}
      />
    </Stack>
  )
}
