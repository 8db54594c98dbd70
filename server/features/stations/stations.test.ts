import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, files, stations } from '../../db/schema'
import { multipart, samples, tamperSignature } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeVehicleFields } from '../vehicles/vehicles.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'

let t: TestApp
let admin: { headers: Record<string, string> }
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.as('MainAdmin')
})
afterAll(() => t.close())

let seq = 0
const stationFields = (overrides: Record<string, unknown> = {}) => ({
  name: `Yokohama Yard ${++seq}`,
  city: 'Yokohama',
  countryId: 1,
  phone: '045-123-4567',
  whatsapp: '090 1234 5678',
  email: 'yard@kuruma.test',
  address: '1-2-3 Daikoku',
  ...overrides,
})

const add = (fields: Record<string, unknown>, headers = admin.headers) => {
  const form = multipart(fields as never)
  return t.app.inject({
    method: 'POST',
    url: '/api/Station/AddStation',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  })
}
const uploads = () => readdirSync(join(t.config.dataDir, 'uploads'))

describe('stations', () => {
  it('adds a station with a picture, phones in international form, audited', async () => {
    const res = await add({ ...stationFields({ name: 'Kobe Port Yard' }), Picture: samples.png() })
    expect(res.statusCode).toBe(201)
    expect(res.json().message).toBe('Station Added Successfully')
    const [row] = await t.db.select().from(stations).where(eq(stations.id, res.json().id))
    expect(row).toMatchObject({ name: 'Kobe Port Yard', phone: '+81451234567', whatsapp: '+819012345678' })
    expect(row!.pictureId).toBeTruthy()
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row!.id)))
    expect(audit.map((a) => [a.entity, a.action])).toContainEqual(['stations', 'create'])
  })

  it('lists, searches, filters by country, pages with X-Total-Count, and reads one', async () => {
    await add(stationFields({ name: 'Mombasa Bonded', city: 'Mombasa', countryId: 4, phone: '0712 345678' }))
    const list = await t.app.inject({
      url: '/api/Station?q=mombasa&page=1&pageSize=10',
      headers: admin.headers,
    })
    expect(list.statusCode).toBe(200)
    expect(list.json().map((s: { name: string }) => s.name)).toEqual(['Mombasa Bonded'])
    expect(list.headers['x-total-count']).toBe('1')
    const station = list.json()[0]
    expect(station).toMatchObject({
      countryName: 'Kenya',
      currency: 'KES',
      phone: '+254712345678',
      vehicleCount: 0,
      stockValue: [],
    })
    const byCountry = await t.app.inject({ url: '/api/station?countryId=4', headers: admin.headers })
    expect(byCountry.json().every((s: { countryId: number }) => s.countryId === 4)).toBe(true)
    const one = await t.app.inject({ url: `/api/Station/GetStatus/${station.id}`, headers: admin.headers })
    expect(one.json().name).toBe('Mombasa Bonded')
    expect(
      (await t.app.inject({ url: '/api/Station/GetStatus/99999', headers: admin.headers })).statusCode,
    ).toBe(404)
  })

  it('sorts by name both ways', async () => {
    const asc = (
      await t.app.inject({ url: '/api/Station?sort=name&pageSize=500', headers: admin.headers })
    ).json()
    const desc = (
      await t.app.inject({ url: '/api/Station?sort=-name&pageSize=500', headers: admin.headers })
    ).json()
    const names = asc.map((s: { name: string }) => s.name)
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    )
    expect(desc.map((s: { name: string }) => s.name)).toEqual([...names].reverse())
  })

  it('updates a station (PUT with the id field) and keeps the picture when none is sent', async () => {
    const created = (await add({ ...stationFields(), picture: samples.png() })).json()
    const form = multipart({
      ...stationFields({ name: 'Renamed Yard', city: 'Chiba' }),
      id: created.id,
    } as never)
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Station/UpdateStation/${created.id}`,
      payload: form.payload,
      headers: { ...admin.headers, ...form.headers },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Station Updated Successfully')
    const one = (
      await t.app.inject({ url: `/api/Station/GetStatus/${created.id}`, headers: admin.headers })
    ).json()
    expect(one).toMatchObject({ name: 'Renamed Yard', city: 'Chiba' })
    expect(one.pictureUrl).toMatch(/^\/api\/files\//)
  })

  it('400 naming the field, 409 for a duplicate name (any case)', async () => {
    const missing = await add(stationFields({ name: '' }))
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors.name).toBeDefined()
    const badEmail = await add(stationFields({ email: 'nope' }))
    expect(badEmail.json().errors.email).toBeDefined()
    const badCountry = await add(stationFields({ countryId: 9999 }))
    expect(badCountry.statusCode).toBe(400)
    expect(badCountry.json().errors.countryId).toBeDefined()
    await add(stationFields({ name: 'Unique Yard' }))
    const dup = await add(stationFields({ name: 'UNIQUE yard' }))
    expect(dup.statusCode).toBe(409)
    expect(dup.json().errors.name).toBeDefined()
  })

  it('415 for a file that is not an image by content, 413 over 10 MB; nothing saved', async () => {
    const before = {
      files: uploads().length,
      rows: (await t.db.select().from(stations)).length,
      fileRows: (await t.db.select().from(files)).length,
    }
    const fake = await add({ ...stationFields({ name: 'Fake Pic Yard' }), picture: samples.fakePng() })
    expect(fake.statusCode).toBe(415)
    expect(fake.json().errors.picture).toBeDefined()
    const pdf = await add({ ...stationFields({ name: 'Pdf Pic Yard' }), picture: samples.pdf() })
    expect(pdf.statusCode).toBe(415)
    const huge = await add({ ...stationFields({ name: 'Huge Pic Yard' }), picture: samples.huge() })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().errors.picture).toBeDefined()
    expect(uploads().length).toBe(before.files)
    expect((await t.db.select().from(stations)).length).toBe(before.rows)
    expect((await t.db.select().from(files)).length).toBe(before.fileRows)
  })

  it('serves the picture through a signed URL only; a tampered or expired one is refused', async () => {
    const created = (await add({ ...stationFields(), picture: samples.png() })).json()
    const { pictureUrl } = (
      await t.app.inject({ url: `/api/Station/GetStatus/${created.id}`, headers: admin.headers })
    ).json()
    const ok = await t.app.inject({ url: pictureUrl })
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-type']).toBe('image/png')
    // Stored re-encoded: still the same 1×1 PNG picture.
    expect((await sharp(ok.rawPayload).metadata()).format).toBe('png')
    expect((await sharp(ok.rawPayload).metadata()).width).toBe(1)
    const unsigned = await t.app.inject({ url: pictureUrl.split('?')[0] })
    expect(unsigned.statusCode).toBe(400)
    const tampered = await t.app.inject({ url: tamperSignature(pictureUrl) })
    expect(tampered.statusCode).toBe(403)
    const url = new URL(pictureUrl, 'http://x')
    url.searchParams.set('exp', String(Math.floor(Date.now() / 1000) - 10))
    expect((await t.app.inject({ url: url.pathname + url.search })).statusCode).toBe(403)
  })

  it('409 for a station that holds vehicles; the station stays', async () => {
    const created = (await add(stationFields())).json()
    const vendor = await fakeVendor(t.db)
    const form = multipart(fakeVehicleFields({ vendorId: vendor.id, stationId: created.id }) as never)
    const car = await t.app.inject({
      method: 'POST',
      url: '/api/car/addedit?Id=0',
      payload: form.payload,
      headers: { ...admin.headers, ...form.headers },
    })
    expect(car.statusCode).toBe(201)
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Station/DeleteStation/${created.id}`,
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/holds vehicles/)
    const listed = (
      await t.app.inject({ url: `/api/Station/GetStatus/${created.id}`, headers: admin.headers })
    ).json()
    expect(listed).toMatchObject({ vehicleCount: 1, stockValue: [{ currency: 'JPY', amount: '1500000.00' }] })
    expect((await t.db.select().from(stations).where(eq(stations.id, created.id))).length).toBe(1)
  })

  it('deletes a station; 404 for an unknown one', async () => {
    const created = (await add(stationFields())).json()
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Station/DeleteStation/${created.id}`,
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Station Deleted Successfully')
    expect((await t.db.select().from(stations).where(eq(stations.id, created.id))).length).toBe(0)
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/Station/DeleteStation/${created.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404)
  })

  it.each(['Admin', 'AgentStock', 'AgentSales', 'Accounts'] as const)(
    '%s may list but not add, edit or delete (403)',
    async (role) => {
      const who = await t.as(role)
      expect((await t.app.inject({ url: '/api/Station', headers: who.headers })).statusCode).toBe(200)
      expect((await add(stationFields(), who.headers)).statusCode).toBe(403)
      const created = (await add(stationFields())).json()
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/Station/DeleteStation/${created.id}`,
            headers: who.headers,
          })
        ).statusCode,
      ).toBe(403)
      const form = multipart(stationFields() as never)
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/Station/UpdateStation/${created.id}`,
            payload: form.payload,
            headers: { ...who.headers, ...form.headers },
          })
        ).statusCode,
      ).toBe(403)
    },
  )

  it('401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/Station' })).statusCode).toBe(401)
  })
})
