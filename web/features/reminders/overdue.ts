import Decimal from 'decimal.js'
import type { PendingPayment } from '../../../shared/dashboard'
import { isPayable, isReceivable, overdueThresholdDays } from '../../../shared/reminders'

export const isOverdue = (r: PendingPayment) => r.daysPassed !== null && r.daysPassed >= overdueThresholdDays

/** One line of the alerts: who, how much (always positive), which way the money goes. */
export type OverdueLine = {
  key: string
  name: string
  side: 'receivable' | 'payable'
  amount: string
  currency: string
  daysPassed: number
}

/**
 * What the line is about: a receivable's pending sale amount; a payable's pending purchase amount, or
 * for a customer in credit (pending sale below zero) that credit, which we owe them.
 */
const lineOf = (r: PendingPayment): OverdueLine | undefined => {
  const base = { key: `${r.type}-${r.id}-${r.currency}`, name: r.name, currency: r.currency }
  const daysPassed = r.daysPassed ?? 0
  if (isReceivable(r)) return { ...base, side: 'receivable', amount: r.pendingSaleAmount, daysPassed }
  if (isPayable(r)) {
    const amount = new Decimal(r.pendingPurchaseAmount).gt(0)
      ? r.pendingPurchaseAmount
      : new Decimal(r.pendingSaleAmount).neg().toFixed()
    return { ...base, side: 'payable', amount, daysPassed }
  }
  return undefined
}

/** The overdue queue (days passed at the threshold or more), most overdue first, receivables before payables. */
export const overdueLines = (rows: PendingPayment[]): OverdueLine[] =>
  rows
    .filter(isOverdue)
    .flatMap((r) => lineOf(r) ?? [])
    .sort((a, b) => (a.side === b.side ? b.daysPassed - a.daysPassed : a.side === 'receivable' ? -1 : 1))

/** Totals per currency, in order of first appearance; only positive amounts count. Exact decimals. */
export const totalsPerCurrency = (lines: OverdueLine[]) => {
  const totals = new Map<string, Decimal>()
  for (const l of lines) {
    const amount = new Decimal(l.amount)
    if (amount.gt(0)) totals.set(l.currency, (totals.get(l.currency) ?? new Decimal(0)).plus(amount))
  }
  return [...totals].map(([currency, amount]) => ({ currency, amount: amount.toFixed() }))
}
