import { Alert, Grid, MenuItem, Stack, Tab, Tabs, TextField, useMediaQuery, useTheme } from '@mui/material'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { Customer } from '../../../shared/customers'
import { can } from '../../../shared/permissions'
import {
  type ReportKind,
  reportDateField,
  reportKinds,
  reportMessages,
  reportTitles,
} from '../../../shared/reports'
import type { Vendor } from '../../../shared/vendors'
import { CountryFilter } from '../../components/country-filter'
import { DataTable } from '../../components/data-table'
import { ExportButtons } from '../../components/export-buttons'
import { ListPicker, type Option } from '../../components/list-picker'
import { Page } from '../../components/page'
import { useErrorAlert } from '../../lib/notify'
import { useCountries } from '../../lib/reference-data'
import { useSession } from '../session'
import { reportColumns } from './report-columns'
import { ReportTotals } from './report-totals'
import { type ReportFilters, type ReportQuery, reportParams, useReport, useReportTotals } from './reports.api'

const isKind = (v: string | null): v is ReportKind => reportKinds.includes(v as ReportKind)
const firstPage: ReportQuery = { page: 1, pageSize: 25 }

const customerOption = (c: Customer): Option<Customer> => ({
  id: c.id,
  label: `${c.firstName} ${c.lastName}`,
  hint: [c.currency, c.countryName].filter(Boolean).join(' · '),
})

const vendorOption = (v: Vendor): Option<Vendor> => ({
  id: v.id,
  label: v.name,
  hint: [v.currency, v.countryName].filter(Boolean).join(' · '),
})

type FilterProps = { kind: ReportKind; query: ReportQuery; onChange: (patch: ReportFilters) => void }

/** The report's own filter (customer, vendor, country or availability) and its date range. */
const ReportFilterFields = ({ kind, query, onChange }: FilterProps) => {
  const countries = useCountries()
  const [customer, setCustomer] = useState<Option<Customer> | null>(null)
  const [vendor, setVendor] = useState<Option<Vendor> | null>(null)
  const sold = reportDateField[kind] === 'saleDate'
  const cell = { xs: 12, sm: 6, md: 4 }
  return (
    <Grid container spacing={1.5}>
      <Grid size={cell}>
        {kind === 'bycustomer' && (
          <ListPicker
            label="Customer"
            size="medium"
            value={customer}
            path="customer"
            toOption={customerOption}
            onChange={(o) => {
              setCustomer(o)
              onChange({ customerId: o?.id })
            }}
          />
        )}
        {kind === 'byvendor' && (
          <ListPicker
            label="Vendor"
            size="medium"
            value={vendor}
            path="vendor"
            toOption={vendorOption}
            onChange={(o) => {
              setVendor(o)
              onChange({ vendorId: o?.id })
            }}
          />
        )}
        {(kind === 'bypurchasecountry' || kind === 'bysalecountry') && (
          <CountryFilter
            countries={countries.data ?? []}
            value={query.countryId}
            onChange={(countryId) => onChange({ countryId })}
            fullWidth
          />
        )}
        {kind === 'byavailability' && (
          <TextField
            select
            fullWidth
            label="Availability"
            value={query.isAvailable ?? ''}
            onChange={(e) =>
              onChange({ isAvailable: (e.target.value || undefined) as ReportFilters['isAvailable'] })
            }
          >
            <MenuItem value="">All vehicles</MenuItem>
            <MenuItem value="true">In stock</MenuItem>
            <MenuItem value="false">Sold</MenuItem>
          </TextField>
        )}
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <TextField
          type="date"
          fullWidth
          label={sold ? 'Sold from' : 'Bought from'}
          value={query.from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <TextField
          type="date"
          fullWidth
          label={sold ? 'Sold to' : 'Bought to'}
          value={query.to ?? ''}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
    </Grid>
  )
}

/** One report: its filters, the server-paged grid, the downloads and the totals of every filtered row. */
const Report = ({ kind }: { kind: ReportKind }) => {
  const compact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true })
  const [query, setQuery] = useState<ReportQuery>(firstPage)
  const rows = useReport(kind, query)
  const totals = useReportTotals(kind, query)
  useErrorAlert(rows.error ?? totals.error, reportMessages.fetchFailed)
  return (
    <Stack spacing={2}>
      <ReportFilterFields
        kind={kind}
        query={query}
        onChange={(patch) => setQuery((q) => ({ ...q, ...patch, page: 1 }))}
      />
      <DataTable
        rows={rows.data?.rows ?? []}
        total={rows.data?.total ?? 0}
        loading={rows.isFetching}
        columns={reportColumns(kind, compact)}
        getRowId={(r) => r.id}
        query={query}
        onQueryChange={(q) => setQuery((prev) => ({ ...prev, ...q }))}
        searchLabel="Search stock no., chassis, model"
        toolbar={
          <ExportButtons
            path={`Reports/${kind}`}
            query={{ ...reportParams(kind, query), sort: query.sort }}
            filename={`report-${kind}`}
          />
        }
        rowHeight={compact ? 72 : 64}
      />
      {totals.data && <ReportTotals totals={totals.data} />}
    </Stack>
  )
}

/** /reports: one tab per report (the tab is in the address, so a report can be bookmarked). */
const ReportsPage = () => {
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab')
  const kind: ReportKind = isKind(tab) ? tab : 'bycustomer'
  const { profile } = useSession()
  if (!can(profile?.userRole, 'reports', 'view'))
    return (
      <Page title="Reports">
        <Alert severity="info">Reports are open to the SuperAdmin and MainAdmin roles.</Alert>
      </Page>
    )
  return (
    <Page title="Reports">
      <Tabs
        value={kind}
        onChange={(_e, v: ReportKind) => setParams({ tab: v }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Reports"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {reportKinds.map((k) => (
          <Tab key={k} value={k} label={reportTitles[k]} />
        ))}
      </Tabs>
      <Report key={kind} kind={kind} />
    </Page>
  )
}

export default ReportsPage
