import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, customers, files } from '../../db/schema'
import { samples, tamperSignature } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { customerApi, fakeCustomerFields } from './customers.fakes'

let t: TestApp
let api: ReturnType<typeof customerApi>
let admin: { headers: Record<string, string> }
beforeAll(async () => {
  t = await createTestApp()
  api = customerApi(t)
  admin = await t.as('MainAdmin')
})
afterAll(() => t.close())

const add = (fields: Record<string, unknown>, headers = admin.headers) => api.add(fields, headers)
const addOk = async (fields: Record<string, unknown> = fakeCustomerFields()) => {
  const res = await add(fields)
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: number; message: string }
}
const one = async (id: number) => (await api.one(id, admin.headers)).json()[0]
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.entity} = 'customers' and ${auditLog.entityId} = ${String(id)}`)
    .orderBy(auditLog.id)

describe('customers: add, read, update', () => {
  it('adds a customer with photo, ID card and business card; phones international; audited', async () => {
    const res = await add({
      ...fakeCustomerFields({ email: 'Amina@Motors.TEST' }),
      Photo: samples.png(),
      idCardFront: samples.jpeg(),
      idCardBack: samples.png(),
      businessCard: samples.pdf(),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().message).toBe('Customer Added Successfully')
    const customer = await one(res.json().id)
    expect(customer).toMatchObject({
      email: 'amina@motors.test',
      phone: '+254201234567',
      whatsapp: '+254712345678',
      countryName: 'Kenya',
      businessCountryName: 'Kenya',
      currency: 'KES',
      dateOfBirth: '1984-06-12',
      shippingMode: 'RoRo',
      tradeTerm: 'CIF',
      securityDeposit: '250000.00',
    })
    for (const key of ['photoUrl', 'idCardFrontUrl', 'idCardBackUrl', 'businessCardUrl']) {
      expect(customer[key]).toMatch(/^\/api\/files\/[\w-]+\?exp=\d+(&s=[\w-]+)?&sig=/)
    }
    const audit = await auditOf(customer.id)
    expect(audit.map((a) => a.action)).toEqual(['create'])
    expect(audit[0]!.userId).toBeTruthy()
  })

  it('GET customer?Id= is an array of one; 404 for an unknown id', async () => {
    const { id } = await addOk()
    const res = await api.one(id, admin.headers)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toHaveLength(1)
    expect(res.json()[0].id).toBe(id)
    expect((await api.one(999999, admin.headers)).statusCode).toBe(404)
  })

  it('accepts JSON and urlencoded bodies; deposit defaults to 0 and empty optionals are null', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/customer/addedit?Id=0',
      headers: admin.headers,
      payload: fakeCustomerFields({
        securityDeposit: undefined,
        dateOfBirth: '',
        shippingMode: '',
        email: '',
      }),
    })
    expect(json.statusCode, json.body).toBe(201)
    expect(await one(json.json().id)).toMatchObject({
      securityDeposit: '0.00',
      dateOfBirth: null,
      shippingMode: null,
      email: null,
    })
    const form = new URLSearchParams({
      firstName: 'Hamisi',
      lastName: 'Juma',
      countryId: '5',
      currency: 'TZS',
    })
    const encoded = await t.app.inject({
      method: 'POST',
      url: '/api/customer/addedit?Id=0',
      headers: { ...admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    })
    expect(encoded.statusCode, encoded.body).toBe(201)
    expect(await one(encoded.json().id)).toMatchObject({ countryName: 'Tanzania', currency: 'TZS' })
  })

  it('updates with PUT (multipart), keeps files not sent, replaces a file sent; audited with before', async () => {
    const { id } = await addOk({ ...fakeCustomerFields(), photo: samples.png(), businessCard: samples.pdf() })
    const before = await one(id)
    const res = await api.update(
      id,
      {
        ...fakeCustomerFields({ firstName: 'Grace', city: 'Mombasa', currency: 'USD' }),
        id,
        photo: samples.jpeg(),
      },
      admin.headers,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe('Customer Updated Successfully')
    const after = await one(id)
    expect(after).toMatchObject({ firstName: 'Grace', city: 'Mombasa', currency: 'USD' })
    const fileId = (url: string) => url.split('?')[0]
    expect(fileId(after.photoUrl)).not.toBe(fileId(before.photoUrl))
    expect(fileId(after.businessCardUrl)).toBe(fileId(before.businessCardUrl))
    const audit = await auditOf(id)
    const update = audit.find((a) => a.action === 'update')!
    expect(update.before).toMatchObject({ firstName: 'Wanjiru' })
    expect(update.after).toMatchObject({ firstName: 'Grace' })
    expect((await api.update(999999, fakeCustomerFields(), admin.headers)).statusCode).toBe(404)
  })

  it('addedit with a positive Id updates that customer', async () => {
    const { id } = await addOk()
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/customer/addedit?Id=${id}`,
      headers: admin.headers,
      payload: fakeCustomerFields({ lastName: 'Odhiambo' }),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Customer Updated Successfully')
    expect((await one(id)).lastName).toBe('Odhiambo')
  })
})

