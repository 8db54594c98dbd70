import { useState } from 'react'
import type { PendingPayment } from '../../../shared/dashboard'
import { useNotify } from '../../lib/notify'
import { rowKey, useBulkReminders } from './reminders.api'

/**
 * The rows chosen for a reminder, kept across pages, and sending to them: only rows with an e-mail
 * address are selectable, and only by a role that may send.
 */
export const useReminderSelection = (shown: PendingPayment[], canSend: boolean) => {
  const notify = useNotify()
  const bulk = useBulkReminders()
  const [selected, setSelected] = useState<ReadonlyMap<string, PendingPayment>>(new Map())
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
  return {
    selected,
    chosen,
    selectable: selectable.length,
    allShownChosen,
    someShownChosen,
    toggle,
    toggleShown,
    sendChosen,
    bulk,
  }
}
