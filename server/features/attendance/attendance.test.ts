import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessToday } from '../../../shared/dates'
import { attendance, auditLog } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/test-app'
import { addStaff, markDay, multipartForm, outsiders } from '../staff/staff.fakes'

let t: TestApp
let admin: { headers: Record<string, string>; user: { id: number } }
let hana: number
let kenji: number
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.as('MainAdmin')
  hana = await addStaff(t, admin.headers, { name: 'Hana Attendance' })
  kenji = await addStaff(t, admin.headers, { name: 'Kenji Attendance' })
})
afterAll(() => t.close())

const get = (url: string, headers = admin.headers) => t.app.inject({ url, headers })

describe('lookups', () => {
  it('GET Staff/attendancestatus lists the four statuses and which are paid', async () => {
    expect((await get('/api/Staff/attendancestatus')).json()).toEqual([
      { id: 'Present', name: 'Present', paid: true },
      { id: 'Absent', name: 'Absent', paid: false },
      { id: 'Paid holiday', name: 'Paid holiday', paid: true },
      { id: 'Leave', name: 'Leave', paid: false },
    ])
  })

  it("GET Staff/today gives today and its month in the business's time zone", async () => {
    expect((await get('/api/Staff/today')).json()).toEqual(businessToday(t.config.BUSINESS_TIMEZONE))
  })
})

describe('POST Staff/addeditattendance', () => {
  it('marks a day, with overtime and late time in hours and minutes, audited', async () => {
    const res = await markDay(t, admin.headers, hana, '2025-03-03', 'Present', {
      overtimeHours: 1,
      overtimeMinutes: 30,
      lateHours: 0,
      lateMinutes: 15,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      staffId: hana,
      staffName: 'Hana Attendance',
      date: '2025-03-03',
      status: 'Present',
      overtimeHours: 1,
      overtimeMinutes: 30,
      lateHours: 0,
      lateMinutes: 15,
    })
    const [row] = await t.db.select().from(attendance).where(eq(attendance.id, res.json().id))
    expect(row).toMatchObject({ overtimeMinutes: 90, lateMinutes: 15, recordedBy: admin.user.id })
  })

  it('keeps one row per staff member per day: a second save corrects it', async () => {
    const first = await markDay(t, admin.headers, kenji, '2025-03-04', 'Present', { overtimeHours: 2 })
    const second = await markDay(t, admin.headers, kenji, '2025-03-04', 'Leave')
    expect(second.statusCode).toBe(200)
    expect(second.json().id).toBe(first.json().id)
    const rows = await t.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.staffId, kenji), eq(attendance.date, '2025-03-04')))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'Leave', overtimeMinutes: 0 })
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'attendance'), eq(auditLog.entityId, String(first.json().id))))
      .orderBy(auditLog.id)
    expect(audit.map((a) => a.action)).toEqual(['create', 'update'])
    expect(audit[1]!.before).toMatchObject({ status: 'Present', overtimeHours: 2 })
  })

  it('accepts multipart and urlencoded forms, with capitalised field names', async () => {
    const form = multipartForm({ StaffId: kenji, Date: '2025-03-05', Status: 'Absent' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/AddEditAttendance',
      payload: form.payload,
      headers: { ...admin.headers, ...form.headers },
    })
    expect(res.json()).toMatchObject({ date: '2025-03-05', status: 'Absent' })
    const encoded = await t.app.inject({
      method: 'POST',
      url: '/api/Staff/addeditattendance',
      payload: `staffId=${kenji}&date=2025-03-06&status=Paid+holiday&overtimeHours=&lateMinutes=`,
      headers: { ...admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(encoded.json()).toMatchObject({ date: '2025-03-06', status: 'Paid holiday', overtimeHours: 0 })
  })

  it.each([
    [{ date: '2025-3-5' }, 'date'],
    [{ date: '05/03/2025' }, 'date'],
    [{ date: '2025-02-29' }, 'date'],
    [{ status: 'Sick' }, 'status'],
    [{ status: 'Absent', overtimeHours: 1 }, 'overtimeHours'],
    [{ lateMinutes: 75 }, 'lateMinutes'],
    [{ lateHours: 9 }, 'lateHours'],
    [{ overtimeHours: 17 }, 'overtimeHours'],
    [{ date: '2023-12-31' }, 'date'],
    [{ staffId: 999999 }, 'staffId'],
  ])('%j → 400 naming %s', async (change, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Staff/addeditattendance',
      payload: { staffId: hana, date: '2025-03-10', status: 'Present', ...change },
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field]).toBeDefined()
  })
})