describe('customers: validation and conflicts', () => {
  it.each([
    ['firstName', { firstName: '' }],
    ['lastName', { lastName: undefined }],
    ['email', { email: 'not-an-email' }],
    ['dateOfBirth', { dateOfBirth: '2001-02-30' }],
    ['dateOfBirth', { dateOfBirth: '12/06/1984' }],
    ['dateOfBirth', { dateOfBirth: '2999-01-01' }],
    ['shippingMode', { shippingMode: 'Air' }],
    ['tradeTerm', { tradeTerm: 'EXW' }],
    ['currency', { currency: 'KS' }],
    ['currency', { currency: 'XYZ' }],
    ['countryId', { countryId: undefined }],
    ['countryId', { countryId: 9999 }],
    ['businessCountryId', { businessCountryId: 9999 }],
    ['securityDeposit', { securityDeposit: '12.345' }],
    ['securityDeposit', { securityDeposit: '-5' }],
    ['phone', { phone: 'call me' }],
  ])('400 naming %s', async (field, overrides) => {
    const res = await add(fakeCustomerFields(overrides))
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors[field]).toBeDefined()
  })

  it('409 naming email for a duplicate e-mail in any case, on add and on update', async () => {
    await addOk(fakeCustomerFields({ email: 'taken@motors.test' }))
    const dup = await add(fakeCustomerFields({ email: 'TAKEN@motors.test' }))
    expect(dup.statusCode).toBe(409)
    expect(dup.json().errors.email).toBeDefined()
    const { id } = await addOk()
    const same = await api.update(id, fakeCustomerFields({ email: (await one(id)).email }), admin.headers)
    expect(same.statusCode).toBe(200)
    const clash = await api.update(id, fakeCustomerFields({ email: 'taken@motors.test' }), admin.headers)
    expect(clash.statusCode).toBe(409)
    expect(clash.json().errors.email).toBeDefined()
  })

  it('no response or audit entry carries a password, even when one is sent', async () => {
    const { id } = await addOk({ ...fakeCustomerFields(), password: 'secret pass 1', Password: 'x' })
    const bodies = [
      (await api.one(id, admin.headers)).body,
      (await api.list('pageSize=500', admin.headers)).body,
      (await api.update(id, { ...fakeCustomerFields(), password: 'y' }, admin.headers)).body,
      JSON.stringify(await auditOf(id)),
    ]
    for (const body of bodies) expect(body).not.toMatch(/password/i)
  })
})

