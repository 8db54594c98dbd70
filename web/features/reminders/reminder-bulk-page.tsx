import Send from '@mui/icons-material/Send'
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Stack,
  TablePagination,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useState } from 'react'
import { can } from '../../../shared/permissions'
import { overdueThresholdDays } from '../../../shared/reminders'
import { EmptyState } from '../../components/empty-state'
import { Page } from '../../components/page'
import { errorText } from '../../lib/api'
import { useBusinessToday } from '../../lib/business-today'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { useSession } from '../session'
import { usePendingList } from './pending-list'
import { noReminderFilter, type ReminderFilter, ReminderFilters } from './reminder-filters'
import { ReminderCards, ReminderTable } from './reminder-rows'
import { SendReport } from './reminder-send-report'
import { useReminderSelection } from './use-reminder-selection'

/**
 * Reminder Bulk: every customer and vendor with money pending, filtered, many selected, one e-mail
 * reminder each (a few at a time), with a result per recipient; a WhatsApp link per row.
 */
const ReminderBulkPage = () => {
  const { profile } = useSession()
  const { date: today } = useBusinessToday()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const canSend = can(profile?.userRole, 'reminders', 'send')
  const showCountry = can(profile?.userRole, 'countries', 'viewAll')
  const [filter, setFilter] = useState<ReminderFilter>(noReminderFilter)
  const [page, setPage] = useState(0)
  const [pageSize, setPageSize] = useState(25)
  const search = useDebouncedValue(filter.q.trim())
  const pending = usePendingList({
    type: filter.type,
    q: search,
    currency: filter.currency,
    countryId: filter.country,
    overdue: filter.overdueOnly,
    page: page + 1,
    pageSize,
  })
  /** A filter changed: back to the first page. */
  const refilter = (change: Partial<ReminderFilter>) => {
    setFilter((f) => ({ ...f, ...change }))
    setPage(0)
  }

  const shown = pending.data?.rows ?? []
  const selection = useReminderSelection(shown, canSend)
  const { chosen, bulk } = selection
  const rowsProps = {
    rows: shown,
    selected: selection.selected,
    canSend,
    showCountry,
    today,
    timeZone: profile?.businessTimeZone ?? 'UTC',
    onToggle: selection.toggle,
    onToggleShown: selection.toggleShown,
    allShownChosen: selection.allShownChosen,
    someShownChosen: selection.someShownChosen,
    selectable: selection.selectable,
  }

  const actions = canSend && (
    <Button
      variant="contained"
      startIcon={<Send />}
      disabled={!chosen.length || bulk.running}
      onClick={() => void selection.sendChosen()}
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
        <ReminderFilters value={filter} onChange={refilter} showCountry={showCountry} />
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
                onRowsPerPageChange={(e) => {
                  setPageSize(Number(e.target.value))
                  setPage(0)
                }}
              />
            </Box>
          )
        )}
      </Stack>
    </Page>
  )
}

export default ReminderBulkPage
