import { Grid, MenuItem, Link as MuiLink, TextField } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { type ExpenseListRow, expenseKinds } from '../../../shared/expenses'
import { messages } from '../../../shared/messages'
import { formatMoney } from '../../../shared/money'
import { DataTable } from '../../components/data-table'
import { Page } from '../../components/page'
import { useErrorAlert } from '../../lib/notify'
import { useCurrencies } from '../../lib/reference-data'
import { kindLabel } from './expense-kinds'
import { type AllExpensesQuery, useAllExpenses } from './expenses.api'

const columns: GridColDef<ExpenseListRow>[] = [
  { field: 'date', headerName: 'Date', width: 110 },
  {
    field: 'stockNo',
    headerName: 'Vehicle',
    flex: 1,
    minWidth: 220,
    renderCell: ({ row }) => (
      <MuiLink component={Link} to={`/vehicles/details/${row.carId}`}>
        {row.stockNo} · {row.model}
      </MuiLink>
    ),
  },
  { field: 'kind', headerName: 'Kind', width: 130, valueFormatter: (v: string) => kindLabel(v) },
  {
    field: 'amount',
    headerName: 'Amount',
    width: 150,
    align: 'right',
    headerAlign: 'right',
    renderCell: ({ row }) => formatMoney(row.amount, row.currency),
  },
  { field: 'details', headerName: 'Details', flex: 1, minWidth: 160, sortable: false },
  {
    field: 'receiptUrl',
    headerName: 'Receipt',
    width: 90,
    sortable: false,
    renderCell: ({ row }) =>
      row.receiptUrl ? (
        <MuiLink href={row.receiptUrl} target="_blank" rel="noopener noreferrer">
          Open
        </MuiLink>
      ) : (
        '—'
      ),
  },
]

/** /vehicles/expenses: every vehicle's expenses, filtered and paged on the server; amounts stay in their currencies. */
const ExpenseListPage = () => {
  const [query, setQuery] = useState<AllExpensesQuery>({ page: 1, pageSize: 25 })
  const list = useAllExpenses(query)
  const currencies = useCurrencies()
  useErrorAlert(list.error, messages.common.errorTitle)
  const patch = (p: Partial<AllExpensesQuery>) => setQuery((q) => ({ ...q, ...p, page: 1 }))
  const cell = { xs: 6, md: 3 }
  return (
    <Page title="Vehicle expenses">
      <Grid container spacing={1.5} sx={{ mb: 2 }}>
        <Grid size={cell}>
          <TextField
            select
            label="Kind"
            value={query.kind ?? ''}
            onChange={(e) => patch({ kind: e.target.value || undefined })}
          >
            <MenuItem value="">All kinds</MenuItem>
            {expenseKinds.map((k) => (
              <MenuItem key={k} value={k}>
                {kindLabel(k)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={cell}>
          <TextField
            select
            label="Currency"
            value={query.currency ?? ''}
            onChange={(e) => patch({ currency: e.target.value || undefined })}
          >
            <MenuItem value="">All currencies</MenuItem>
            {(currencies.data ?? []).map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {c.code}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={cell}>
          <TextField
            type="date"
            label="From"
            value={query.from ?? ''}
            onChange={(e) => patch({ from: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={cell}>
          <TextField
            type="date"
            label="To"
            value={query.to ?? ''}
            onChange={(e) => patch({ to: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
      </Grid>
      <DataTable
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.id}
        query={query}
        onQueryChange={(q) => setQuery((prev) => ({ ...prev, ...q }))}
        searchLabel="Search stock no., chassis, model"
      />
    </Page>
  )
}

export default ExpenseListPage
