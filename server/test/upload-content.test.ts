import { deflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeStation } from '../features/stations/stations.fakes'
import { fakeVehicleFields } from '../features/vehicles/vehicles.fakes'
import { fakeVendor } from '../features/vendors/vendors.fakes'
import { pdfIsActive } from '../lib/uploads'
import { type FilePart, multipart, samples } from './multipart'
import { createTestApp, type TestApp } from './test-app'

/**
 * Uploads are checked past their first bytes: images are decoded and stored re-encoded, PDFs with
 * scripts or automatic actions are refused, and files are served so the browser runs nothing in them.
 */
let t: TestApp
let headers: Record<string, string>
let carId: number
beforeAll(async () => {
  t = await createTestApp()
  headers = (await t.as('MainAdmin')).headers
  const [vendor, station] = await Promise.all([fakeVendor(t.db), fakeStation(t.db)])
  carId = (
    await post('/api/car/addedit?Id=0', fakeVehicleFields({ vendorId: vendor.id, stationId: station.id }))
  ).json().id
})
afterAll(() => t.close())

const post = (url: string, fields: Record<string, unknown>) => {
  const form = multipart(fields as never)
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  })
}
let seq = 0
const addCategory = (image: FilePart) =>
  post('/api/Category/AddCategory', { name: `Upload check ${++seq}`, image })
const addReceipt = (receipt: FilePart) =>
  post('/api/car/addeditexpense?Id=0', {
    carId,
    date: '2026-10-05',
    kind: 'transport',
    amount: '100',
    receipt,
  })
const pdf = (body: string): FilePart => ({
  filename: 'receipt.pdf',
  contentType: 'application/pdf',
  content: Buffer.from(`%PDF-1.4\n${body}\ntrailer<<>>\n%%EOF\n`, 'latin1'),
})
const payload = 'MZ\x90\x00 this program cannot be run in DOS mode <script>alert(1)</script>'

describe('uploads are checked by what they hold', () => {
  it('stores a picture re-encoded: bytes riding behind a real PNG are gone', async () => {
    const png = samples.png()
    const res = await addCategory({ ...png, content: Buffer.concat([png.content, Buffer.from(payload)]) })
    expect(res.statusCode, res.body).toBe(201)
    const { imageUrl } = (
      await t.app.inject({ url: `/api/Category/Category/${res.json().id}`, headers })
    ).json()
    const file = await t.app.inject({ url: imageUrl })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.rawPayload.subarray(0, 8)).toEqual(png.content.subarray(0, 8))
    expect(file.rawPayload.toString('latin1')).not.toContain('DOS mode')
  })

  it('refuses HTML behind JPEG magic bytes (415 naming the field)', async () => {
    const fake = samples.brokenJpeg()
    const res = await addCategory({ ...fake, content: Buffer.concat([fake.content, Buffer.from(payload)]) })
    expect(res.statusCode).toBe(415)
    expect(res.json().errors).toHaveProperty('image')
  })

  it('refuses a PDF that runs JavaScript when opened, even hex-escaped or inside a compressed stream', async () => {
    const open = pdf('1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj')
    const escaped = pdf('1 0 obj<</Type/Catalog/Names<</J#61vaScript 2 0 R>>>>endobj')
    const inner = deflateSync(Buffer.from('<</Type/Action/S/Launch/F(cmd.exe)>>'))
    const hidden: FilePart = {
      filename: 'hidden.pdf',
      contentType: 'application/pdf',
      content: Buffer.concat([
        Buffer.from('%PDF-1.5\n1 0 obj<</Type/ObjStm/Filter/FlateDecode/Length 99>>stream\n'),
        inner,
        Buffer.from('\nendstream\nendobj\ntrailer<<>>\n%%EOF\n'),
      ]),
    }
    for (const file of [open, escaped, hidden]) {
      expect(pdfIsActive(file.content)).toBe(true)
      const res = await addReceipt(file)
      expect(res.statusCode).toBe(415)
      expect(res.json().errors.receipt).toEqual(['contains scripts or automatic actions'])
    }
  })

  it('serves a plain PDF as a download in a sandbox', async () => {
    expect(pdfIsActive(samples.pdf().content)).toBe(false)
    const res = await addReceipt(samples.pdf())
    expect(res.statusCode, res.body).toBe(201)
    const [row] = (await t.app.inject({ url: `/api/car/expenses?carId=${carId}`, headers })).json()
    const file = await t.app.inject({ url: row.receiptUrl })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-disposition']).toBe('attachment')
    expect(file.headers['content-security-policy']).toMatch(/^sandbox/)
  })

  it('a file link is bound to the session that received it: signing out ends it', async () => {
    const me = await t.as('MainAdmin')
    const form = multipart({ name: `Bound ${++seq}`, image: samples.png() })
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/Category/AddCategory',
      payload: form.payload,
      headers: { ...me.headers, ...form.headers },
    })
    const { imageUrl } = (
      await t.app.inject({ url: `/api/Category/Category/${made.json().id}`, headers: me.headers })
    ).json()
    expect(imageUrl).toMatch(/[?&]s=[0-9a-f-]{36}&/)
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(200)
    // Another session's id in the same link breaks its signature.
    const other = (await t.app.inject({ url: `/api/Category/Category/${made.json().id}`, headers })).json()
    const swapped = imageUrl.replace(/s=[^&]+/, other.imageUrl.match(/s=[^&]+/)[0])
    expect((await t.app.inject({ url: swapped })).statusCode).toBe(403)
    await t.app.inject({ method: 'POST', url: '/api/Auth/logout', headers: me.headers })
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(403)
  })
})
