import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { files, vendors } from '../../db/schema'
import { samples, tamperSignature } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeVendorFields, vendorClient } from './vendors.fakes'

let t: TestApp
let v: ReturnType<typeof vendorClient>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  v = vendorClient(t)
  admin = (await t.as('Admin')).headers
})
afterAll(() => t.close())

const uploads = () => readdirSync(join(t.config.dataDir, 'uploads'))
const counts = async () => ({
  files: uploads().length,
  vendors: (await t.db.select().from(vendors)).length,
  fileRows: (await t.db.select().from(files)).length,
})

describe('vendor files', () => {
  it('415 for a picture that is not an image, or an ID card that is neither image nor PDF; 413 over 10 MB; nothing saved', async () => {
    const before = await counts()
    const cases = [
      [{ imageFile: samples.pdf() }, 415, 'imageFile'],
      [{ imageFile: samples.fakePng() }, 415, 'imageFile'],
      [{ idCardFile: samples.fakePng() }, 415, 'idCardFile'],
      [{ imageFile: samples.png(), idCardFile: samples.fakePng() }, 415, 'idCardFile'],
      [{ imageFile: samples.huge() }, 413, 'imageFile'],
      [{ idCardFile: samples.huge() }, 413, 'idCardFile'],
    ] as const
    for (const [upload, status, field] of cases) {
      const res = await v.add({ ...fakeVendorFields(), ...upload }, admin)
      expect(res.statusCode, field).toBe(status)
      expect(res.json().errors[field], JSON.stringify(res.json())).toBeDefined()
    }
    expect(await counts()).toEqual(before)
  })

  it('an update refused for its picture names imageFile and changes nothing', async () => {
    const { id } = (
      await v.add({ ...fakeVendorFields({ city: 'Nagoya' }), imageFile: samples.png() }, admin)
    ).json()
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, id))
    const before = await counts()
    const res = await v.update(
      id,
      { ...fakeVendorFields({ city: 'Osaka' }), imageFile: samples.pdf() },
      admin,
    )
    expect(res.statusCode).toBe(415)
    expect(res.json().errors.imageFile[0]).toMatch(/PNG, JPEG, WEBP/)
    expect(await counts()).toEqual(before)
    expect((await t.db.select().from(vendors).where(eq(vendors.id, id)))[0]).toEqual(row)
  })

  it('a picture or ID card sent as an empty field is no file: the vendor is saved without one', async () => {
    const res = await v.add({ ...fakeVendorFields(), imageFile: '', idCardFile: '' }, admin)
    expect(res.statusCode, res.body).toBe(201)
    expect((await v.get(res.json().id, admin)).json()).toMatchObject({ imageUrl: null, idCardUrl: null })
  })

  it('serves the ID card through a signed URL only; unsigned, tampered or expired links are refused', async () => {
    const { id } = (await v.add({ ...fakeVendorFields(), idCardFile: samples.pdf() }, admin)).json()
    const { idCardUrl, idCardMime } = (await v.get(id, admin)).json()
    expect(idCardMime).toBe('application/pdf')
    const ok = await t.app.inject({ url: idCardUrl })
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-type']).toBe('application/pdf')
    expect(ok.rawPayload.equals(samples.pdf().content)).toBe(true)
    expect((await t.app.inject({ url: idCardUrl.split('?')[0] })).statusCode).toBe(400)
    expect((await t.app.inject({ url: tamperSignature(idCardUrl) })).statusCode).toBe(403)
    const url = new URL(idCardUrl, 'http://x')
    url.searchParams.set('exp', String(Math.floor(Date.now() / 1000) - 10))
    expect((await t.app.inject({ url: url.pathname + url.search })).statusCode).toBe(403)
  })
})
