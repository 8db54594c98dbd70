import { Divider, MenuItem, Stack, TextField, Typography, useMediaQuery } from '@mui/material'
import { DataGrid, type GridColDef } from '@mui/x-data-grid'
import { useState } from 'react'
import type { ExchangeRate } from '../../../shared/exchange-rates'
import { messages } from '../../../shared/messages'
import { formatRate } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import { gridSx } from '../../components/data-table'
import { Page } from '../../components/page'
import { useErrorAlert } from '../../lib/notify'
import { useCurrencies } from '../../lib/reference-data'
import { useSession } from '../session'
import { ExchangeRateForm } from './exchange-rate-form'
import { type ExchangeRateQuery, useExchangeRates } from './exchange-rates.api'

/** A stored rate has ten decimals; show only the significant ones ("0.0067000000" → "0.0067"). */

const columns: GridColDef<ExchangeRate>[] = [
  { field: 'date', headerName: 'Date', width: 110, sortable: false },
  { field: 'currency', headerName: 'Currency', width: 100, sortable: false },
  {
    field: 'rate',
    headerName: 'Rate',
    flex: 1,
    minWidth: 180,
    sortable: false,
    renderCell: ({ row }) => `1 ${row.currency} = ${formatRate(row.rate)} ${row.base}`,
  },
]

/** /exchange-rates: rates to the base currency, newest first, paged on the server; money roles record them. */
const ExchangeRatesPage = () => {
  const { profile } = useSession()
  const [query, setQuery] = useState<ExchangeRateQuery>({ page: 1, pageSize: 25 })
  const list = useExchangeRates(query)
  const currencies = useCurrencies()
  useErrorAlert(list.error, messages.common.errorTitle)
  const base = list.data?.rows[0]?.base
  const narrow = useMediaQuery((t) => t.breakpoints.down('sm'))
  return (
    <Page title="Exchange rates">
      <Stack spacing={3} divider={<Divider />}>
        <Typography color="text.secondary">
          Each rate says how many units of {base ?? 'the base currency'} one unit of a currency is worth from
          its date on. Conversions use the latest rate on or before their date; without one they are shown as
          missing, never guessed.
        </Typography>
        {can(profile?.userRole, 'exchangeRates', 'create') && <ExchangeRateForm base={base} />}
        <Stack spacing={2}>
          <TextField
            select
            label="Show currency"
            value={query.currency ?? ''}
            onChange={(e) => setQuery((q) => ({ ...q, currency: e.target.value || undefined, page: 1 }))}
            sx={{ maxWidth: { sm: 240 } }}
          >
            <MenuItem value="">All currencies</MenuItem>
            {(currencies.data ?? [])
              .filter((c) => c.code !== base)
              .map((c) => (
                <MenuItem key={c.code} value={c.code}>
                  {c.code}
                </MenuItem>
              ))}
          </TextField>
          <DataGrid
            aria-label="Exchange rates"
            rows={list.data?.rows ?? []}
            columns={columns}
            rowCount={list.data?.total ?? 0}
            loading={list.isFetching}
            paginationMode="server"
            disableColumnFilter
            disableColumnMenu
            disableColumnResize
            disableRowSelectionOnClick
            pageSizeOptions={[10, 25, 50, 100]}
            paginationModel={{ page: query.page - 1, pageSize: query.pageSize }}
            onPaginationModelChange={(m) =>
              setQuery((q) => ({ ...q, page: m.page + 1, pageSize: m.pageSize }))
            }
            columnVisibilityModel={{ currency: !narrow }}
            localeText={{ noRowsLabel: 'No rates recorded yet' }}
            autoHeight
            sx={gridSx}
          />
        </Stack>
      </Stack>
    </Page>
  )
}

export default ExchangeRatesPage
