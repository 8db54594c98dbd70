import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessToday } from '../../../shared/dates'
import { messages } from '../../../shared/messages'
import { auditLog, salaryPayments } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/test-app'
import { addStaff, markDay, multipartForm, outsiders } from '../staff/staff.fakes'

let t: TestApp
let admin: { headers: Record<string, string>; user: { id: number; firstName: string } }
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.as('SuperAdmin')
})
afterAll(() => t.close())

const march = 'StartDate=2025-03-01&EndDate=2025-03-31'
const sheetOf = async (staffId: number, period = march) => {
  const res = await t.app.inject({
    url: `/api/Staff/salary?StaffId=${staffId}&${period}`,
    headers: admin.headers,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const pay = (payload: Record<string, unknown>, headers = admin.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Staff/processsalary',
    payload: { startDate: '2025-03-01', endDate: '2025-03-31', ...payload },
    headers,
  })

/** Monthly 3,100 USD in a 31-day month: 100.00 a day, 12.50 an hour. */
const weekWithOvertimeAndLateDay = async () => {
  const id = await addStaff(t, admin.headers)
  for (const d of ['03', '04', '07']) await markDay(t, admin.headers, id, `2025-03-${d}`)
  await markDay(t, admin.headers, id, '2025-03-05', 'Present', { overtimeHours: 2 })
  await markDay(t, admin.headers, id, '2025-03-06', 'Present', { lateMinutes: 30 })
  await markDay(t, admin.headers, id, '2025-03-08', 'Paid holiday')
  await markDay(t, admin.headers, id, '2025-03-09', 'Absent')
  return id
}

describe('GET Staff/salary', () => {
  it('shows every day of the period, the totals and the remaining balance, exact to the cent', async () => {
    const id = await weekWithOvertimeAndLateDay()
    const sheet = await sheetOf(id)
    expect(sheet).toMatchObject({
      staffId: id,
      salary: '3100.00',
      salaryType: 'Monthly',
      currency: 'USD',
      currencyDecimals: 2,
      startDate: '2025-03-01',
      endDate: '2025-03-31',
      paid: '0.00',
      remaining: '618.75',
    })
    expect(sheet.days).toHaveLength(31)
    expect(sheet.days.slice(2, 9).map((d: { earned: string }) => d.earned)).toEqual([
      '100.00',
      '100.00',
      '125.00',
      '93.75',
      '100.00',
      '100.00',
      '0.00',
    ])
    expect(sheet.days[4]).toMatchObject({
      status: 'Present',
      hours: '8.00',
      overtimeMinutes: 120,
      hourlyRate: '12.5000',
    })
    expect(sheet.totals).toMatchObject({
      paidDays: 6,
      presentDays: 5,
      paidHolidays: 1,
      absentDays: 1,
      unmarkedDays: 24,
      overtimeMinutes: 120,
      lateMinutes: 30,
      earned: '618.75',
    })
  })

  it("defaults to the current calendar month in the business's time zone", async () => {
    const id = await addStaff(t, admin.headers)
    const today = businessToday(t.config.BUSINESS_TIMEZONE)
    const sheet = await sheetOf(id, '')
    expect([sheet.startDate, sheet.endDate]).toEqual([today.monthStart, today.monthEnd])
    expect(sheet.days.at(-1).date).toBe(today.monthEnd)
  })

  it('one date alone completes its month', async () => {
    const id = await addStaff(t, admin.headers)
    expect((await sheetOf(id, 'StartDate=2024-02-10')).endDate).toBe('2024-02-29')
    expect((await sheetOf(id, 'EndDate=2024-02-10')).startDate).toBe('2024-02-01')
  })

  it('rounds to the currency: a JPY month is paid in whole yen', async () => {
    const id = await addStaff(t, admin.headers, { salary: '300000', currency: 'JPY' })
    for (const d of ['03', '04', '05']) await markDay(t, admin.headers, id, `2025-03-${d}`)
    const sheet = await sheetOf(id)
    expect(sheet.totals.earned).toBe('29032.00')
    expect(sheet.days.slice(2, 5).map((d: { earned: string }) => d.earned)).toEqual([
      '9677.00',
      '9678.00',
      '9677.00',
    ])
    const res = await pay({ staffId: id, amount: '100.50' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.amount).toBeDefined()
  })

  it.each([
    ['StaffId=abc', 'staffId'],
    ['StaffId=1&StartDate=2025/03/01', 'startDate'],
    ['StaffId=1&EndDate=31-03-2025', 'endDate'],
    ['StaffId=1&StartDate=2025-03-10&EndDate=2025-03-01', 'endDate'],
    ['StaffId=1&StartDate=2024-01-01&EndDate=2025-06-30', 'endDate'],
  ])('%s → 400 naming %s', async (qs, field) => {
    const res = await t.app.inject({ url: `/api/Staff/salary?${qs}`, headers: admin.headers })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field]).toBeDefined()
  })

  it('404 for an unknown member', async () => {
    expect(
      (await t.app.inject({ url: '/api/Staff/salary?StaffId=999999', headers: admin.headers })).statusCode,
    ).toBe(404)
  })
})

describe('POST Staff/processsalary', () => {
  it('a partial payment lowers the remaining balance by exactly its amount; audited', async () => {
    const id = await weekWithOvertimeAndLateDay()
    const res = await pay({ staffId: id, amount: '200.10', note: 'First part' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      message: messages.staff.salaryProcessed,
      amount: '200.10',
      currency: 'USD',
      paid: '200.10',
      remaining: '418.65',
    })
    const sheet = await sheetOf(id)
    expect([sheet.paid, sheet.remaining]).toEqual(['200.10', '418.65'])
    expect(sheet.payments[0]).toMatchObject({
      amount: '200.10',
      currency: 'USD',
      isAdvance: false,
      note: 'First part',
      periodStart: '2025-03-01',
      periodEnd: '2025-03-31',
      paidOn: businessToday(t.config.BUSINESS_TIMEZONE).date,
      createdBy: `${admin.user.firstName} Tester`,
    })
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'salary_payments'), eq(auditLog.entityId, String(res.json().paymentId))))
    expect(audit[0]).toMatchObject({ action: 'create', userId: admin.user.id })
  })

  it('without an amount pays the remaining balance; then nothing remains to pay', async () => {
    const id = await weekWithOvertimeAndLateDay()
    await pay({ staffId: id, amount: '18.75' })
    const res = await pay({ staffId: id, amount: '', paidOn: '2025-04-02' })
    expect(res.json()).toMatchObject({ amount: '600.00', paid: '618.75', remaining: '0.00' })
    const again = await pay({ staffId: id })
    expect(again.statusCode).toBe(400)
    expect(again.json().errors.amount).toBeDefined()
  })

  it('refuses more than the remaining balance unless it is an advance', async () => {
    const id = await weekWithOvertimeAndLateDay()
    const over = await pay({ staffId: id, amount: '618.76' })
    expect(over.statusCode).toBe(400)
    expect(over.json().errors.amount[0]).toContain('USD 618.75')
    const advance = await pay({ staffId: id, amount: '1000', isAdvance: 'true' })
    expect(advance.json()).toMatchObject({ amount: '1000.00', remaining: '-381.25' })
    expect((await sheetOf(id)).payments[0].isAdvance).toBe(true)
  })

  it('a payment counts in every period its own period overlaps', async () => {
    const id = await weekWithOvertimeAndLateDay()
    await pay({ staffId: id, amount: '50' })
    expect((await sheetOf(id, 'StartDate=2025-03-05&EndDate=2025-04-10')).paid).toBe('50.00')
    expect((await sheetOf(id, 'StartDate=2025-04-01&EndDate=2025-04-30')).paid).toBe('0.00')
  })

  it('two payments of the whole balance at once: only one is accepted', async () => {
    const id = await weekWithOvertimeAndLateDay()
    const results = await Promise.all([pay({ staffId: id }), pay({ staffId: id })])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400])
    const rows = await t.db.select().from(salaryPayments).where(eq(salaryPayments.staffId, id))
    expect(rows.map((r) => r.amount)).toEqual(['618.75'])
  })

  it('accepts a multipart form', async () => {
    const id = await weekWithOvertimeAndLateDay()
    const form = multipartForm({
      StaffId: id,
      StartDate: '2025-03-01',
      EndDate: '2025-03-31',
      Amount: '100.25',
    })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/ProcessSalary',
      payload: form.payload,
      headers: { ...admin.headers, ...form.headers },
    })
    expect(res.json()).toMatchObject({ amount: '100.25', remaining: '518.50' })
  })

  it.each([
    [{ amount: '-5' }, 'amount'],
    [{ amount: '0' }, 'amount'],
    [{ startDate: '2025-3-1' }, 'startDate'],
    [{ endDate: '2025-02-28' }, 'endDate'],
    [{ paidOn: '02/04/2025' }, 'paidOn'],
    [{ isAdvance: 'maybe' }, 'isAdvance'],
    [{ staffId: 999999 }, 'staffId'],
  ])('%j → 400 naming %s', async (change, field) => {
    const res = await pay({ staffId: 1, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field]).toBeDefined()
  })
})

describe('GET Staff/payslip', () => {
  it('is a PDF of the period', async () => {
    const id = await weekWithOvertimeAndLateDay()
    const res = await t.app.inject({
      url: `/api/Staff/payslip?StaffId=${id}&${march}`,
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain(`payslip-${id}-2025-03-01-2025-03-31.pdf`)
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })
})

describe('permissions', () => {
  it.each(outsiders)('403 for %s on every salary endpoint', async (role) => {
    const id = await weekWithOvertimeAndLateDay()
    const who = await t.as(role)
    for (const url of [`/api/Staff/salary?StaffId=${id}`, `/api/Staff/payslip?StaffId=${id}`]) {
      expect((await t.app.inject({ url, headers: who.headers })).statusCode, url).toBe(403)
    }
    expect((await pay({ staffId: id }, who.headers)).statusCode).toBe(403)
    expect(await t.db.select().from(salaryPayments).where(eq(salaryPayments.staffId, id))).toHaveLength(0)
  })

  it('Admin may process a salary', async () => {
    const id = await weekWithOvertimeAndLateDay()
    const who = await t.as('Admin', { countryId: 18 })
    expect((await pay({ staffId: id, amount: '1' }, who.headers)).statusCode).toBe(200)
  })
})
