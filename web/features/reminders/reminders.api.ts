import { useCallback, useState } from 'react'
import type { PendingPayment } from '../../../shared/dashboard'
import { messages } from '../../../shared/messages'
import { errorText } from '../../lib/api'
import { sendReminder, useRemindersChanged } from './send-reminder'

/** The row's identity: one party may have a row per currency. */
export const rowKey = (row: PendingPayment) => `${row.type}-${row.id}-${row.currency}`

/** How many reminders are in flight at once during a bulk send. */
export const bulkConcurrency = 3

export type SendStatus = 'waiting' | 'sending' | 'sent' | 'failed'
export type SendResult = { key: string; row: PendingPayment; status: SendStatus; message?: string }

/** Runs `work` over `items`, at most `limit` at a time, in order of start. */
const eachLimited = async <T>(items: T[], limit: number, work: (item: T) => Promise<void>) => {
  let next = 0
  const lane = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}

/**
 * Sends one reminder per row, a few at a time; each row ends 'sent' (queued in the outbox) or
 * 'failed' with the error's message, and a failure does not stop the rest.
 */
export const useBulkReminders = () => {
  const [results, setResults] = useState<SendResult[]>([])
  const [running, setRunning] = useState(false)
  const changed = useRemindersChanged()
  const update = useCallback(
    (key: string, change: Partial<SendResult>) =>
      setResults((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r))),
    [],
  )
  const send = useCallback(
    async (rows: PendingPayment[]) => {
      setRunning(true)
      setResults(rows.map((row) => ({ key: rowKey(row), row, status: 'waiting' })))
      await eachLimited(rows, bulkConcurrency, async (row) => {
        const key = rowKey(row)
        update(key, { status: 'sending' })
        try {
          await sendReminder(row)
          update(key, { status: 'sent' })
        } catch (err) {
          update(key, { status: 'failed', message: errorText(err, messages.reminders.failed) })
        }
      })
      setRunning(false)
      await changed()
    },
    [update, changed],
  )
  const done = results.filter((r) => r.status === 'sent' || r.status === 'failed').length
  return { send, results, running, done, reset: () => setResults([]) }
}
