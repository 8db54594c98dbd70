import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { extract } from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { S3Url, testConfig } from '../config'
import { restoreBackup } from '../features/backup/restore'
import { fakeCategory } from '../features/categories/categories.fakes'
import { fakeStation } from '../features/stations/stations.fakes'
import { fakeVehicleFields } from '../features/vehicles/vehicles.fakes'
import { fakeVendor, fakeVendorFields, vendorClient } from '../features/vendors/vendors.fakes'
import { multipart, samples } from '../test/multipart'
import { startS3 } from '../test/s3'
import { freePort } from '../test/server-process'
import { createTestApp, type TestApp } from '../test/test-app'
import { openFileStorage } from './file-storage'

/**
 * With S3_URL set, uploads live in the bucket: through the real app, a photo lands as an object (and
 * not on local disk), its signed URL streams the object back, a failed save leaves no object, a lost
 * object is a 404, a second app with its own DATA_DIR serves the first one's files, and a backup
 * carries the objects.
 */
let s3: Awaited<ReturnType<typeof startS3>>
let t: TestApp
let admin: Record<string, string>
let refs: { vendorId: number; stationId: number; categoryId: number }
const work = mkdtempSync(join(tmpdir(), 'kuruma-s3-test-'))

beforeAll(async () => {
  s3 = await startS3()
  t = await createTestApp({ S3_URL: s3.setting })
  admin = (await t.as('SuperAdmin')).headers
  const [vendor, station, category] = await Promise.all([
    fakeVendor(t.db),
    fakeStation(t.db),
    fakeCategory(t.db),
  ])
  refs = { vendorId: vendor.id, stationId: station.id, categoryId: category.id }
})
afterAll(async () => {
  await t?.close()
  await s3?.close()
  rmSync(work, { recursive: true, force: true })
})

const addVehicle = (fields: Record<string, unknown>) => {
  const form = multipart(fakeVehicleFields(refs, fields) as never)
  return t.app.inject({
    method: 'POST',
    url: '/api/car/addedit?Id=0',
    payload: form.payload,
    headers: { ...admin, ...form.headers },
  })
}
const getVehicle = async (id: number) =>
  (await t.app.inject({ url: `/api/car/GetAll/${id}`, headers: admin })).json() as {
    photos: { url: string; thumbUrl: string }[]
  }
const idOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!
const localUploads = () => {
  const dir = join(t.config.dataDir, 'uploads')
  return existsSync(dir) ? readdirSync(dir) : []
}

