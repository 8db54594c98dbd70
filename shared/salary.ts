import Decimal from 'decimal.js'
import { z } from 'zod'
import { type AttendanceStatus, attendanceStatuses, isPaidStatus } from './attendance'
import { daysBetween, daysInMonth, eachDay } from './dates'
import { blankToUndefined, formBoolean, id, isoDate, money, optionalText } from './fields'
import { type SalaryType, salaryTypes } from './staff'

/*
 * The salary rule of domain.md, decided in docs/decisions/0010-salary-rule.md:
 * hourly rate = Monthly ÷ calendar days of the day's own month ÷ hours per day | Daily ÷ hours per day |
 * Hourly as is; a day earns (hours per day if Present or Paid holiday) + overtime − late, × the rate.
 * Amounts are exact decimals; the period's total is rounded once to the currency's decimals and each
 * day shows the change in the rounded running total, so the shown days always add up to the total.
 */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP })

export type PayTerms = { salary: string; salaryType: SalaryType; hoursPerDay: string }
export type DayRecord = {
  date: string
  status: AttendanceStatus
  overtimeMinutes: number
  lateMinutes: number
}

/** What one hour is paid on `date`: salary ÷ divisor. */
const divisor = (terms: PayTerms, date: string) => {
  const hours = new D(terms.hoursPerDay)
  if (terms.salaryType === 'Monthly') return hours.times(daysInMonth(date))
  if (terms.salaryType === 'Daily') return hours
  return new D(1)
}

export const hourlyRate = (terms: PayTerms, date: string) => new D(terms.salary).div(divisor(terms, date))

/** Minutes a day is paid for: the working day if paid, plus overtime, minus late time. */
export const payableMinutes = (terms: PayTerms, day: DayRecord) => {
  const base = isPaidStatus(day.status) ? new D(terms.hoursPerDay).times(60) : new D(0)
  return base.plus(day.overtimeMinutes).minus(day.lateMinutes)
}

/** The exact, unrounded pay of one day (one division, so nothing is lost before the final rounding). */
export const exactDayPay = (terms: PayTerms, day: DayRecord) =>
  new D(terms.salary).times(payableMinutes(terms, day)).div(divisor(terms, day.date).times(60))

export const SalaryDay = z.object({
  date: z.string(),
  status: z.enum(attendanceStatuses).nullable(),
  paidDay: z.boolean(),
  hours: z.string(),
  overtimeMinutes: z.number().int(),
  lateMinutes: z.number().int(),
  hourlyRate: z.string(),
  earned: z.string(),
  currency: z.string(),
})
export type SalaryDay = z.infer<typeof SalaryDay>

export const SalaryTotals = z.object({
  paidDays: z.number().int(),
  presentDays: z.number().int(),
  paidHolidays: z.number().int(),
  absentDays: z.number().int(),
  leaveDays: z.number().int(),
  unmarkedDays: z.number().int(),
  overtimeMinutes: z.number().int(),
  lateMinutes: z.number().int(),
  earned: z.string(),
})
export type SalaryTotals = z.infer<typeof SalaryTotals>

