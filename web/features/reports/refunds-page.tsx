import { Chip, Stack, Typography, useMediaQuery, useTheme } from '@mui/material'
import type { GridColDef } from '@mui/x-data-grid'
import { useState } from 'react'
import { exportPeriods } from '../../../shared/export-files'
import { counted } from '../../../shared/messages'
import { formatMoney } from '../../../shared/money'
import type { Amount } from '../../../shared/reports'
import { reportMessages } from '../../../shared/reports'
import { daysLeftLabel, exportChainTitles, type RefundRow } from '../../../shared/reports-export-chain'
import { DataTable } from '../../components/data-table'
import { ExportButtons } from '../../components/export-buttons'
import { Page } from '../../components/page'
import { useErrorAlert } from '../../lib/notify'
import { type RefundsQuery, useRefunds, useRefundTotals } from './export-chain.api'
import { TotalsCard, TotalsSection } from './export-chain-totals'
import { Lines } from './report-columns'

const list = (amounts: Amount[]) => amounts.map((a) => formatMoney(a.amount, a.currency)).join('; ')

/** The days left in the recycle window, coloured as it nears its end (overdue in red). */
const DaysLeft = ({ days }: { days: number }) => (
  <Chip
    size="small"
    color={days < 0 ? 'error' : days <= 60 ? 'warning' : 'default'}
    label={daysLeftLabel(days)}
  />
)

const vehicle: GridColDef<RefundRow> = {
  field: 'stockNo',
  headerName: 'Vehicle',
  flex: 1.2,
  minWidth: 140,
  renderCell: ({ row }) => <Lines first={<b>{row.model}</b>} rest={[row.stockNo, row.chassisNo]} />,
}

const window: GridColDef<RefundRow> = {
  field: 'daysLeft',
  headerName: 'Recycle window',
  flex: 1,
  minWidth: 130,
  renderCell: ({ row }) =>
    row.recycleDueOn && row.daysLeft !== null ? (
      <Lines first={<DaysLeft days={row.daysLeft} />} rest={[`ends ${row.recycleDueOn}`]} />
    ) : (
      <Lines first="—" rest={[]} />
    ),
}

const money = (
  field: 'recycleOutstanding' | 'taxOutstanding',
  headerName: string,
): GridColDef<RefundRow> => ({
  field,
  headerName,
  flex: 0.9,
  minWidth: 110,
  sortable: false,
  renderCell: ({ row }) => <Lines first={list(row[field]) || '—'} rest={[]} />,
})

/** Wide: the car, its departure, each amount, the window and the claims. Phones: the car and what is at stake. */
const columns = (compact: boolean): GridColDef<RefundRow>[] => {
  const atStake: GridColDef<RefundRow> = {
    field: 'atStake',
    headerName: 'At stake',
    flex: 0.9,
    minWidth: 110,
    sortable: false,
    renderCell: ({ row }) => (
      <Lines
        first={<b>{list(row.atStake)}</b>}
        rest={compact ? [row.daysLeft === null ? null : daysLeftLabel(row.daysLeft)] : []}
      />
    ),
  }
  if (compact) return [vehicle, atStake]
  return [
    vehicle,
    {
      field: 'departedOn',
      headerName: 'Departed',
      flex: 0.7,
      minWidth: 100,
      renderCell: ({ row }) => <Lines first={row.departedOn} rest={[]} />,
    },
    money('recycleOutstanding', 'Recycle deposit'),
    money('taxOutstanding', 'Consumption tax'),
    atStake,
    window,
    {
      field: 'recycleClaimedOn',
      headerName: 'Claimed',
      flex: 1,
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Lines
          first={row.recycleClaimedOn ? `Recycle ${row.recycleClaimedOn}` : 'Recycle not claimed'}
          rest={[row.taxClaimPeriodEnd ? `Tax return ${row.taxClaimPeriodEnd}` : null]}
        />
      ),
    },
  ]
}

/** /reports/refunds: exported cars whose recycle deposit or consumption tax has not come back. */
const RefundsPage = () => {
  const compact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true })
  const [query, setQuery] = useState<RefundsQuery>({ page: 1, pageSize: 25 })
  const rows = useRefunds(query)
  const totals = useRefundTotals(query.q)
  useErrorAlert(rows.error ?? totals.error, reportMessages.fetchFailed)
  return (
    <Page title={exportChainTitles.refunds}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          The recycle deposit is refunded on a claim made within{' '}
          {counted(exportPeriods.recycleRefundYears.value, 'year')} of export; the consumption tax comes back
          through the tax return.
        </Typography>
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
              path="Reports/refunds"
              query={{ q: query.q, sort: query.sort }}
              filename="report-refunds"
            />
          }
          rowHeight={compact ? 72 : 64}
        />
        {totals.data && (
          <TotalsSection count={totals.data.count}>
            {totals.data.perCurrency.map((c) => (
              <TotalsCard
                key={c.currency}
                title={`In ${c.currency}`}
                figures={[
                  ['Recycle deposit', formatMoney(c.recycle, c.currency)],
                  ['Consumption tax', formatMoney(c.tax, c.currency)],
                  ['At stake', formatMoney(c.atStake, c.currency)],
                ]}
              />
            ))}
          </TotalsSection>
        )}
      </Stack>
    </Page>
  )
}

export default RefundsPage
