import { todayIn } from '../../../shared/dates'
import { messages } from '../../../shared/messages'
import { formatMoney } from '../../../shared/money'
import {
  compareAmounts,
  type ProcessSalaryInput,
  type ProcessSalaryResult,
  subtractAmount,
  sumAmounts,
} from '../../../shared/salary'
import type { Db } from '../../db/client'
import { badRequest } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { checkAmounts } from '../countries/check-amounts'
import { lockStaffRow } from '../staff/staff.repo'
import { insertPayment } from './salary.repo'
import { loadSalarySheet } from './salary-sheet'

/**
 * POST Staff/processsalary: records a payment for a period. The amount defaults to the remaining
 * balance and may exceed it only as an advance. The member's row is locked, so two payments at once
 * cannot both pay the same balance.
 */
export const processSalary = (
  db: Db,
  input: ProcessSalaryInput,
  actor: { id: number } | undefined,
  timeZone: string,
): Promise<ProcessSalaryResult> =>
  db.transaction(async (tx) => {
    if (!(await lockStaffRow(tx, input.staffId))) {
      throw badRequest('staffId: Unknown staff member', { staffId: ['Unknown staff member'] })
    }
    const sheet = await loadSalarySheet(tx, input.staffId, input.startDate, input.endDate)
    const remaining = formatMoney(sheet.remaining, sheet.currency)
    const amount = input.amount ?? sheet.remaining
    if (compareAmounts(amount, '0') <= 0) {
      throw badRequest('amount: Nothing remains to be paid for this period', {
        amount: [
          `nothing remains to be paid (remaining ${remaining}); enter an amount and mark it as an advance`,
        ],
      })
    }
    await checkAmounts(tx, sheet.currency, { amount })
    if (!input.isAdvance && compareAmounts(amount, sheet.remaining) > 0) {
      throw badRequest(`amount: More than the remaining balance of ${remaining}`, {
        amount: [`is more than the remaining balance of ${remaining}; mark it as an advance to pay more`],
      })
    }
    const payment = await insertPayment(tx, {
      staffId: input.staffId,
      periodStart: input.startDate,
      periodEnd: input.endDate,
      amount,
      currency: sheet.currency,
      isAdvance: input.isAdvance,
      paidOn: input.paidOn ?? todayIn(timeZone),
      note: input.note,
      createdBy: actor?.id ?? null,
    })
    await recordAudit(tx, {
      userId: actor?.id,
      entity: 'salary_payments',
      entityId: payment.id,
      action: 'create',
      after: payment,
    })
    return {
      message: messages.staff.salaryProcessed,
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      paid: sumAmounts([sheet.paid, amount]),
      remaining: subtractAmount(sheet.remaining, amount),
    }
  })