/** Every day of the period (unmarked days earn nothing) and the totals, to `decimals` places. */
export const computeSalary = (opts: {
  terms: PayTerms
  startDate: string
  endDate: string
  attendance: readonly DayRecord[]
  currency: string
  decimals?: number
}) => {
  const { terms, currency, decimals = 2 } = opts
  const byDate = new Map(opts.attendance.map((a) => [a.date, a]))
  let exact = new D(0)
  let shown = new D(0)
  const totals: SalaryTotals = {
    paidDays: 0,
    presentDays: 0,
    paidHolidays: 0,
    absentDays: 0,
    leaveDays: 0,
    unmarkedDays: 0,
    overtimeMinutes: 0,
    lateMinutes: 0,
    earned: '0.00',
  }
  const counter = {
    Present: 'presentDays',
    'Paid holiday': 'paidHolidays',
    Absent: 'absentDays',
    Leave: 'leaveDays',
  } as const
  const days = eachDay(opts.startDate, opts.endDate).map((date): SalaryDay => {
    const record = byDate.get(date)
    if (record) exact = exact.plus(exactDayPay(terms, record))
    const rounded = exact.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP)
    const earned = rounded.minus(shown)
    shown = rounded
    const paidDay = isPaidStatus(record?.status)
    if (record) totals[counter[record.status]] += 1
    else totals.unmarkedDays += 1
    if (paidDay) totals.paidDays += 1
    totals.overtimeMinutes += record?.overtimeMinutes ?? 0
    totals.lateMinutes += record?.lateMinutes ?? 0
    return {
      date,
      status: record?.status ?? null,
      paidDay,
      hours: paidDay ? new D(terms.hoursPerDay).toFixed(2) : '0.00',
      overtimeMinutes: record?.overtimeMinutes ?? 0,
      lateMinutes: record?.lateMinutes ?? 0,
      hourlyRate: hourlyRate(terms, date).toFixed(4),
      earned: earned.toFixed(2),
      currency,
    }
  })
  totals.earned = shown.toFixed(2)
  return { days, totals }
}

/** Sums decimal strings exactly. */
export const sumAmounts = (amounts: readonly string[]) =>
  amounts.reduce((sum, a) => sum.plus(a), new D(0)).toFixed(2)
export const subtractAmount = (a: string, b: string) => new D(a).minus(b).toFixed(2)
export const compareAmounts = (a: string, b: string) => new D(a).comparedTo(b)
export const decimalPlaces = (amount: string) => new D(amount).decimalPlaces()

/** A period is at most a year, start on or before end. */
const maxPeriodDays = 366
const checkPeriod = (v: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) => {
  if (!v.startDate || !v.endDate) return
  if (v.endDate < v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date is before the start date' })
  else if (daysBetween(v.startDate, v.endDate) >= maxPeriodDays)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'A period is at most 366 days' })
}

/** GET Staff/salary: without dates, the current month in the business's time zone. */
export const SalaryQuery = z
  .object({
    staffId: id('Staff'),
    startDate: isoDate('Start date').optional(),
    endDate: isoDate('End date').optional(),
  })
  .superRefine(checkPeriod)
export type SalaryQuery = z.infer<typeof SalaryQuery>

export const SalaryPayment = z.object({
  id: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  paidOn: z.string(),
  amount: z.string(),
  currency: z.string(),
  isAdvance: z.boolean(),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
})
export type SalaryPayment = z.infer<typeof SalaryPayment>

export const SalarySheet = z.object({
  staffId: z.number().int(),
  staffName: z.string(),
  salary: z.string(),
  salaryType: z.enum(salaryTypes),
  hoursPerDay: z.string(),
  currency: z.string(),
  /** Decimals of the currency (JPY 0, USD 2): amounts are rounded to them. */
  currencyDecimals: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(SalaryDay),
  totals: SalaryTotals,
  payments: z.array(SalaryPayment),
  paid: z.string(),
  remaining: z.string(),
})
export type SalarySheet = z.infer<typeof SalarySheet>

/** POST Staff/processsalary: a payment for a period; the amount defaults to the remaining balance. */
export const ProcessSalaryInput = z
  .object({
    staffId: id('Staff'),
    startDate: isoDate('Start date'),
    endDate: isoDate('End date'),
    amount: z
      .preprocess(blankToUndefined, money('Amount').optional())
      .refine((v) => v === undefined || /[1-9]/.test(v), 'Amount must be more than 0'),
    isAdvance: formBoolean.default(false),
    paidOn: z.preprocess(blankToUndefined, isoDate('Paid on').optional()),
    note: optionalText(500),
  })
  .superRefine(checkPeriod)
export type ProcessSalaryInput = z.infer<typeof ProcessSalaryInput>

export const ProcessSalaryResult = z.object({
  message: z.string(),
  paymentId: z.number().int(),
  amount: z.string(),
  currency: z.string(),
  paid: z.string(),
  remaining: z.string(),
})
export type ProcessSalaryResult = z.infer<typeof ProcessSalaryResult>