describe('files on S3', () => {
  it('creates the bucket at startup', async () => {
    expect(await s3.client.bucketExists('kuruma-files')).toBe(true)
  })

  it('an uploaded photo lands in the bucket, not on local disk, and its signed URL serves the same bytes', async () => {
    const before = await s3.objects()
    const res = await addVehicle({ photos: [samples.png()] })
    expect(res.statusCode, res.body).toBe(201)
    const [photo] = (await getVehicle(res.json().id)).photos
    const ids = [idOf(photo!.url), idOf(photo!.thumbUrl)]
    expect(await s3.objects()).toEqual([...before, ...ids].sort())
    expect(localUploads()).toEqual([])

    const served = await t.app.inject({ url: photo!.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(await s3.bytes(ids[0]!))).toBe(true)
    const thumb = await t.app.inject({ url: photo!.thumbUrl })
    expect(thumb.headers['content-type']).toBe('image/webp')
    expect(thumb.rawPayload.equals(await s3.bytes(ids[1]!))).toBe(true)
  })

  it('the vehicle sheet PDF reads its cover photo from the bucket', async () => {
    const { id } = (await addVehicle({ photos: [samples.jpeg()] })).json()
    const sheet = await t.app.inject({ url: `/api/car/sheet/${id}`, headers: admin })
    expect(sheet.statusCode, sheet.body.slice(0, 200)).toBe(200)
    expect(sheet.headers['content-type']).toBe('application/pdf')
    expect(sheet.rawPayload.includes('/Subtype /Image')).toBe(true)
  })

  it('a save refused for one of its files removes from the bucket the files it had already written', async () => {
    const before = await s3.objects()
    const vehicle = await addVehicle({ photos: [samples.png(), samples.fakePng()] })
    expect(vehicle.statusCode).toBe(415)
    const vendor = await vendorClient(t).add(
      { ...fakeVendorFields(), imageFile: samples.png(), idCardFile: samples.fakePng() },
      admin,
    )
    expect(vendor.statusCode).toBe(415)
    expect(await s3.objects()).toEqual(before)
  })

  it('a file whose object is gone answers 404, not 500', async () => {
    const { id } = (await addVehicle({ photos: [samples.png()] })).json()
    const [photo] = (await getVehicle(id)).photos
    await s3.client.removeObject('kuruma-files', idOf(photo!.url))
    const res = await t.app.inject({ url: photo!.url })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ status: 404, message: 'File not found' })
    // The vehicle sheet goes without the lost photo.
    expect((await t.app.inject({ url: `/api/car/sheet/${id}`, headers: admin })).statusCode).toBe(200)
  })

  it('a second app with its own DATA_DIR and the same S3_URL serves files the first one stored', async () => {
    const otherDir = mkdtempSync(join(work, 'other-'))
    const other = await buildApp({
      config: testConfig(otherDir, { S3_URL: s3.setting }),
      db: t.db,
      workers: false,
    })
    try {
      const { id } = (await addVehicle({ photos: [samples.png()] })).json()
      const [photo] = (await getVehicle(id)).photos
      const served = await other.inject({ url: photo!.url })
      expect(served.statusCode).toBe(200)
      expect(served.rawPayload.equals(await s3.bytes(idOf(photo!.url)))).toBe(true)
      expect(readdirSync(otherDir)).not.toContain('uploads')
    } finally {
      await other.close()
    }
  })

  it('a backup carries every object of the bucket, and a restore puts them back', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/backup', headers: admin })
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    const file = join(work, 'backup.tar.gz')
    writeFileSync(file, res.rawPayload)
    const uploads = new Map<string, Buffer>()
    const archive = extract()
    const reading = pipeline(Readable.from([res.rawPayload]), createGunzip(), archive)
    for await (const entry of archive) {
      const chunks: Buffer[] = []
      for await (const chunk of entry) chunks.push(chunk as Buffer)
      if (entry.header.name.startsWith('uploads/'))
        uploads.set(entry.header.name.slice('uploads/'.length), Buffer.concat(chunks))
    }
    await reading
    const objects = await s3.objects()
    expect(objects.length).toBeGreaterThan(0)
    expect([...uploads.keys()].sort()).toEqual(objects)
    for (const id of objects) expect(uploads.get(id)?.equals(await s3.bytes(id)), id).toBe(true)

    // Restore (embedded database only: it goes into a fresh DATA_DIR) brings a lost object back.
    if (t.kind !== 'pglite') return
    const lost = objects[0]!
    const bytes = await s3.bytes(lost)
    await s3.client.removeObject('kuruma-files', lost)
    const restoreDir = mkdtempSync(join(work, 'restore-'))
    await restoreBackup({ file, config: testConfig(restoreDir, { S3_URL: s3.setting }) })
    expect((await s3.bytes(lost)).equals(bytes)).toBe(true)
    expect(existsSync(join(restoreDir, 'uploads'))).toBe(false)
  })

  it('a bucket that cannot be reached stops the start with S3_URL named', async () => {
    const closed = S3Url.parse(`http://S3RVER:S3RVER@127.0.0.1:${await freePort()}/kuruma-files`)
    await expect(openFileStorage(testConfig(work, { S3_URL: closed }))).rejects.toThrow(
      /^S3_URL: cannot open the bucket s3:\/\/127\.0\.0\.1\/kuruma-files/,
    )
  })
})
