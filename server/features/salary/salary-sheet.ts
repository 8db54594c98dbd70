import { businessToday, monthEnd, monthStart } from '../../../shared/dates'
import { computeSalary, type SalarySheet, subtractAmount, sumAmounts } from '../../../shared/salary'
import type { Queryable } from '../../db/client'
import { notFound } from '../../lib/errors'
import { listDayRecords } from '../attendance/attendance.repo'
import { getPayTerms, listPayments } from './salary.repo'

/**
 * The period asked for: both dates as given; one date alone completes its month; none is the current
 * calendar month in the business's time zone — all as YYYY-MM-DD strings, so no day drifts.
 */
export const salaryPeriod = (q: { startDate?: string; endDate?: string }, timeZone: string) => {
  if (q.startDate && q.endDate) return { startDate: q.startDate, endDate: q.endDate }
  if (q.startDate) return { startDate: q.startDate, endDate: monthEnd(q.startDate) }
  if (q.endDate) return { startDate: monthStart(q.endDate), endDate: q.endDate }
  const today = businessToday(timeZone)
  return { startDate: today.monthStart, endDate: today.monthEnd }
}

/** GET Staff/salary: per day status, hours, overtime, late and earned; totals, payments, paid, remaining. */
export const loadSalarySheet = async (
  db: Queryable,
  staffId: number,
  startDate: string,
  endDate: string,
): Promise<SalarySheet> => {
  const terms = await getPayTerms(db, staffId)
  if (!terms) throw notFound('Staff not found')
  const attendance = await listDayRecords(db, staffId, startDate, endDate)
  const { days, totals } = computeSalary({
    terms,
    startDate,
    endDate,
    attendance,
    currency: terms.currency,
    decimals: terms.currencyDecimals,
  })
  const payments = await listPayments(db, staffId, startDate, endDate)
  const paid = sumAmounts(payments.map((p) => p.amount))
  return {
    ...terms,
    startDate,
    endDate,
    days,
    totals,
    payments,
    paid,
    remaining: subtractAmount(totals.earned, paid),
  }
}
