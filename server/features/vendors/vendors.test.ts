import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, vendors } from '../../db/schema'
import { samples } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeVendorFields, vendorClient } from './vendors.fakes'

let t: TestApp
let v: ReturnType<typeof vendorClient>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  v = vendorClient(t)
  admin = (await t.as('MainAdmin')).headers
})
afterAll(() => t.close())

describe('vendors: add and read', () => {
  it('adds a vendor with a picture and an ID card (PDF), phone in international form, audited', async () => {
    const res = await v.add(
      { ...fakeVendorFields({ name: 'USS Tokyo' }), ImageFile: samples.png(), idCardFile: samples.pdf() },
      admin,
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().message).toBe('Vendor Added Successfully')
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, res.json().id))
    expect(row).toMatchObject({ name: 'USS Tokyo', phone: '+81312345678', advance: '250000.00' })
    expect(row!.pictureId).toBeTruthy()
    expect(row!.idCardId).toBeTruthy()
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row!.id)))
    expect(audit.map((a) => [a.entity, a.action])).toContainEqual(['vendors', 'create'])
  })

  it('reads one vendor by Id as an object with country, signed URLs and the advance in its currency', async () => {
    const { id } = (
      await v.add({ ...fakeVendorFields({ advance: '1,250,000' }), imageFile: samples.jpeg() }, admin)
    ).json()
    const res = await v.get(id, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id,
      type: 'auction',
      countryName: 'Japan',
      currency: 'JPY',
      advance: '1250000.00',
      idCardUrl: null,
      idCardMime: null,
    })
    expect(res.json().imageUrl).toMatch(/^\/api\/files\/.+sig=/)
    expect((await v.get(99999, admin)).statusCode).toBe(404)
  })

  it('accepts JSON and urlencoded bodies; the currency defaults to the country’s, the advance to 0', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/addedit?Id=0',
      headers: admin,
      payload: { Name: 'Karachi Motors', Type: 'Dealer', CountryId: 2, Phone: '0300 1234567' },
    })
    expect(json.statusCode).toBe(201)
    expect((await v.get(json.json().id, admin)).json()).toMatchObject({
      type: 'dealer',
      currency: 'PKR',
      advance: '0.00',
      phone: '+923001234567',
    })
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/addedit?Id=0',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Dubai+Auto+Gallery&type=showroom&countryId=3&currency=usd&advance=',
    })
    expect(form.statusCode).toBe(201)
    expect((await v.get(form.json().id, admin)).json()).toMatchObject({ currency: 'USD', advance: '0.00' })
  })
})

describe('vendors: list', () => {
  beforeAll(async () => {
    await v.add(
      fakeVendorFields({
        name: 'Mombasa Car Yard',
        type: 'dealer',
        countryId: 4,
        city: 'Mombasa',
        phone: '0712 345678',
      }),
      admin,
    )
    await v.add(
      fakeVendorFields({
        name: 'Nairobi Imports',
        type: 'dealer',
        countryId: 4,
        city: 'Nairobi',
        phone: '0712 345699',
      }),
      admin,
    )
    await v.add(fakeVendorFields({ name: 'Hiro Sato', type: 'individual', email: 'hiro@sato.test' }), admin)
  })

  it('searches name, phone, e-mail and city; pages with X-Total-Count', async () => {
    const byCity = await v.list('q=mombasa&page=1&pageSize=10', admin)
    expect(byCity.json().map((r: { name: string }) => r.name)).toEqual(['Mombasa Car Yard'])
    expect(byCity.headers['x-total-count']).toBe('1')
    const byEmail = await v.list('q=hiro@sato', admin)
    expect(byEmail.json().map((r: { name: string }) => r.name)).toEqual(['Hiro Sato'])
    expect((await v.list('q=%2B25471234', admin)).json()).toHaveLength(2)
    const dialled = await v.list(`q=${encodeURIComponent('0712 345678')}`, admin)
    expect(dialled.json().map((r: { name: string }) => r.name)).toEqual(['Mombasa Car Yard'])
    const page1 = await v.list('page=1&pageSize=2', admin)
    const page2 = await v.list('page=2&pageSize=2', admin)
    expect(page1.json()).toHaveLength(2)
    expect(Number(page1.headers['x-total-count'])).toBeGreaterThanOrEqual(5)
    expect(page2.json()[0].id).not.toBe(page1.json()[0].id)
    expect((await v.list('', admin)).headers['x-total-count']).toBeUndefined()
  })

  it('filters by country and type', async () => {
    const kenya = (await v.list('countryId=4', admin)).json()
    expect(kenya.map((r: { name: string }) => r.name).sort()).toEqual(['Mombasa Car Yard', 'Nairobi Imports'])
    const people = (await v.list('type=individual', admin)).json()
    expect(people.every((r: { type: string }) => r.type === 'individual')).toBe(true)
  })

  it('sorts by name both ways and by advance', async () => {
    const asc = (await v.list('sort=name&pageSize=500', admin)).json().map((r: { name: string }) => r.name)
    const desc = (await v.list('sort=-name&pageSize=500', admin)).json().map((r: { name: string }) => r.name)
    expect(asc).toEqual(
      [...asc].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    )
    expect(desc).toEqual([...asc].reverse())
    const byAdvance = (await v.list('sort=-advance&pageSize=500', admin)).json()
    const amounts = byAdvance.map((r: { advance: string }) => Number(r.advance))
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
  })
})
