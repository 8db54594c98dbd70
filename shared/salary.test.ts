import Decimal from 'decimal.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type AttendanceStatus, attendanceStatuses } from './attendance'
import { eachDay } from './dates'
import {
  computeSalary,
  type DayRecord,
  exactDayPay,
  hourlyRate,
  type PayTerms,
  ProcessSalaryInput,
} from './salary'

const monthly = (salary: string, hoursPerDay = '8'): PayTerms => ({
  salary,
  salaryType: 'Monthly',
  hoursPerDay,
})
const day = (date: string, status: AttendanceStatus = 'Present', overtimeMinutes = 0, lateMinutes = 0) => ({
  date,
  status,
  overtimeMinutes,
  lateMinutes,
})
const run = (terms: PayTerms, startDate: string, endDate: string, attendance: DayRecord[], decimals = 2) =>
  computeSalary({ terms, startDate, endDate, attendance, currency: 'USD', decimals })
const allPresent = (start: string, end: string) => eachDay(start, end).map((d) => day(d))

describe('hourly rate', () => {
  it('monthly: salary ÷ calendar days of that month ÷ hours per day', () => {
    expect(hourlyRate(monthly('3100'), '2025-03-10').toFixed(4)).toBe('12.5000')
    expect(hourlyRate(monthly('3000'), '2025-04-10').toFixed(4)).toBe('12.5000')
    expect(hourlyRate(monthly('2800'), '2025-02-10').toFixed(4)).toBe('12.5000')
    expect(hourlyRate(monthly('2900'), '2024-02-10').toFixed(4)).toBe('12.5000')
  })
  it('daily: salary ÷ hours per day; hourly: as is', () => {
    expect(
      hourlyRate({ salary: '120', salaryType: 'Daily', hoursPerDay: '8' }, '2025-03-01').toFixed(2),
    ).toBe('15.00')
    expect(
      hourlyRate({ salary: '12.75', salaryType: 'Hourly', hoursPerDay: '7.5' }, '2025-03-01').toFixed(2),
    ).toBe('12.75')
  })
})

describe('one day of pay', () => {
  it.each([
    ['March (31 days)', '2025-03-03', '96.77'],
    ['April (30 days)', '2025-04-03', '100.00'],
    ['February 2025 (28 days)', '2025-02-03', '107.14'],
    ['February 2024 (29 days)', '2024-02-05', '103.45'],
  ])('a monthly salary of 3,000 pays a present day in %s', (_m, date, earned) => {
    expect(run(monthly('3000'), date, date, [day(date)]).totals.earned).toBe(earned)
  })

  it('a paid holiday is paid like a present day; absence and leave are not', () => {
    const { days, totals } = run(monthly('3100'), '2025-03-03', '2025-03-06', [
      day('2025-03-03', 'Present'),
      day('2025-03-04', 'Paid holiday'),
      day('2025-03-05', 'Absent'),
      day('2025-03-06', 'Leave'),
    ])
    expect(days.map((d) => d.earned)).toEqual(['100.00', '100.00', '0.00', '0.00'])
    expect(totals).toMatchObject({
      paidDays: 2,
      presentDays: 1,
      paidHolidays: 1,
      absentDays: 1,
      leaveDays: 1,
    })
    expect(totals.earned).toBe('200.00')
  })

  it('overtime adds and late time subtracts at the hourly rate', () => {
    const daily = { salary: '120', salaryType: 'Daily', hoursPerDay: '8' } as const
    expect(run(daily, '2025-03-03', '2025-03-03', [day('2025-03-03', 'Present', 90)]).totals.earned).toBe(
      '142.50',
    )
    expect(run(daily, '2025-03-03', '2025-03-03', [day('2025-03-03', 'Present', 0, 15)]).totals.earned).toBe(
      '116.25',
    )
  })

  it('hourly staff earn hours per day × rate, rounded half up to the cent', () => {
    const hourly = { salary: '12.75', salaryType: 'Hourly', hoursPerDay: '7.5' } as const
    const one = run(hourly, '2025-03-03', '2025-03-03', [day('2025-03-03')])
    expect(one.totals.earned).toBe('95.63')
    const two = run(hourly, '2025-03-03', '2025-03-04', [day('2025-03-03'), day('2025-03-04')])
    expect(two.days.map((d) => d.earned)).toEqual(['95.63', '95.62'])
    expect(two.totals.earned).toBe('191.25')
  })

  it('unmarked days earn nothing and are counted', () => {
    const { days, totals } = run(monthly('3100'), '2025-03-01', '2025-03-03', [day('2025-03-02')])
    expect(days.map((d) => d.status)).toEqual([null, 'Present', null])
    expect(totals.unmarkedDays).toBe(2)
    expect(totals.earned).toBe('100.00')
  })
})

