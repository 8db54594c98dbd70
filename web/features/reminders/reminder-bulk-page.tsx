import Send from '@mui/icons-material/Send'
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TablePagination,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useState } from 'react'
import type { PendingPayment } from '../../../shared/dashboard'
import { can } from '../../../shared/permissions'
import { overdueThresholdDays } from '../../../shared/reminders'
import { useBusinessToday } from '../../app/business-today'
import { usePendingList } from '../../app/pending-list'
import { useCountries, useCurrencies } from '../../app/reference-data'
import { useSession } from '../../app/session'
import { EmptyState } from '../../components/empty-state'
import { Page } from '../../components/page'
import { errorText } from '../../lib/api'
import { useNotify } from '../../lib/notify'
import { useDebouncedValue } from '../../lib/use-debounced-value'

import { ReminderCards, ReminderTable } from './reminder-rows'
import { rowKey, type SendResult, useBulkReminders } from './reminders.api'

const resultText = (r: SendResult) =>
  r.status === 'sent'
    ? 'Sent to the outbox'
    : r.status === 'failed'
      ? `Failed: ${r.message}`
      : r.status === 'sending'
        ? 'Sending…'
        : 'Waiting'

/** Progress and one line per recipient of the last bulk send. */
const SendReport = ({
  results,
  done,
  running,
  onClear,
}: {
  results: SendResult[]
  done: number
  running: boolean
  onClear: () => void
}) => {
  const sent = results.filter((r) => r.status === 'sent').length
  const failed = results.filter((r) => r.status === 'failed').length
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} aria-label="Send results" component="section">
      <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1} flexWrap="wrap">
        <Typography fontWeight={600}>
          {running ? 'Sending reminders…' : 'Reminders sent'} · {done} of {results.length} done
        </Typography>
        {!running && (
          <Button size="small" onClick={onClear}>
            Clear
          </Button>
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={results.length ? (done * 100) / results.length : 0}
        aria-label="Sending reminders"
        sx={{ my: 1.5, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {sent} sent to the outbox · {failed} failed
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Results per recipient">
        {results.map((r) => (
          <Box
            component="li"
            key={r.key}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
              py: 0.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{r.row.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {r.row.email}
            </Typography>
            <Chip
              size="small"
              sx={{
                ml: 'auto',
                maxWidth: '100%',
                height: 'auto',
                '& .MuiChip-label': { whiteSpace: 'normal' },
              }}
              color={r.status === 'sent' ? 'success' : r.status === 'failed' ? 'error' : 'default'}
              label={resultText(r)}
            />
          </Box>
        ))}
      </Box>
    </Paper>
  )
}

/**
 * Reminder Bulk: every customer and vendor with money pending, filtered, many selected, one e-mail
 * reminder each (a few at a time), with a result per recipient; a WhatsApp link per row.
 */
const ReminderBulkPage = () => {
  const { profile } = useSession()
  const notify = useNotify()
  const { date: today } = useBusinessToday()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const canSend = can(profile?.userRole, 'reminders', 'send')
  const showCountry = can(profile?.userRole, 'countries', 'viewAll')
  const bulk = useBulkReminders()
  const [q, setQ] = useState('')
  const [type, setType] = useState<'' | 'customer' | 'vendor'>('')
  const [currency, setCurrency] = useState('')
  const [country, setCountry] = useState<number | ''>('')
  const [overdueOnly, setOverdueOnly] = useState(false)
  const [page, setPage] = useState(0)
  const [pageSize, setPageSize] = useState(25)
  /** The rows chosen so far, on any page. */
  const [selected, setSelected] = useState<ReadonlyMap<string, PendingPayment>>(new Map())
  const search = useDebouncedValue(q.trim())
  const pending = usePendingList({
    type,
    q: search,
    currency,
    countryId: country,
    overdue: overdueOnly,
    page: page + 1,
    pageSize,
  })
  const currencies = useCurrencies().data ?? []
  const countries = useCountries().data ?? []
  /** A filter changed: back to the first page. */
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v)
      setPage(0)
    }

  const shown = pending.data?.rows ?? []
  const selectable = canSend ? shown.filter((r) => !!r.email) : []
  const chosen = [...selected.values()]
  const allShownChosen = selectable.length > 0 && selectable.every((r) => selected.has(rowKey(r)))
  const someShownChosen = selectable.some((r) => selected.has(rowKey(r)))

  const toggle = (row: PendingPayment) =>
    setSelected((s) => {
      const next = new Map(s)
      if (next.has(rowKey(row))) next.delete(rowKey(row))
      else next.set(rowKey(row), row)
      return next
    })
  const toggleShown = () =>
    setSelected((s) => {
      const next = new Map(s)
      for (const r of selectable) {
        if (allShownChosen) next.delete(rowKey(r))
        else next.set(rowKey(r), r)
      }
      return next
    })
  const rowsProps = {
    rows: shown,
    selected,
    canSend,
    showCountry,
    today,
    timeZone: profile?.businessTimeZone ?? 'UTC',
    onToggle: toggle,
    onToggleShown: toggleShown,
    allShownChosen,
    someShownChosen,
    selectable: selectable.length,
  }
  const sendChosen = async () => {
    const n = chosen.length
    const yes = await notify.confirm({
      title: 'Send reminders',
      text: `E-mail a payment reminder to ${n} ${n === 1 ? 'recipient' : 'recipients'}?`,
    })
    if (!yes) return
    setSelected(new Map())
    await bulk.send(chosen)
  }

  const actions = canSend && (
    <Button
      variant="contained"
      startIcon={<Send />}
      disabled={!chosen.length || bulk.running}
      onClick={() => void sendChosen()}
    >
      Send reminders{chosen.length ? ` (${chosen.length})` : ''}
    </Button>
  )

  return (
    <Page title="Reminder Bulk" actions={actions}>
      <Stack spacing={2}>
        <Typography color="text.secondary">
          Customers who owe us and vendors we owe, per currency. Select the ones to remind and send one e-mail
          each; rows overdue {overdueThresholdDays} days or more are marked red.
        </Typography>
        {!canSend && <Alert severity="info">Only SuperAdmin and MainAdmin send e-mail reminders.</Alert>}
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: { sm: 'center' },
            '& > .MuiTextField-root': { flex: { sm: '1 1 160px' }, width: { sm: 'auto' } },
          }}
        >
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
            label="Type"
            value={type}
            onChange={(e) => refilter(setType)(e.target.value as '' | 'customer' | 'vendor')}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">All</MenuItem>
            <MenuItem value="customer">Customers</MenuItem>
            <MenuItem value="vendor">Vendors</MenuItem>
          </TextField>
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
          <FormControlLabel
            control={
              <Switch checked={overdueOnly} onChange={(e) => refilter(setOverdueOnly)(e.target.checked)} />
            }
            label={`Overdue only (${overdueThresholdDays}+ days)`}
          />
        </Box>
        {bulk.results.length > 0 && (
          <SendReport results={bulk.results} done={bulk.done} running={bulk.running} onClear={bulk.reset} />
        )}
        {pending.isPending && <LinearProgress aria-label="Loading pending payments" />}
        {pending.error ? (
          <Alert severity="error">{errorText(pending.error, 'Could not load pending payments')}</Alert>
        ) : (
          !pending.isPending && (
            <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
              {phone ? <ReminderCards {...rowsProps} /> : <ReminderTable {...rowsProps} />}
              {!shown.length && <EmptyState text="Nothing pending" />}
              <TablePagination
                component="div"
                count={pending.data?.total ?? 0}
                page={page}
                onPageChange={(_e, p) => setPage(p)}
                rowsPerPage={pageSize}
                rowsPerPageOptions={[25, 50, 100]}
                onRowsPerPageChange={(e) => refilter(setPageSize)(Number(e.target.value))}
              />
            </Box>
          )
        )}
      </Stack>
    </Page>
  )
}

export default ReminderBulkPage