describe('customers: list', () => {
  beforeAll(async () => {
    for (const [firstName, lastName, countryId, currency, whatsapp] of [
      ['Zainab', 'Qureshi', 2, 'PKR', '0300 1234567'],
      ['Ahmed', 'Qureshi', 2, 'PKR', '0301 7654321'],
      ['Mohammed', 'Qureshi', 3, 'AED', '050 1112233'],
    ] as const) {
      await addOk(
        fakeCustomerFields({ firstName, lastName, countryId, currency, whatsapp, city: 'Sortville' }),
      )
    }
  })

  it('searches name, phone (as typed locally), e-mail, city and business; pages with X-Total-Count', async () => {
    const names = async (q: string) =>
      (await api.list(q, admin.headers)).json().map((c: { firstName: string }) => c.firstName)
    expect(await names('q=zainab')).toEqual(['Zainab'])
    expect(await names('q=0300%20123%204567')).toEqual(['Zainab'])
    expect((await names('q=sortville')).sort()).toEqual(['Ahmed', 'Mohammed', 'Zainab'])
    const page = await api.list('q=sortville&page=2&pageSize=2&sort=name', admin.headers)
    expect(page.headers['x-total-count']).toBe('3')
    expect(page.json().map((c: { firstName: string }) => c.firstName)).toEqual(['Zainab'])
    expect(await names('q=kamau%20motors&countryId=2')).toHaveLength(2)
  })

  it('filters by country and sorts by name both ways', async () => {
    const byCountry = (await api.list('q=sortville&countryId=2', admin.headers)).json()
    expect(byCountry.map((c: { countryName: string }) => c.countryName)).toEqual(['Pakistan', 'Pakistan'])
    const asc = (await api.list('q=sortville&sort=name', admin.headers)).json()
    const desc = (await api.list('q=sortville&sort=-name', admin.headers)).json()
    expect(asc.map((c: { firstName: string }) => c.firstName)).toEqual(['Ahmed', 'Mohammed', 'Zainab'])
    expect(desc.map((c: { firstName: string }) => c.firstName)).toEqual(['Zainab', 'Mohammed', 'Ahmed'])
    const byCountryName = (await api.list('q=sortville&sort=-countryName', admin.headers)).json()
    expect(byCountryName[0].countryName).toBe('United Arab Emirates')
  })
})

describe('customers: delete', () => {
  it('deletes a customer, audited; 404 the second time', async () => {
    const { id } = await addOk()
    const res = await api.remove(id, admin.headers)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Customer Deleted Successfully')
    expect(await t.db.select().from(customers).where(eq(customers.id, id))).toHaveLength(0)
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['create', 'delete'])
    expect((await api.remove(id, admin.headers)).statusCode).toBe(404)
  })

  it('accepts JSON {id} too', async () => {
    const { id } = await addOk()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/delete',
      headers: admin.headers,
      payload: { Id: id },
    })
    expect(res.statusCode).toBe(200)
  })

  it('409, said plainly, for a customer something refers to (a purchase); nothing changes', async () => {
    const { id } = await addOk()
    await t.db.execute(sql`create table test_purchases (customer_id integer references customers(id))`)
    await t.db.execute(sql`insert into test_purchases values (${id})`)
    const res = await api.remove(id, admin.headers)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/cannot be deleted/)
    expect(await t.db.select().from(customers).where(eq(customers.id, id))).toHaveLength(1)
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['create'])
    await t.db.execute(sql`drop table test_purchases`)
  })
})

