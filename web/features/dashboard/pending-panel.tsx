import {
  Box,
  Chip,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Tab,
  TablePagination,
  Tabs,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { PendingPayment, PendingTerms } from '../../../shared/dashboard'
import { formatMoney } from '../../../shared/money'
import { useBusinessToday } from '../../app/business-today'
import { usePendingList } from '../../app/pending-list'
import { useCountries, useCurrencies } from '../../app/reference-data'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { PendingCards, PendingTable } from './pending-rows'

type Side = 'customer' | 'vendor'
/** The Vendors tab lists every payable: vendors we owe and customers holding credit (we owe them too). */
const sides = {
  customer: { tab: 'Customers', heading: 'You will get', side: 'receivable' },
  vendor: { tab: 'Vendors', heading: 'You will give', side: 'payable' },
} as const

const Totals = ({ side, terms }: { side: Side; terms?: PendingTerms }) => {
  const rows = (terms?.totals ?? []).flatMap((t) =>
    side === 'customer'
      ? t.saleCurrency
        ? [
            {
              key: `${t.countryId}-${t.saleCurrency}`,
              country: t.countryName,
              amount: t.pendingSaleAmount,
              currency: t.saleCurrency,
            },
          ]
        : []
      : t.purchaseCurrency
        ? [
            {
              key: `${t.countryId}-${t.purchaseCurrency}`,
              country: t.countryName,
              amount: t.pendingPurchaseAmount,
              currency: t.purchaseCurrency,
            },
          ]
        : [],
  )
  return (
    <Box>
      <Typography variant="subtitle2" color="text.secondary">
        {sides[side].heading}
      </Typography>
      {rows.length ? (
        <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mt: 0.5 }} aria-label={sides[side].heading}>
          {rows.map((r) => (
            <Chip
              key={r.key}
              label={`${formatMoney(r.amount, r.currency)} · ${r.country}`}
              variant="outlined"
            />
          ))}
        </Stack>
      ) : (
        <Typography>Nothing pending</Typography>
      )}
    </Box>
  )
}

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
  const [q, setQ] = useState('')
  const [currency, setCurrency] = useState('')
  const [country, setCountry] = useState<number | ''>('')
  const [page, setPage] = useState(0)
  const [pageSize, setPageSize] = useState(10)
  const search = useDebouncedValue(q.trim())
  const list = usePendingList({
    side: sides[side].side,
    q: search,
    currency,
    countryId: country,
    page: page + 1,
    pageSize,
  })
  const currencies = useCurrencies().data ?? []
  const countries = useCountries().data ?? []
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
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v)
      setPage(0)
    }
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <Tabs
        value={side}
        onChange={(_e, v: Side) => refilter(setSide)(v)}
        aria-label="Pending payments"
        variant="fullWidth"
      >
        <Tab value="customer" label={sides.customer.tab} />
        <Tab value="vendor" label={sides.vendor.tab} />
      </Tabs>
      <Stack spacing={2} sx={{ p: 2 }}>
        <Totals side={side} terms={terms} />
        <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5}>
          <TextField
            size="small"
            label="Search"
            placeholder="Name or e-mail"
            value={q}
            onChange={(e) => refilter(setQ)(e.target.value)}
          />
          <TextField
            size="small"
            select
            label="Currency"
            value={currency}
            onChange={(e) => refilter(setCurrency)(e.target.value)}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">All</MenuItem>
            {currencies.map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {c.code}
              </MenuItem>
            ))}
          </TextField>
          {showCountry && (
            <TextField
              size="small"
              select
              label="Country"
              value={country}
              onChange={(e) => refilter(setCountry)(e.target.value === '' ? '' : Number(e.target.value))}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">All</MenuItem>
              {countries.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
        {phone ? <PendingCards {...rowsProps} /> : <PendingTable {...rowsProps} />}
        {list.isPending && <LinearProgress aria-label="Loading pending payments" />}
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={page}
          onPageChange={(_e, p) => setPage(p)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 25, 50]}
          onRowsPerPageChange={(e) => refilter(setPageSize)(Number(e.target.value))}
        />
      </Stack>
    </Paper>
  )
}
