import Decimal from 'decimal.js'
import { z } from 'zod'
import { money } from './fields'
import { counted } from './messages'
import { formatMoney, sumAmounts } from './money'

/**
 * POST Email/sendReminder: the original client's JSON, plus an optional customerId or vendorId that
 * files the reminder on that record. The server queues the e-mail and answers at once (202).
 */
export const ReminderInput = z.object({
  email: z.email({ error: 'Enter a valid e-mail address' }).trim().max(254),
  name: z.string().trim().min(1, 'Name is required').max(200),
  pendingAmount: money('Pending amount'),
  totalAmount: money('Total amount'),
  currencySymbol: z.string().trim().min(1, 'Currency is required').max(10),
  customerId: z.coerce.number().int().positive().optional(),
  vendorId: z.coerce.number().int().positive().optional(),
})
export type ReminderInput = z.infer<typeof ReminderInput>

/** GET reminders?customerId= or ?vendorId=: one record's reminder log. */
export const ReminderQuery = z
  .object({
    customerId: z.coerce.number().int().positive().optional(),
    vendorId: z.coerce.number().int().positive().optional(),
  })
  .refine((v) => !!v.customerId !== !!v.vendorId, {
    path: ['customerId'],
    message: 'Give CustomerId or VendorId',
  })

export const reminderStatuses = ['queued', 'sent', 'failed'] as const
export type ReminderStatus = (typeof reminderStatuses)[number]

/** What POST Email/sendReminder answers, and one line of a customer's or vendor's reminder log. */
export const Reminder = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  pendingAmount: z.string(),
  totalAmount: z.string(),
  currency: z.string(),
  customerId: z.number().int().nullable(),
  vendorId: z.number().int().nullable(),
  status: z.enum(reminderStatuses),
  error: z.string().nullable(),
  attempts: z.number().int(),
  sentBy: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
})
export type Reminder = z.infer<typeof Reminder>

/**
 * The reminder's words, the same in the e-mail and the WhatsApp link. A customer owes us; a vendor is
 * told what we owe them (a statement).
 */
export const reminderText = (r: {
  name: string
  pendingAmount: string
  totalAmount: string
  currency: string
  type?: 'customer' | 'vendor'
  businessName?: string
}) => {
  const from = r.businessName ? ` from ${r.businessName}` : ''
  return r.type === 'vendor'
    ? `Dear ${r.name}, this is a statement${from}: we owe you ${formatMoney(r.pendingAmount, r.currency)} of ${formatMoney(r.totalAmount, r.currency)} in total. Thank you for your patience.`
    : `Dear ${r.name}, this is a friendly reminder${from}: ${formatMoney(r.pendingAmount, r.currency)} of ${formatMoney(r.totalAmount, r.currency)} is pending on your account. Please arrange the payment at your earliest convenience.`
}

/** A wa.me link with the reminder text, or null without a usable number. */
export const whatsAppLink = (phone: string | null | undefined, text: string) => {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length >= 6 ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null
}

/** Receivables and payables overdue this many days or more are alerted and open the alert modals. */
export const overdueThresholdDays = 10

/** What the alerts read of a pending row (GET Dashboard/PendingPaymentDetails). */
type PendingLine = {
  id: number
  type: 'customer' | 'vendor'
  name: string
  currency: string
  daysPassed: number | null
  pendingSaleAmount: string
  pendingPurchaseAmount: string
}

/**
 * Classification: a row is a receivable when pendingSaleAmount > 0, a payable when
 * pendingPurchaseAmount > 0 or pendingSaleAmount < 0 (a customer in credit: we owe them).
 */
export const isReceivable = (r: { pendingSaleAmount: string }) => new Decimal(r.pendingSaleAmount).gt(0)
export const isPayable = (r: { pendingSaleAmount: string; pendingPurchaseAmount: string }) =>
  new Decimal(r.pendingPurchaseAmount).gt(0) || new Decimal(r.pendingSaleAmount).lt(0)

export const isOverdue = (r: { daysPassed: number | null }) =>
  r.daysPassed !== null && r.daysPassed >= overdueThresholdDays

/** One alert: who, how much (always positive), which way the money goes, how many days. */
export type OverdueLine = {
  key: string
  type: 'customer' | 'vendor'
  id: number
  name: string
  side: 'receivable' | 'payable'
  amount: string
  currency: string
  daysPassed: number
}

const lineOf = (r: PendingLine): OverdueLine | undefined => {
  const base = { key: `${r.type}-${r.id}-${r.currency}`, type: r.type, id: r.id, name: r.name }
  const rest = { currency: r.currency, daysPassed: r.daysPassed ?? 0 }
  if (isReceivable(r)) return { ...base, ...rest, side: 'receivable', amount: r.pendingSaleAmount }
  if (isPayable(r)) {
    const amount = new Decimal(r.pendingPurchaseAmount).gt(0)
      ? r.pendingPurchaseAmount
      : new Decimal(r.pendingSaleAmount).neg().toFixed()
    return { ...base, ...rest, side: 'payable', amount }
  }
  return undefined
}

/** The overdue queue: receivables first, then payables, each most overdue first. */
export const overdueLines = (rows: PendingLine[]): OverdueLine[] =>
  rows
    .filter(isOverdue)
    .flatMap((r) => lineOf(r) ?? [])
    .sort((a, b) => (a.side === b.side ? b.daysPassed - a.daysPassed : a.side === 'receivable' ? -1 : 1))

/** A list's totals per currency (never added across currencies); only positive amounts count. */
export const totalsPerCurrency = (lines: { amount: string; currency: string }[]) => {
  const totals = new Map<string, string[]>()
  for (const l of lines)
    if (new Decimal(l.amount).gt(0)) totals.set(l.currency, [...(totals.get(l.currency) ?? []), l.amount])
  return [...totals].map(([currency, amounts]) => ({ currency, amount: sumAmounts(amounts) }))
}

/** What one alert says. */
export const overdueText = (l: OverdueLine) =>
  l.side === 'receivable'
    ? `${l.name} owes ${formatMoney(l.amount, l.currency)}, ${counted(l.daysPassed, 'day')} overdue`
    : `We owe ${l.name} ${formatMoney(l.amount, l.currency)}, ${counted(l.daysPassed, 'day')} overdue`
