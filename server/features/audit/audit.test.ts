import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditRow } from '../../../shared/audit'
import { addDays, todayIn } from '../../../shared/dates'
import { auditLog } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeVendorFields, vendorClient } from '../vendors/vendors.fakes'

let t: TestApp
let v: ReturnType<typeof vendorClient>
let main: Awaited<ReturnType<TestApp['as']>>
let superAdmin: Awaited<ReturnType<TestApp['as']>>
let vendorId: number

const audit = async (query: string, headers = main.headers) => {
  const res = await t.app.inject({ url: `/api/audit?${query}`, headers })
  return { res, rows: res.json() as AuditRow[], total: Number(res.headers['x-total-count']) }
}

beforeAll(async () => {
  t = await createTestApp()
  v = vendorClient(t)
  main = await t.as('MainAdmin')
  superAdmin = await t.as('SuperAdmin')
  const fields = fakeVendorFields({ phone: '03-1111-2222', city: 'Tokyo' })
  vendorId = (await v.add(fields, main.headers)).json().id
  const updated = await v.update(
    vendorId,
    { ...fields, phone: '03-9999-8888', city: 'Yokohama' },
    main.headers,
  )
  expect(updated.statusCode).toBe(200)
  const again = await v.update(
    vendorId,
    { ...fields, phone: '03-9999-8888', notes: 'Pays in 3 days' },
    {
      ...superAdmin.headers,
    },
  )
  expect(again.statusCode).toBe(200)
})
afterAll(() => t.close())

