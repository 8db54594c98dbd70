import Decimal from 'decimal.js'
import { addDays, addMonths } from '../../../shared/dates'
import { splitAmount, subtractAmount, sumAmounts } from '../../../shared/money'
import type { Frequency, Instalment, InstalmentPlan } from '../../../shared/sales'

export type ScheduleLine = { seq: number; dueDate: string; amount: string }

/** A due date `k` periods after the first; a monthly date past the month's end falls on its last day. */
export const nthDueDate = (first: string, frequency: Frequency, k: number) =>
  frequency === 'weekly' ? addDays(first, 7 * k) : addMonths(first, k)

/**
 * A sale's schedule: the down payment (seq 0, due on the sale date) when there is one, then `count`
 * equal instalments in the currency's minor unit; the last absorbs the rounding, so the amounts sum
 * exactly to the price.
 */
export const makeSchedule = (
  price: string,
  downPayment: string,
  saleDate: string,
  plan: InstalmentPlan | undefined,
  decimals = 2,
): ScheduleLine[] => {
  const lines: ScheduleLine[] = []
  if (new Decimal(downPayment).gt(0))
    lines.push({ seq: 0, dueDate: saleDate, amount: sumAmounts([downPayment]) })
  const rest = new Decimal(subtractAmount(price, downPayment))
  if (!plan || rest.lte(0)) return lines
  splitAmount(rest, plan.count, decimals).forEach((amount, k) => {
    lines.push({ seq: k + 1, dueDate: nthDueDate(plan.firstDueDate, plan.frequency, k), amount })
  })
  return lines
}

/** Paid / due / overdue per line: what was paid on the sale is applied to the lines in order. */
export const scheduleStatus = (lines: ScheduleLine[], paidTotal: string, today: string): Instalment[] => {
  let left = new Decimal(paidTotal)
  return lines.map((line) => {
    const amount = new Decimal(line.amount)
    const paid = Decimal.max(0, Decimal.min(amount, left))
    left = left.minus(paid)
    const status = paid.eq(amount) ? 'paid' : line.dueDate < today ? 'overdue' : 'due'
    return { ...line, paid: paid.toFixed(2), status }
  })
}
