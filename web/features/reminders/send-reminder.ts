import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PendingPayment } from '../../../shared/dashboard'
import { messages } from '../../../shared/messages'
import type { Reminder } from '../../../shared/reminders'
import { api } from '../../lib/api'
import { readToken } from '../../lib/session-storage'

/** What a row has pending: a customer owes us the sale side, we owe a vendor the purchase side. */
export const pendingOf = (row: PendingPayment) =>
  row.type === 'customer' ? row.pendingSaleAmount : row.pendingPurchaseAmount

/**
 * POST Email/sendReminder for one pending row, filed on its customer or vendor (202: queued in the
 * outbox). Without a stored token the call is not made and fails with the product's message. The
 * dashboard and Reminder Bulk both send through this.
 */
export const sendReminder = async (row: PendingPayment) => {
  if (!(await readToken())) throw new Error(messages.reminders.tokenMissing)
  return api.send<Reminder>('POST', 'Email/sendReminder', undefined, {
    json: {
      email: row.email,
      name: row.name,
      pendingAmount: pendingOf(row),
      totalAmount: row.totalAmount,
      currencySymbol: row.currency,
      ...(row.type === 'customer' ? { customerId: row.id } : { vendorId: row.id }),
    },
  })
}

/** Reminder logs sit under ['reminders']: after a send, the customer's or vendor's log reloads. */
export const useRemindersChanged = () => {
  const qc = useQueryClient()
  // The pending lists show when each party was last reminded.
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['reminders'] }),
      qc.invalidateQueries({ queryKey: ['dashboard', 'pending-list'] }),
    ])
}

/** One reminder as a mutation (the dashboard's per-row button). */
export const useSendReminder = () => {
  const changed = useRemindersChanged()
  return useMutation({ mutationFn: sendReminder, onSuccess: changed })
}
