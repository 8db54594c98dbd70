import { Chip, Grid, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useState } from 'react'
import { formatMoney } from '../../../shared/money'
import { reportMessages } from '../../../shared/reports'
import {
  type ExportRegisterRow,
  exportChainTitles,
  missingPermit,
} from '../../../shared/reports-export-chain'
import { DataTable } from '../../components/data-table'
import { ExportButtons } from '../../components/export-buttons'
import { Page } from '../../components/page'
import { useErrorAlert } from '../../lib/notify'
import { type RegisterQuery, registerParams, useExportRegister, useRegisterTotals } from './export-chain.api'
import { TotalsCard, TotalsSection } from './export-chain-totals'
import { Lines } from './report-columns'

const taxPaid = (r: ExportRegisterRow) =>
  r.taxPaid.map((a) => formatMoney(a.amount, a.currency)).join('; ') || '—'

/** The permit, or a red MISSING: the return cannot claim the car's tax without it. */
const Permit = ({ row }: { row: ExportRegisterRow }) =>
  row.exportPermitNo ? (
    <Lines first={row.exportPermitNo} rest={[row.exportPermitOn]} />
  ) : (
    <Lines first={<Chip size="small" color="error" label={missingPermit} />} rest={[]} />
  )

const vehicle: GridColDef<ExportRegisterRow> = {
  field: 'stockNo',
  headerName: 'Vehicle',
  flex: 1.2,
  minWidth: 140,
  renderCell: ({ row }) => <Lines first={<b>{row.model}</b>} rest={[row.stockNo, row.chassisNo]} />,
}

/** Wide: the car, purchase, tax paid, permit, departure with B/L, return period. Phones: car and permit. */
const columns = (compact: boolean): GridColDef<ExportRegisterRow>[] => {
  const permit: GridColDef<ExportRegisterRow> = {
    field: 'exportPermitOn',
    headerName: 'Export permit',
    flex: 1,
    minWidth: 120,
    renderCell: ({ row }) => <Permit row={row} />,
  }
  if (compact) return [vehicle, permit]
  return [
    vehicle,
    {
      field: 'purchaseDate',
      headerName: 'Purchase',
      flex: 0.9,
      minWidth: 110,
      renderCell: ({ row }) => (
        <Lines first={row.purchaseDate} rest={[formatMoney(row.purchasePrice, row.purchaseCurrency)]} />
      ),
    },
    {
      field: 'taxPaid',
      headerName: 'Tax paid',
      flex: 0.9,
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => <Lines first={taxPaid(row)} rest={[]} />,
    },
    permit,
    {
      field: 'departedOn',
      headerName: 'Departed',
      flex: 0.9,
      minWidth: 110,
      renderCell: ({ row }) => (
        <Lines first={row.departedOn} rest={[row.blNumber && `B/L ${row.blNumber}`]} />
      ),
    },
    {
      field: 'taxClaimPeriodEnd',
      headerName: 'Tax return',
      flex: 0.8,
      minWidth: 100,
      sortable: false,
      renderCell: ({ row }) => <Lines first={row.taxClaimPeriodEnd ?? '—'} rest={[]} />,
    },
  ]
}

/** /reports/export-register: the cars exported in a period, the evidence list for the consumption-tax return. */
const ExportRegisterPage = () => {
  const compact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true })
  const [query, setQuery] = useState<RegisterQuery>({ page: 1, pageSize: 25 })
  const rows = useExportRegister(query)
  const totals = useRegisterTotals(query)
  useErrorAlert(rows.error ?? totals.error, reportMessages.fetchFailed)
  const change = (patch: Partial<RegisterQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }))
  const missing = totals.data?.missingPermits ?? 0
  return (
    <Page title={exportChainTitles['export-register']}>
      <Stack spacing={2}>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 6, md: 4 }}>
            <TextField
              type="date"
              fullWidth
              label="Departed from"
              value={query.from ?? ''}
              onChange={(e) => change({ from: e.target.value || undefined })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <TextField
              type="date"
              fullWidth
              label="Departed to"
              value={query.to ?? ''}
              onChange={(e) => change({ to: e.target.value || undefined })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
        </Grid>
        <DataTable
          rows={rows.data?.rows ?? []}
          total={rows.data?.total ?? 0}
          loading={rows.isFetching}
          columns={columns(compact)}
          getRowId={(r) => r.id}
          query={query}
          onQueryChange={(q) => setQuery((prev) => ({ ...prev, ...q }))}
          searchLabel="Search stock no., chassis, model"
          toolbar={
            <ExportButtons
              path="Reports/export-register"
              query={{ ...registerParams(query), sort: query.sort }}
              filename="report-export-register"
            />
          }
          rowHeight={compact ? 72 : 64}
        />
        {totals.data && (
          <TotalsSection
            count={totals.data.count}
            warning={
              missing
                ? `${missing} ${missing === 1 ? 'car has' : 'cars have'} no export permit recorded: the return needs ${missing === 1 ? 'it' : 'them'}.`
                : undefined
            }
          >
            <TotalsCard
              title="Consumption tax paid"
              figures={
                totals.data.taxPaid.length
                  ? totals.data.taxPaid.map((a) => [`In ${a.currency}`, formatMoney(a.amount, a.currency)])
                  : [['Total', '—']]
              }
            />
          </TotalsSection>
        )}
        <Typography variant="caption" color="text.secondary">
          By the date each car left on its first voyage (its export); the permit and B/L are the evidence.
        </Typography>
      </Stack>
    </Page>
  )
}

export default ExportRegisterPage