describe('GET /api/audit', () => {
  it("lists a vendor's changes newest first, with who, before, after and the fields that changed", async () => {
    const { res, rows, total } = await audit(`entity=vendors&entityId=${vendorId}&page=1`)
    expect(res.statusCode).toBe(200)
    expect(total).toBe(3)
    expect(rows.map((r) => [r.action, r.userName])).toEqual([
      ['update', `${superAdmin.user.firstName} Tester`],
      ['update', `${main.user.firstName} Tester`],
      ['create', `${main.user.firstName} Tester`],
    ])
    const edit = rows[1]!
    expect(edit).toMatchObject({ entity: 'vendors', entityId: String(vendorId), userId: main.user.id })
    expect(edit.before).toMatchObject({ phone: '+81311112222', city: 'Tokyo' })
    expect(edit.after).toMatchObject({ phone: '+81399998888', city: 'Yokohama' })
    expect(edit.changed).toEqual(expect.arrayContaining(['phone', 'city']))
    expect(edit.changed).not.toContain('name')
    expect(rows[0]!.changed).toEqual(expect.arrayContaining(['city', 'notes']))
    expect(rows[0]!.changed).not.toContain('phone')
    // A new record: every field it was given, none it was not.
    expect(rows[2]!.before).toBeNull()
    expect(rows[2]!.changed).toEqual(expect.arrayContaining(['name', 'phone', 'city']))
    expect(Date.parse(edit.at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('combines the filters: user, noun, record and dates', async () => {
    const bySuper = await audit(`userId=${superAdmin.user.id}&entity=vendors&entityId=${vendorId}&page=1`)
    expect(bySuper.total).toBe(1)
    expect(bySuper.rows[0]!.changed).toContain('notes')
    const byMain = await audit(`userId=${main.user.id}&entity=vendors&page=1`)
    expect(byMain.rows.map((r) => r.action).sort()).toEqual(['create', 'update'])
    const otherNoun = await audit(`entity=customers&entityId=${vendorId}&page=1`)
    expect(otherNoun.rows.every((r) => r.entity === 'customers')).toBe(true)
    expect(
      otherNoun.rows.some((r) => r.after && (r.after as { phone?: string }).phone === '+81399998888'),
    ).toBe(false)
    const today = todayIn(t.config.BUSINESS_TIMEZONE)
    expect((await audit(`entityId=${vendorId}&entity=vendors&from=${today}&to=${today}&page=1`)).total).toBe(
      3,
    )
    expect((await audit(`entityId=${vendorId}&entity=vendors&from=${addDays(today, 1)}&page=1`)).total).toBe(
      0,
    )
    expect((await audit(`entityId=${vendorId}&entity=vendors&to=${addDays(today, -1)}&page=1`)).total).toBe(0)
  })

  it('counts dates as whole days in the business time zone (Tokyo), not UTC', async () => {
    // 2025-03-01 15:30 UTC is 2025-03-02 00:30 in Tokyo.
    await t.db.insert(auditLog).values({
      at: new Date('2025-03-01T15:30:00Z'),
      userId: main.user.id,
      entity: 'stations',
      entityId: '987654',
      action: 'update',
      before: { name: 'Old' },
      after: { name: 'New' },
    })
    const on = (from: string, to: string) =>
      audit(`entity=stations&entityId=987654&from=${from}&to=${to}&page=1`)
    expect((await on('2025-03-02', '2025-03-02')).total).toBe(1)
    expect((await on('2025-03-01', '2025-03-01')).total).toBe(0)
    const [row] = (await on('2025-03-02', '2025-03-02')).rows
    expect(row).toMatchObject({ at: '2025-03-01T15:30:00.000Z', changed: ['name'], before: { name: 'Old' } })
  })

  it('pages and sorts by time (X-Total-Count)', async () => {
    const oldestFirst = await audit(`entity=vendors&entityId=${vendorId}&sort=at&page=1&pageSize=1`)
    expect(oldestFirst.total).toBe(3)
    expect(oldestFirst.rows.map((r) => r.action)).toEqual(['create'])
    const second = await audit(`entity=vendors&entityId=${vendorId}&page=2&pageSize=2`)
    expect(second.rows.map((r) => r.action)).toEqual(['create'])
  })

  it('never answers a password hash, not even from a row written before secrets were scrubbed', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/register',
      headers: main.headers,
      payload: {
        firstName: 'Kenji',
        lastName: 'Sato',
        email: 'kenji.audit@test.kuruma',
        countryId: 1,
        role: 'Accounts',
        password: 'a long pass phrase 42',
        confirmPassword: 'a long pass phrase 42',
      },
    })
    expect(added.statusCode).toBe(201)
    const { userId } = added.json()
    await t.db.insert(auditLog).values({
      userId: main.user.id,
      entity: 'users',
      entityId: String(userId),
      action: 'legacy',
      before: { email: 'a@b.c', passwordHash: '$scrypt$secret' },
      after: { email: 'kenji.audit@test.kuruma', passwordHash: '$scrypt$other', password: 'plain' },
    })
    const res = await t.app.inject({
      url: `/api/audit?entity=users&entityId=${userId}&page=1`,
      headers: main.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toMatch(/passwordHash|\$scrypt|\$argon|plain/)
    const rows = res.json() as AuditRow[]
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'legacy'])
    expect(rows.find((r) => r.action === 'legacy')!.changed).toEqual(['email'])
  })

  it('offers the nouns the log holds', async () => {
    const res = await t.app.inject({ url: '/api/audit/nouns', headers: superAdmin.headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(expect.arrayContaining(['stations', 'users', 'vendors']))
  })
})

describe('who may read the audit log', () => {
  it.each(['Admin', 'AgentStock', 'AgentSales', 'Accounts'] as const)('%s gets 403', async (role) => {
    const { headers } = await t.as(role)
    expect((await t.app.inject({ url: '/api/audit?page=1', headers })).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/audit/nouns', headers })).statusCode).toBe(403)
  })

  it('without a token: 401, before the query is read', async () => {
    expect((await t.app.inject({ url: '/api/audit?from=nonsense' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/audit/nouns' })).statusCode).toBe(401)
  })

  it('SuperAdmin and MainAdmin read it', async () => {
    expect((await audit('page=1', superAdmin.headers)).res.statusCode).toBe(200)
    expect((await audit('page=1', main.headers)).res.statusCode).toBe(200)
  })
})

describe('bad filters answer 400 naming the field', () => {
  it.each([
    ['from=2025-13-01', 'from', 'From is not a real date'],
    ['to=yesterday', 'to', 'To must be YYYY-MM-DD'],
    ['from=2025-03-02&to=2025-03-01', 'to', 'To must be on or after From'],
    ['entityId=abc', 'entityId', 'Record must be an id'],
    ['entityId=-4', 'entityId', 'Record must be an id'],
    ['userId=1.5', 'userId', 'User must be an id'],
    ['entity=Vehicles%3B', 'entity', 'Noun must be one of the recorded nouns (such as vehicles)'],
    ['sort=at%20desc', 'sort', 'sort is a field name, with - for descending'],
  ])('%s → %s', async (query, field, message) => {
    const { res } = await audit(query)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field]).toContain(message)
    expect(res.json().message).toBe(`${field}: ${message}`)
  })
})
