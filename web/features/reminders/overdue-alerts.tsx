import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { messages, ui } from '../../../shared/messages'
import { formatMoney } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import {
  type OverdueLine,
  overdueLines,
  overdueText,
  overdueThresholdDays,
  totalsPerCurrency,
} from '../../../shared/reminders'
import { useNotify } from '../../lib/notify'
import { markOverdueAlertsShown, overdueAlertsShown } from '../../lib/session-storage'
import { useSession } from '../session'
import { usePendingList } from './pending-list'

/** Alerts shown one by one; the rest are counted in one last alert (the modals list them all). */
export const alertsOneByOne = 5

type Stage = 'queue' | 'waiting' | 'receivables' | 'payables' | 'done'

/** A browser notification that stays until closed; resolves when it closes. */
const notification = (text: string, tag: string) =>
  new Promise<void>((resolve) => {
    const n = new Notification('Overdue payment', { body: text, tag, requireInteraction: true })
    n.onclose = () => resolve()
    n.onerror = () => resolve()
  })

/** Notifications when granted (asking once when the browser has not been asked), otherwise toasts. */
const notificationsGranted = async () => {
  if (typeof Notification === 'undefined') return false
  if (Notification.permission === 'default') {
    try {
      return (await Notification.requestPermission()) === 'granted'
    } catch {
      return false
    }
  }
  return Notification.permission === 'granted'
}

const detailsUrl = (l: OverdueLine) => `/${l.type}/details/${l.id}`

/** Whether the page holds work in hand: an open dialog, a form, or the focus in a field. */
const workInHand = () => {
  const focused = document.activeElement
  const typing =
    focused instanceof HTMLInputElement ||
    focused instanceof HTMLTextAreaElement ||
    focused instanceof HTMLSelectElement ||
    (focused instanceof HTMLElement && focused.isContentEditable)
  // A closed drawer on a phone stays in the page as a hidden dialog: only a shown one counts.
  const shown = (el: Element) =>
    el.checkVisibility
      ? el.checkVisibility({ visibilityProperty: true })
      : getComputedStyle(el).visibility !== 'hidden'
  return typing || [...document.querySelectorAll('[role="dialog"], main form')].some(shown)
}

/**
 * Opens the modals when nothing is being filled in: at once on a page without a form, else when the
 * person leaves the page (or the form goes), so a modal never lands on what they are typing.
 */
const useBetweenPages = (waiting: boolean, open: () => void) => {
  const { pathname } = useLocation()
  const from = useRef<string>(undefined)
  useEffect(() => {
    if (!waiting) return
    from.current ??= pathname
    if (from.current !== pathname || !workInHand()) return open()
    const check = setInterval(() => !workInHand() && open(), 1000)
    return () => clearInterval(check)
  }, [waiting, pathname, open])
}

const OverdueModal = ({
  title,
  intro,
  lines,
  next,
  canSend,
  canOpen,
}: {
  title: string
  intro: string
  lines: OverdueLine[]
  next: () => void
  canSend: boolean
  canOpen: (l: OverdueLine) => boolean
}) => {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  return (
    <Dialog
      open
      onClose={next}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="overdue-title"
    >
      <DialogTitle id="overdue-title">{title}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell align="right">Pending</TableCell>
              <TableCell align="right">Days</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l) => (
              <TableRow key={l.key}>
                <TableCell>
                  {canOpen(l) ? (
                    <MuiLink component={Link} to={detailsUrl(l)} onClick={next}>
                      {l.name}
                    </MuiLink>
                  ) : (
                    l.name
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(l.amount, l.currency)}
                </TableCell>
                <TableCell align="right">{l.daysPassed}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            {totalsPerCurrency(lines).map((t) => (
              <TableRow key={t.currency}>
                <TableCell>
                  <strong>Total {t.currency}</strong>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <strong>{formatMoney(t.amount, t.currency)}</strong>
                </TableCell>
                <TableCell />
              </TableRow>
            ))}
          </TableFooter>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {canSend && (
          <Button component={Link} to="/reminder" onClick={next}>
            Send reminders
          </Button>
        )}
        <Button variant="contained" onClick={next} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/**
 * Overdue alerts, once per signed-in browser tab (after sign-in, and when the app starts in a new tab):
 * each customer and vendor overdue 10 days or more, one at a time — a browser notification that stays
 * until closed, or a 5-second toast when notifications are not granted — then the customers modal (the
 * receivables), then the payables modal. Which rows are the user's is the server's decision.
 */
export const OverdueAlerts = () => {
  const { profile } = useSession()
  const notify = useNotify()
  const [due] = useState(() => !!profile && !overdueAlertsShown(profile.userId))
  const [stage, setStage] = useState<Stage>('queue')
  const showModals = useCallback(() => setStage('receivables'), [])
  const [lines, setLines] = useState<OverdueLine[]>([])
  const started = useRef(false)
  // Only what is overdue, most of it: the modals list up to 500 and say how many more there are.
  const pending = usePendingList({ overdue: true, page: 1, pageSize: 500 }, due)

  useEffect(() => {
    if (!profile || !pending.data || started.current) return
    started.current = true
    markOverdueAlertsShown(profile.userId)
    const all = overdueLines(pending.data.rows)
    setLines(all)
    if (!all.length) return setStage('done')
    void (async () => {
      const granted = await notificationsGranted()
      const toast = (text: string, variant: 'warning' | 'info') =>
        new Promise<void>((resolve) =>
          notify.toast(text, { variant, ms: ui.toastMs, onClose: resolve, closable: true }),
        )
      const show = (text: string, tag: string) => (granted ? notification(text, tag) : toast(text, 'warning'))
      if (!granted) await toast(messages.common.notificationsBlocked, 'info')
      for (const line of all.slice(0, alertsOneByOne)) await show(overdueText(line), line.key)
      const rest = all.length - alertsOneByOne
      if (rest > 0) await show(`${rest} more overdue: see the lists that follow`, 'overdue-more')
      setStage('waiting')
    })()
  }, [profile, pending.data, notify])

  useBetweenPages(stage === 'waiting', showModals)

  const receivables = lines.filter((l) => l.side === 'receivable')
  const payables = lines.filter((l) => l.side === 'payable')
  const canSend = can(profile?.userRole, 'reminders', 'send')
  const showing =
    stage === 'receivables' && receivables.length
      ? 'receivables'
      : (stage === 'receivables' || stage === 'payables') && payables.length
        ? 'payables'
        : undefined
  const canOpen = (l: OverdueLine) =>
    can(profile?.userRole, l.type === 'customer' ? 'customers' : 'vendors', 'view')
  if (showing === 'receivables')
    return (
      <OverdueModal
        title="Customers overdue"
        intro={`Customers who owe us and are ${overdueThresholdDays} or more days past the due date.`}
        lines={receivables}
        next={() => setStage('payables')}
        canSend={canSend}
        canOpen={canOpen}
      />
    )
  if (showing === 'payables')
    return (
      <OverdueModal
        title="Payables overdue"
        intro={`What we owe, ${overdueThresholdDays} or more days past the due date.`}
        lines={payables}
        next={() => setStage('done')}
        canSend={canSend}
        canOpen={canOpen}
      />
    )
  return null
}
