import { Decimal } from 'decimal.js'
import { count, eq } from 'drizzle-orm'
import { addDays, eachDay, monthEnd, monthStart, todayIn, weekday } from '../../../shared/dates'
import type { SalaryType } from '../../../shared/staff'
import type { Db } from '../../db/client'
import { attendance } from '../attendance/attendance.table'
import { countries } from '../countries/countries.table'
import { processSalary } from '../salary/process-salary'
import { loadSalarySheet } from '../salary/salary-sheet'
import { staff } from './staff.table'

type DemoMember = [
  name: string,
  country: string,
  salary: string,
  type: SalaryType,
  hours: string,
  joined: string,
]

const members: DemoMember[] = [
  ['Kenta Yamamoto', 'JP', '320000', 'Monthly', '8', '2021-04-01'],
  ['Sakura Ito', 'JP', '280000', 'Monthly', '8', '2022-10-17'],
  ['Daichi Kobayashi', 'JP', '1450', 'Hourly', '6', '2023-06-05'],
  ['Bilal Ahmed', 'PK', '95000', 'Monthly', '9', '2020-01-13'],
  ['Sana Malik', 'PK', '78000', 'Monthly', '8', '2023-02-01'],
  ['Usman Raza', 'PK', '3200', 'Daily', '9', '2024-03-11'],
  ['Grace Wanjiku', 'KE', '85000', 'Monthly', '8', '2022-07-04'],
  ['Peter Otieno', 'KE', '1900', 'Daily', '8', '2023-11-20'],
  ['Faith Achieng', 'KE', '450', 'Hourly', '7.5', '2024-05-06'],
  ['Rashid Al Nuaimi', 'AE', '9500', 'Monthly', '8', '2019-09-01'],
  ['Priya Nair', 'AE', '6200', 'Monthly', '8', '2021-12-12'],
  ['Joseph Mensah', 'AE', '260', 'Daily', '8', '2024-01-08'],
]

/** A small deterministic generator, so every demo database looks the same. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
  return seed / 2_147_483_648
}

const previousMonth = (date: string) => monthStart(addDays(monthStart(date), -1))

/**
 * Demo staff: 12 members in four countries, attendance for the current month and the two before it,
 * and the salaries of those months processed (two of them in part, two advances this month).
 * Idempotent: does nothing when any staff member exists.
 */
export const seedStaffDemo = async (db: Db, opts: { today?: string; timeZone?: string } = {}) => {
  const [existing] = await db.select({ n: count() }).from(staff)
  if (existing && existing.n > 0) return
  const timeZone = opts.timeZone ?? 'Asia/Tokyo'
  const today = opts.today ?? todayIn(timeZone)
  const current = monthStart(today)
  const months = [previousMonth(previousMonth(current)), previousMonth(current), current]
  const rnd = random(20250301)

  for (const [n, [name, iso, salary, salaryType, hoursPerDay, joiningDate]] of members.entries()) {
    const [country] = await db
      .select({ id: countries.id, currency: countries.currency, dialCode: countries.dialCode })
      .from(countries)
      .where(eq(countries.isoCode, iso))
    const [member] = await db
      .insert(staff)
      .values({
        name,
        nationalId: `${iso}-${Math.floor(rnd() * 9_000_000 + 1_000_000)}`,
        phone: `${country!.dialCode}${Math.floor(rnd() * 900_000_000 + 100_000_000)}`,
        joiningDate,
        countryId: country!.id,
        currency: country!.currency,
        salary,
        salaryType,
        hoursPerDay,
      })
      .returning({ id: staff.id })
    const rows = eachDay(months[0]!, today).flatMap((date) => {
      if (weekday(date) === 0) return salaryType === 'Monthly' ? [{ date, status: 'Paid holiday' }] : []
      const roll = rnd()
      const status = roll < 0.88 ? 'Present' : roll < 0.92 ? 'Absent' : roll < 0.96 ? 'Leave' : 'Paid holiday'
      const present = status === 'Present'
      return [
        {
          date,
          status,
          overtimeMinutes: present && rnd() < 0.2 ? 30 + 15 * Math.floor(rnd() * 10) : 0,
          lateMinutes: present && rnd() < 0.1 ? 5 + 5 * Math.floor(rnd() * 8) : 0,
        },
      ]
    })
    await db.insert(attendance).values(rows.map((r) => ({ ...r, staffId: member!.id })))

    for (const [i, start] of months.entries()) {
      const end = monthEnd(start)
      const sheet = await loadSalarySheet(db, member!.id, start, end)
      const scale = new Decimal(10).pow(sheet.currencyDecimals)
      const share = (x: number) =>
        new Decimal(sheet.remaining).times(x).times(scale).floor().div(scale).toFixed(2)
      const advance = new Decimal(salary).times(salaryType === 'Monthly' ? 0.2 : 5).toFixed(0)
      const payment =
        i === 0
          ? { note: 'Monthly salary', paidOn: addDays(end, 2) }
          : i === 1
            ? n % 5 === 0
              ? { note: 'Part payment', paidOn: addDays(end, 2), amount: share(0.6) }
              : { note: 'Monthly salary', paidOn: addDays(end, 2) }
            : n % 6 === 1
              ? { note: 'Advance', paidOn: `${start.slice(0, 8)}10`, amount: advance, isAdvance: true }
              : undefined
      if (!payment) continue
      const paidOn = payment.paidOn > today ? today : payment.paidOn
      const input = {
        staffId: member!.id,
        startDate: start,
        endDate: end,
        isAdvance: false,
        ...payment,
        paidOn,
      }
      await processSalary(db, input, undefined, timeZone)
    }
  }
}