describe('GET Staff/Attendance', () => {
  beforeAll(async () => {
    await markDay(t, admin.headers, hana, '2025-04-01')
    await markDay(t, admin.headers, kenji, '2025-04-01', 'Absent')
    await markDay(t, admin.headers, hana, '2025-04-30', 'Paid holiday')
    await markDay(t, admin.headers, hana, '2025-05-01')
  })

  it('Date gives that day for every staff member', async () => {
    const rows = (await get('/api/Staff/Attendance?Date=2025-04-01')).json()
    expect(rows.map((r: { staffName: string; status: string }) => [r.staffName, r.status])).toEqual([
      ['Hana Attendance', 'Present'],
      ['Kenji Attendance', 'Absent'],
    ])
  })

  it('Month gives the whole month; StaffId narrows it to one member', async () => {
    const month = (await get('/api/Staff/Attendance?Month=2025-04-15')).json()
    expect(month.map((r: { date: string }) => r.date)).toEqual(['2025-04-01', '2025-04-01', '2025-04-30'])
    const one = (await get(`/api/staff/attendance?staffId=${kenji}&Month=2025-04-01`)).json()
    expect(one).toHaveLength(1)
  })

  it("without Date or Month, today's attendance (business time zone)", async () => {
    const today = businessToday(t.config.BUSINESS_TIMEZONE).date
    await markDay(t, admin.headers, hana, today, 'Leave')
    const rows = (await get('/api/Staff/Attendance')).json()
    expect(rows.map((r: { date: string; status: string }) => [r.date, r.status])).toEqual([[today, 'Leave']])
  })

  it('pages with X-Total-Count when page is given', async () => {
    const res = await get('/api/Staff/Attendance?Month=2025-04-01&page=1&pageSize=2&sort=-date')
    expect(res.json()).toHaveLength(2)
    expect(res.json()[0].date).toBe('2025-04-30')
    expect(res.headers['x-total-count']).toBe('3')
  })

  it.each([
    ['Date=2025-4-1', 'date'],
    ['Date=01/04/2025', 'date'],
    ['Month=2025-04', 'month'],
    ['Month=2025-13-01', 'month'],
    ['Date=2025-04-01&Month=2025-04-01', 'month'],
  ])('%s → 400 naming %s', async (qs, field) => {
    const res = await get(`/api/Staff/Attendance?${qs}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field]).toBeDefined()
  })
})

describe('permissions', () => {
  it.each(outsiders)('403 for %s on every attendance endpoint', async (role) => {
    const who = await t.as(role)
    for (const url of ['/api/Staff/attendancestatus', '/api/Staff/today', '/api/Staff/Attendance']) {
      expect((await get(url, who.headers)).statusCode, url).toBe(403)
    }
    const save = await markDay(t, who.headers, hana, '2025-03-20')
    expect(save.statusCode).toBe(403)
    expect(await t.db.select().from(attendance).where(eq(attendance.date, '2025-03-20'))).toHaveLength(0)
  })

  it('Admin may mark attendance', async () => {
    const who = await t.as('Admin', { countryId: 18 })
    expect((await markDay(t, who.headers, hana, '2025-03-21')).statusCode).toBe(200)
  })
})
