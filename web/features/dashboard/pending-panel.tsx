import {
  LinearProgress,
  Paper,
  Stack,
  Tab,
  TablePagination,
  Tabs,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { PendingPayment, PendingTerms } from '../../../shared/dashboard'
import { useBusinessToday } from '../../lib/business-today'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { usePendingList } from '../reminders'
import { type PendingFilter, PendingFilters } from './pending-filters'
import { PendingCards, PendingTable } from './pending-rows'
import { PendingTotals, type Side, sides } from './pending-totals'

/**
 * The Customers / Vendors tabs: what is owed per country and currency, then every party with money
 * pending, searchable and filtered by currency and country, each with a WhatsApp reminder.
 */
export const PendingPanel = ({
  terms,
  showCountry,
  businessName,
  onEmail,
}: {
  terms?: PendingTerms
  showCountry: boolean
  businessName?: string
  /** Sends the e-mail reminder; absent for roles that may not send reminders. */
  onEmail?: (row: PendingPayment) => void
}) => {
  const navigate = useNavigate()
  const { date: today } = useBusinessToday()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [side, setSide] = useState<Side>('customer')
  const [filter, setFilter] = useState<PendingFilter>({ q: '', currency: '', country: '' })
  const [page, setPage] = useState(0)
  const [pageSize, setPageSize] = useState(10)
  const search = useDebouncedValue(filter.q.trim())
  const list = usePendingList({
    side: sides[side].side,
    q: search,
    currency: filter.currency,
    countryId: filter.country,
    page: page + 1,
    pageSize,
  })
  const shown = list.data?.rows ?? []
  const rowsProps = {
    rows: shown,
    label: `${sides[side].tab} with money pending`,
    loading: list.isPending,
    today,
    businessName,
    onEmail,
    onOpen: (r: PendingPayment) => navigate(`/${r.type}/details/${r.id}`),
  }
  /** A filter changed: back to the first page. */
  const refilter = (change: Partial<PendingFilter>) => {
    setFilter((f) => ({ ...f, ...change }))
    setPage(0)
  }
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <Tabs
        value={side}
        onChange={(_e, v: Side) => {
          setSide(v)
          setPage(0)
        }}
        aria-label="Pending payments"
        variant="fullWidth"
      >
        <Tab value="customer" label={sides.customer.tab} />
        <Tab value="vendor" label={sides.vendor.tab} />
      </Tabs>
      <Stack spacing={2} sx={{ p: 2 }}>
        <PendingTotals side={side} terms={terms} />
        <PendingFilters value={filter} onChange={refilter} showCountry={showCountry} />
        {phone ? <PendingCards {...rowsProps} /> : <PendingTable {...rowsProps} />}
        {list.isPending && <LinearProgress aria-label="Loading pending payments" />}
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={page}
          onPageChange={(_e, p) => setPage(p)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 25, 50]}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value))
            setPage(0)
          }}
        />
      </Stack>
    </Paper>
  )
}
