import Decimal from 'decimal.js'
import { type LineKind, lineKindLabels } from '../../../shared/auction-purchases'
import { formatMoney } from '../../../shared/money'
import type { Queryable } from '../../db/client'
import { fieldError } from '../../lib/errors'
import { insertExpense } from '../expenses/expenses.repo'
import { deleteTypedLines, listTypedLines } from './auction-purchases.repo'

type Refunds = {
  recycleAmount: string | null
  recycleReceivedOn: string | null
  taxRefundAmount: string | null
  taxRefundedOn: string | null
}

/** What each refund gives back, the lines it is set against and the field that names it. */
const refunds = [
  {
    kind: 'recycle_refund',
    against: ['recycle_deposit'],
    amount: 'recycleAmount',
    on: 'recycleReceivedOn',
    line: 'recycle deposit',
    what: 'the deposit',
  },
  {
    kind: 'tax_refund',
    against: ['consumption_tax', 'fee_tax'],
    amount: 'taxRefundAmount',
    on: 'taxRefundedOn',
    line: 'consumption tax',
    what: 'the consumption tax paid',
  },
] as const

/**
 * Replaces the car's refund expenses with what the export file says was received: each refund is an
 * expense of the negative amount, in yen, dated the day it came in, so it takes its line out of the cost,
 * the profit and every report. A refund is never larger than the lines it gives back, and there is none
 * without such a line (400 naming the refund's field). A refund saved again unchanged keeps its expense.
 * Runs inside the caller's transaction.
 */
export const recordRefunds = async (
  tx: Queryable,
  vehicleId: number,
  input: Refunds,
  createdBy: number | null = null,
) => {
  const lines = await listTypedLines(tx, vehicleId)
  for (const refund of refunds) {
    const given = input[refund.amount]
    const on = input[refund.on]
    const amount =
      given && on && !new Decimal(given).isZero() ? new Decimal(given).negated().toFixed(2) : null
    const kept = lines.filter((l) => l.lineKind === refund.kind)
    if (kept.length === (amount ? 1 : 0) && (!amount || (kept[0]!.amount === amount && kept[0]!.date === on)))
      continue
    await deleteTypedLines(tx, vehicleId, [refund.kind])
    if (!amount || !on) continue
    const paid = lines.filter((l) => (refund.against as readonly LineKind[]).includes(l.lineKind))
    if (!paid.length)
      throw fieldError(
        refund.amount,
        `No ${refund.line} is recorded on the car's auction purchase: there is nothing to refund`,
      )
    if (paid.some((l) => l.currency !== 'JPY'))
      throw fieldError(
        refund.amount,
        `The ${refund.line} was not paid in JPY: a refund in yen cannot be set against it`,
      )
    const total = paid.reduce((sum, l) => sum.plus(l.amount), new Decimal(0))
    if (new Decimal(given!).gt(total))
      throw fieldError(
        refund.amount,
        `A refund larger than ${refund.what} (${formatMoney(total.toFixed(2), 'JPY')}) cannot be recorded`,
      )
    await insertExpense(tx, {
      vehicleId,
      date: on,
      kind: 'auction fee',
      amount,
      currency: 'JPY',
      details: lineKindLabels[refund.kind],
      lineKind: refund.kind,
      createdBy,
    })
  }
}