describe('a period', () => {
  it('a week with overtime and a late day (the e2e journey): 618.75', () => {
    const week = [
      day('2025-03-03'),
      day('2025-03-04'),
      day('2025-03-05', 'Present', 120),
      day('2025-03-06', 'Present', 0, 30),
      day('2025-03-07'),
      day('2025-03-08', 'Paid holiday'),
      day('2025-03-09', 'Absent'),
    ]
    const { totals } = run(monthly('3100'), '2025-03-01', '2025-03-31', week)
    expect(totals).toMatchObject({ paidDays: 6, overtimeMinutes: 120, lateMinutes: 30, earned: '618.75' })
  })

  it.each([
    ['2025-02-01', '2025-02-28'],
    ['2024-02-01', '2024-02-29'],
    ['2025-04-01', '2025-04-30'],
    ['2025-03-01', '2025-03-31'],
  ])('every day paid from %s to %s earns exactly the monthly salary', (start, end) => {
    const { days, totals } = run(monthly('1000'), start, end, allPresent(start, end))
    expect(totals.earned).toBe('1000.00')
    expect(days.reduce((s, d) => s.plus(d.earned), new Decimal(0)).toFixed(2)).toBe('1000.00')
  })

  it('crossing a month boundary, each day uses its own month', () => {
    const { days, totals } = run(
      monthly('3000'),
      '2025-01-30',
      '2025-02-02',
      allPresent('2025-01-30', '2025-02-02'),
    )
    expect(days.map((d) => d.hourlyRate)).toEqual(['12.0968', '12.0968', '13.3929', '13.3929'])
    // exact: 2 × 3000/31 + 2 × 3000/28 = 407.834101…
    expect(days.map((d) => d.earned)).toEqual(['96.77', '96.78', '107.14', '107.14'])
    expect(totals.earned).toBe('407.83')
  })

  it('a currency without decimals (JPY) is rounded to whole units, still exact in total', () => {
    const { days, totals } = run(
      monthly('300000'),
      '2025-03-01',
      '2025-03-31',
      allPresent('2025-03-01', '2025-03-31'),
      0,
    )
    expect(totals.earned).toBe('300000.00')
    expect(days.every((d) => d.earned.endsWith('.00'))).toBe(true)
    expect(new Set(days.map((d) => d.earned))).toEqual(new Set(['9677.00', '9678.00']))
  })

  it('the shown days always add up to the total, each within a cent of the exact pay', () => {
    const termsArb = fc.record({
      salary: fc.integer({ min: 1, max: 100_000_000 }).map((c) => (c / 100).toFixed(2)),
      salaryType: fc.constantFrom('Monthly', 'Daily', 'Hourly' as const),
      hoursPerDay: fc.constantFrom('8', '7.5', '6.25', '10'),
    })
    const dayArb = fc.record({
      status: fc.constantFrom(...attendanceStatuses),
      overtimeMinutes: fc.integer({ min: 0, max: 240 }),
      lateMinutes: fc.integer({ min: 0, max: 120 }),
    })
    fc.assert(
      fc.property(termsArb, fc.array(dayArb, { minLength: 1, maxLength: 45 }), (terms, marks) => {
        const dates = eachDay('2024-12-20', '2025-03-10').slice(0, marks.length)
        const attendance = marks.map((m, i) => {
          const present = m.status === 'Present'
          return day(dates[i]!, m.status, present ? m.overtimeMinutes : 0, present ? m.lateMinutes : 0)
        })
        const { days, totals } = run(terms, dates[0]!, dates.at(-1)!, attendance)
        const sum = days.reduce((s, d) => s.plus(d.earned), new Decimal(0))
        expect(sum.toFixed(2)).toBe(totals.earned)
        const exact = attendance.reduce((s, a) => s.plus(exactDayPay(terms, a)), new Decimal(0))
        expect(exact.minus(totals.earned).abs().lte('0.005')).toBe(true)
        for (const [i, d] of days.entries()) {
          expect(exactDayPay(terms, attendance[i]!).minus(d.earned).abs().lt('0.01')).toBe(true)
        }
      }),
    )
  })
})

describe('ProcessSalaryInput', () => {
  const base = { staffId: 1, startDate: '2025-03-01', endDate: '2025-03-31' }
  it('an empty amount means "the remaining balance"', () => {
    expect(ProcessSalaryInput.parse({ ...base, amount: '' }).amount).toBeUndefined()
    expect(ProcessSalaryInput.parse({ ...base, amount: '1,250.50', isAdvance: 'true' })).toMatchObject({
      amount: '1250.50',
      isAdvance: true,
    })
  })
  it.each([
    [{ amount: '0' }, 'amount'],
    [{ amount: '12.345' }, 'amount'],
    [{ endDate: '2025-02-01' }, 'endDate'],
    [{ endDate: '2026-03-02' }, 'endDate'],
    [{ startDate: '01/03/2025' }, 'startDate'],
  ])('%j is refused, naming %s', (change, field) => {
    const res = ProcessSalaryInput.safeParse({ ...base, ...change })
    expect(res.success).toBe(false)
    expect(res.error?.issues[0]?.path).toEqual([field])
  })
})
