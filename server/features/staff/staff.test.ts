import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../shared/messages'
import { staffDeactivatedMessage } from '../../../shared/staff'
import { attendance, auditLog, salaryPayments, staff } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/test-app'
import { seedStaffDemo } from './staff.demo'
import { addStaff, fakeStaffFields, markDay, multipartForm, outsiders } from './staff.fakes'

let t: TestApp
let admin: { headers: Record<string, string>; user: { id: number } }
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.as('Admin', { countryId: 18 })
})
afterAll(() => t.close())

const get = (url: string, headers = admin.headers) => t.app.inject({ url, headers })
const save = (payload: Record<string, unknown>, url = '/api/Staff/addedit?Id=0', headers = admin.headers) =>
  t.app.inject({ method: 'POST', url, payload, headers })
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id)

describe('POST Staff/addedit?Id=0 (add)', () => {
  it('adds a member: currency from the country, phone made international, audited', async () => {
    const res = await save(fakeStaffFields({ name: 'Aiko Mori', phone: '555 010 2030' }))
    expect(res.statusCode).toBe(201)
    expect(res.json().message).toBe(messages.staff.added)
    const [member] = (await get(`/api/Staff?Id=${res.json().id}`)).json()
    expect(member).toMatchObject({
      name: 'Aiko Mori',
      countryName: 'United States',
      currency: 'USD',
      salary: '3100.00',
      salaryType: 'Monthly',
      hoursPerDay: '8.00',
      phone: '+15550102030',
      joiningDate: '2024-01-15',
      active: true,
    })
    expect((await auditOf(member.id))[0]).toMatchObject({ action: 'create', userId: admin.user.id })
  })

  it('accepts multipart and urlencoded forms as well as JSON', async () => {
    const form = multipartForm({ ...fakeStaffFields({ name: 'Multi Part' }), currency: 'JPY' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/AddEdit?id=0',
      payload: form.payload,
      headers: { ...admin.headers, ...form.headers },
    })
    expect(res.statusCode).toBe(201)
    expect((await get(`/api/Staff?Id=${res.json().id}`)).json()[0].currency).toBe('JPY')
    const fields = Object.entries(fakeStaffFields({ name: 'Url Encoded' })).map(([k, v]) => [k, String(v)])
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/Staff/addedit?Id=0',
      payload: new URLSearchParams(fields).toString(),
      headers: { ...admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res2.statusCode).toBe(201)
  })

  it.each([
    [{ name: '' }, 'name'],
    [{ joiningDate: '2024/01/15' }, 'joiningDate'],
    [{ joiningDate: '2024-02-30' }, 'joiningDate'],
    [{ salary: 'lots' }, 'salary'],
    [{ salaryType: 'Weekly' }, 'salaryType'],
    [{ hoursPerDay: '30' }, 'hoursPerDay'],
    [{ countryId: 9999 }, 'countryId'],
    [{ currency: 'XYZ' }, 'currency'],
    [{ userId: 999999 }, 'userId'],
  ])('%j → 400 naming %s', async (change, field) => {
    const res = await save(fakeStaffFields(change))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field]).toBeDefined()
  })
})

describe('POST Staff/addedit (update, id in the body)', () => {
  it('updates the member and audits before and after', async () => {
    const id = await addStaff(t, admin.headers, { name: 'Before Name' })
    const res = await save(
      fakeStaffFields({ id, name: 'After Name', salaryType: 'Daily', salary: '120.50', active: 'false' }),
      '/api/Staff/addedit',
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ id, message: messages.staff.updated })
    const [member] = (await get(`/api/Staff?Id=${id}`)).json()
    expect(member).toMatchObject({ name: 'After Name', salaryType: 'Daily', salary: '120.50', active: false })
    const update = (await auditOf(id)).find((a) => a.action === 'update')
    expect(update?.before).toMatchObject({ name: 'Before Name' })
    expect(update?.after).toMatchObject({ name: 'After Name' })
  })

  it('404 for an unknown id', async () => {
    expect((await save(fakeStaffFields({ id: 999999 }), '/api/Staff/addedit')).statusCode).toBe(404)
  })

  it('409 when the currency would change after salary was paid in it', async () => {
    const id = await addStaff(t, admin.headers)
    await markDay(t, admin.headers, id, '2025-03-03')
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/Staff/processsalary',
      payload: { staffId: id, startDate: '2025-03-01', endDate: '2025-03-31' },
      headers: admin.headers,
    })
    expect(pay.statusCode).toBe(200)
    const res = await save(fakeStaffFields({ id, currency: 'EUR' }), '/api/Staff/addedit')
    expect(res.statusCode).toBe(409)
    expect(res.json().errors.currency).toBeDefined()
  })
})