describe('customers: files', () => {
  const uploads = () => readdirSync(join(t.config.dataDir, 'uploads'))
  const counts = async () => ({
    disk: uploads().length,
    rows: (await t.db.select().from(customers)).length,
    files: (await t.db.select().from(files)).length,
  })

  it.each([
    ['photo', samples.fakePng(), 415],
    ['photo', samples.pdf(), 415],
    ['idCardFront', samples.fakePng(), 415],
    ['businessCard', samples.fakePng(), 415],
    ['idCardBack', samples.huge(), 413],
    ['photo', samples.huge(), 413],
  ] as const)('%s: a bad file is refused (%#) and nothing is saved', async (field, file, status) => {
    const before = await counts()
    const res = await add({ ...fakeCustomerFields(), idCardFront: samples.png(), [field]: file })
    expect(res.statusCode).toBe(status)
    expect(res.json().errors[field]).toBeDefined()
    expect(await counts()).toEqual(before)
  })

  it('serves a file through its signed URL only; unsigned, tampered or expired is refused', async () => {
    const { id } = await addOk({ ...fakeCustomerFields(), photo: samples.png() })
    const { photoUrl } = await one(id)
    const ok = await t.app.inject({ url: photoUrl })
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-type']).toBe('image/png')
    // Stored re-encoded: still the same 1×1 PNG picture.
    expect((await sharp(ok.rawPayload).metadata()).format).toBe('png')
    expect((await sharp(ok.rawPayload).metadata()).width).toBe(1)
    expect((await t.app.inject({ url: photoUrl.split('?')[0] })).statusCode).toBe(400)
    expect((await t.app.inject({ url: tamperSignature(photoUrl) })).statusCode).toBe(403)
    const url = new URL(photoUrl, 'http://x')
    url.searchParams.set('exp', String(Math.floor(Date.now() / 1000) - 10))
    expect((await t.app.inject({ url: url.pathname + url.search })).statusCode).toBe(403)
  })
})

describe('customers: who may do what', () => {
  const everyCall = async (headers: Record<string, string>, id: number) => ({
    list: (await api.list('', headers)).statusCode,
    one: (await api.one(id, headers)).statusCode,
    add: (await add(fakeCustomerFields(), headers)).statusCode,
    update: (await api.update(id, fakeCustomerFields(), headers)).statusCode,
    delete: (await api.remove(id, headers)).statusCode,
  })

  it('AgentStock: 403 on every endpoint', async () => {
    const { id } = await addOk()
    const who = await t.as('AgentStock')
    expect(await everyCall(who.headers, id)).toEqual({
      list: 403,
      one: 403,
      add: 403,
      update: 403,
      delete: 403,
    })
  })

  it.each(['AgentSales', 'Accounts'] as const)(
    '%s: may list, read, add and update, not delete',
    async (role) => {
      const { id } = await addOk()
      const who = await t.as(role, { countryId: 4 })
      expect(await everyCall(who.headers, id)).toEqual({
        list: 200,
        one: 200,
        add: 201,
        update: 200,
        delete: 403,
      })
    },
  )

  it("another country's office does not see the customer: 404, left out of lists, 403 adding one there", async () => {
    const { id } = await addOk()
    const japan = await t.as('Admin')
    expect(await everyCall(japan.headers, id)).toEqual({
      list: 200,
      one: 404,
      add: 403,
      update: 404,
      delete: 404,
    })
    const listed = (await api.list('pageSize=500&countryId=4', japan.headers)).json() as {
      countryId: number
    }[]
    expect(listed.every((c) => c.countryId === 1)).toBe(true)
    const denied = await add(fakeCustomerFields(), japan.headers)
    expect(denied.json().errors.countryId).toEqual(["You work with your own country's records only"])
    const csv = await t.app.inject({ url: '/api/customer?format=csv&countryId=4', headers: japan.headers })
    expect(csv.body).not.toContain('Kamau')
  })

  it.each(['SuperAdmin', 'Admin'] as const)('%s: may delete', async (role) => {
    const { id } = await addOk()
    const who = await t.as(role, { countryId: 4 })
    expect(await everyCall(who.headers, id)).toEqual({
      list: 200,
      one: 200,
      add: 201,
      update: 200,
      delete: 200,
    })
  })

  it('401 on every endpoint without a token', async () => {
    const { id } = await addOk()
    expect(await everyCall({}, id)).toEqual({ list: 401, one: 401, add: 401, update: 401, delete: 401 })
  })
})