describe('GET Staff', () => {
  it('lists with page, pageSize, sort, q and an active filter; X-Total-Count when paged', async () => {
    await addStaff(t, admin.headers, { name: 'Zed Listable', nationalId: 'FIND-ME-42' })
    const page = await get('/api/Staff?page=1&pageSize=2&sort=-name')
    expect(page.statusCode).toBe(200)
    expect(page.json()).toHaveLength(2)
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2)
    const names = page.json().map((s: { name: string }) => s.name)
    expect([...names].sort().reverse()).toEqual(names)
    const found = (await get('/api/Staff?q=find-me-42')).json()
    expect(found.map((s: { name: string }) => s.name)).toEqual(['Zed Listable'])
    const inactive = (await get('/api/Staff?active=false&pageSize=500')).json()
    expect(inactive.every((s: { active: boolean }) => !s.active)).toBe(true)
  })

  it('Id gives a one-element array; an unknown Id is 404', async () => {
    const id = await addStaff(t, admin.headers)
    const res = await get(`/api/staff?id=${id}`)
    expect(res.json()).toHaveLength(1)
    expect(res.json()[0].id).toBe(id)
    expect((await get('/api/Staff?Id=999999')).statusCode).toBe(404)
    expect((await get('/api/Staff?Id=abc')).statusCode).toBe(400)
  })

  it('GET Staff/salarytypes', async () => {
    expect((await get('/api/Staff/salarytypes')).json()).toEqual([
      { id: 'Monthly', name: 'Monthly' },
      { id: 'Daily', name: 'Daily' },
      { id: 'Hourly', name: 'Hourly' },
    ])
  })
})

describe('POST Staff/delete', () => {
  const del = (id: unknown, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: '/api/Staff/delete', payload: { Id: id }, headers })

  it('erases a member without history', async () => {
    const id = await addStaff(t, admin.headers)
    const res = await del(id)
    expect(res.json()).toEqual({ message: messages.staff.deleted, deactivated: false })
    expect((await get(`/api/Staff?Id=${id}`)).statusCode).toBe(404)
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['create', 'delete'])
  })

  it('deactivates a member with attendance history instead, and says so', async () => {
    const id = await addStaff(t, admin.headers)
    expect((await markDay(t, admin.headers, id, '2025-03-03')).statusCode).toBe(200)
    const res = await del(id)
    expect(res.json()).toEqual({ message: staffDeactivatedMessage, deactivated: true })
    expect((await get(`/api/Staff?Id=${id}`)).json()[0].active).toBe(false)
    expect(await t.db.select().from(attendance).where(eq(attendance.staffId, id))).toHaveLength(1)
  })

  it('deactivates a member with salary history', async () => {
    const id = await addStaff(t, admin.headers)
    await t.db.insert(salaryPayments).values({
      staffId: id,
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      amount: '10.00',
      currency: 'USD',
      isAdvance: true,
      paidOn: '2025-01-10',
    })
    expect((await del(id)).json().deactivated).toBe(true)
    expect(await t.db.select({ id: staff.id }).from(staff).where(eq(staff.id, id))).toHaveLength(1)
  })

  it('404 for an unknown id, 400 for a bad one', async () => {
    expect((await del(999999)).statusCode).toBe(404)
    expect((await del('x')).json().errors.id).toBeDefined()
  })
})

describe('permissions', () => {
  const calls = [
    ['GET', '/api/Staff'],
    ['GET', '/api/Staff?Id=1'],
    ['GET', '/api/Staff/salarytypes'],
    ['POST', '/api/Staff/addedit?Id=0'],
    ['POST', '/api/Staff/addedit'],
    ['POST', '/api/Staff/delete'],
  ] as const

  it.each(outsiders)('403 for %s on every staff endpoint', async (role) => {
    const who = await t.as(role)
    for (const [method, url] of calls) {
      const res = await t.app.inject({
        method,
        url,
        headers: who.headers,
        payload: method === 'POST' ? {} : undefined,
      })
      expect(res.statusCode, `${method} ${url}`).toBe(403)
    }
  })

  it.each(['SuperAdmin', 'MainAdmin'] as const)('%s may use them', async (role) => {
    const who = await t.as(role)
    expect((await get('/api/Staff', who.headers)).statusCode).toBe(200)
    expect((await save(fakeStaffFields(), undefined, who.headers)).statusCode).toBe(201)
  })

  it('401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/Staff' })).statusCode).toBe(401)
  })
})

describe('demo data', () => {
  it('12 staff with three months of attendance and processed salaries; a second run adds nothing', async () => {
    const demo = await createTestApp()
    try {
      await seedStaffDemo(demo.db, { today: '2025-05-14' })
      const members = await demo.db.select({ id: staff.id }).from(staff)
      expect(members).toHaveLength(12)
      const days = await demo.db.select({ date: attendance.date }).from(attendance)
      const months = new Set(days.map((d) => d.date.slice(0, 7)))
      expect([...months].sort()).toEqual(['2025-03', '2025-04', '2025-05'])
      const payments = await demo.db.select().from(salaryPayments)
      expect(payments.length).toBeGreaterThanOrEqual(24)
      await seedStaffDemo(demo.db, { today: '2025-05-14' })
      expect(await demo.db.select({ id: staff.id }).from(staff)).toHaveLength(12)
      expect(await demo.db.select().from(salaryPayments)).toHaveLength(payments.length)
    } finally {
      await demo.close()
    }
  })
})
