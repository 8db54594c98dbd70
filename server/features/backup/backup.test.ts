import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { createGzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '../../app'
import { type Config, testConfig } from '../../config'
import { type Database, openDatabase } from '../../db/client'
import { customers, files, users, vendors } from '../../db/schema'
import { diskStorage } from '../../lib/file-storage'
import { hashPassword } from '../../lib/passwords'
import { createFileStore } from '../../lib/uploads'
import { multipart, samples } from '../../test/multipart'
import { adminQuery, withDatabase } from '../../test/postgres-admin'
import { testPassword } from '../../test/test-app'
import { saveWithFiles } from '../files/save-with-files'
import { writeBackupFile } from './backup'
import { signBackupRequest } from './backup-signature'
import { restoreBackup } from './restore'
import { extractTar, tarStream } from './tar'

/**
 * A backup taken while a transaction is half done comes back whole: the restored database equals the
 * database just before or just after that transaction (never half of it), table by table, and every
 * file the restored rows name comes back byte for byte; what was added after the backup is gone.
 * Runs on a DATA_DIR with an embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const pgUrl = process.env.TEST_DATABASE_URL || undefined
const dataDir = mkdtempSync(join(tmpdir(), 'kuruma-backup-test-'))
const work = mkdtempSync(join(tmpdir(), 'kuruma-backup-files-'))
let url: string | undefined
let config: Config
let database: Database
let app: Awaited<ReturnType<typeof buildApp>>
let headers: Record<string, string>
let ownerId: number

const open = () => openDatabase(url ? { url } : { dir: dataDir })
const start = async () => {
  database = await open()
  app = await buildApp({ config, db: database.db, workers: false })
}
const stop = async () => {
  await app.close()
  await database.close()
}

beforeAll(async () => {
  const template = inject('templateDatabase')
  if (pgUrl) {
    const name = `kuruma_bk_${randomBytes(6).toString('hex')}`
    await adminQuery(pgUrl, `create database ${name} template ${template}`)
    url = withDatabase(pgUrl, name)
    database = await openDatabase({ url })
  } else {
    database = await openDatabase({ dir: dataDir, loadDataDir: new Blob([readFileSync(template)]) })
  }
  config = testConfig(dataDir, { DATABASE_URL: url })
  app = await buildApp({ config, db: database.db, workers: false })
  const [owner] = await database.db
    .insert(users)
    .values({
      firstName: 'Kenji',
      lastName: 'Owner',
      email: 'owner@backup.test',
      role: 'SuperAdmin',
      countryId: 1,
      passwordHash: await hashPassword(testPassword),
    })
    .returning()
  const login = await app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { email: owner!.email, password: testPassword },
  })
  headers = { authorization: `Bearer ${login.json().token}` }
  ownerId = owner!.id
})

afterAll(async () => {
  await stop().catch(() => {})
  if (pgUrl && url)
    await adminQuery(pgUrl, `drop database if exists ${new URL(url).pathname.slice(1)} with (force)`)
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(work, { recursive: true, force: true })
})

const send = async (path: string, fields: Parameters<typeof multipart>[0]) => {
  const form = multipart(fields)
  const res = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  })
  expect(res.statusCode, res.body).toBeLessThan(300)
  return res.json() as { id: number }
}

/** Row count and a checksum of every table of the app (and of the migrations table). */
const tableSums = async () => {
  const list = (await database.db.execute(sql`
    select table_schema as s, table_name as t from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`)) as unknown as {
    rows: { s: string; t: string }[]
  }
  const sums: Record<string, string> = {}
  for (const { s, t } of list.rows) {
    const name = sql.raw(`"${s}"."${t}"`)
    const result = (await database.db.execute(
      sql`select count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${name} x`,
    )) as unknown as { rows: { n: number; h: string }[] }
    sums[`${s}.${t}`] = `${result.rows[0]!.n} ${result.rows[0]!.h}`
  }
  return sums
}

const uploadsDir = () => join(dataDir, 'uploads')
const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex')
const uploadSums = () =>
  Object.fromEntries(readdirSync(uploadsDir()).map((f) => [f, sha(join(uploadsDir(), f))]))
const signed = () => {
  const { exp, sig } = signBackupRequest(config.jwtSecret)
  return `/api/backup?exp=${exp}&sig=${sig}`
}

describe('backup and restore', () => {
  it('restores the database and uploads exactly as they were at the backup, taken during a write', async () => {
    // Data: a vendor with an ID card (PDF) and a picture, a station, a vehicle with a photo.
    const vendor = await send('vendor/addedit?Id=0', {
      name: 'USS Nagoya',
      type: 'auction',
      countryId: 1,
      currency: 'JPY',
      imageFile: samples.png(),
      idCardFile: samples.pdf(),
    })
    const station = await app.inject({
      method: 'POST',
      url: '/api/Station/AddStation',
      headers,
      payload: { name: 'Nagoya Yard', city: 'Nagoya', countryId: 1 },
    })
    expect(station.statusCode, station.body).toBeLessThan(300)
    await send('car/addedit?Id=0', {
      chassisNo: 'ZVW30-4455667',
      model: 'Toyota Prius S',
      vendorId: vendor.id,
      purchaseDate: '2026-10-01',
      purchasePrice: '1500000',
      stationId: station.json().id,
      photos: samples.jpeg(),
    })
    const before = await tableSums()

    // A write in flight: a vendor with a picture, then (after a pause) a customer, in one transaction.
    let release = () => {}
    const gate = new Promise<void>((r) => {
      release = r
    })
    let begun = () => {}
    const started = new Promise<void>((r) => {
      begun = r
    })
    const store = createFileStore(diskStorage(uploadsDir()), config.jwtSecret)
    const picture = {
      kind: 'upload' as const,
      field: 'imageFile',
      filename: 'p.png',
      buffer: samples.png().content,
    }
    const inFlight = saveWithFiles(database.db, store, ownerId, { imageFile: picture }, async (tx, ids) => {
      await tx.insert(vendors).values({
        name: 'In Flight Motors',
        type: 'dealer',
        countryId: 1,
        currency: 'JPY',
        pictureId: ids.imageFile,
      })
      begun()
      await gate
      await tx
        .insert(customers)
        .values({ firstName: 'Half', lastName: 'Done', countryId: 1, currency: 'JPY' })
    })
    await started
    const backup = app.inject({ method: 'POST', url: signed() })
    await new Promise((r) => setTimeout(r, 300))
    release()
    await inFlight
    const res = await backup
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    expect(res.headers['content-type']).toBe('application/gzip')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="kuruma-.+\.tar\.gz"$/)
    const file = join(work, 'backup.tar.gz')
    writeFileSync(file, res.rawPayload)
    const after = await tableSums()
    const uploadsAtBackup = uploadSums()

    // More data after the backup.
    const later = await send('vendor/addedit?Id=0', {
      name: 'After Backup Ltd',
      type: 'dealer',
      countryId: 1,
      currency: 'JPY',
      imageFile: samples.jpeg(),
    })
    await stop()

    const { manifest, saved } = await restoreBackup({ file, config })
    expect(manifest).toMatchObject({ format: 'kuruma-backup', database: url ? 'postgres' : 'pglite' })
    expect(saved && existsSync(saved)).toBe(true)

    await start()
    const restored = await tableSums()
    expect([before, after]).toContainEqual(restored)
    // The embedded database waits for the transaction under way, so it is in; pg_dump's snapshot may
    // start before or after it commits.
    if (!url) expect(restored).toEqual(after)
    const names = async (table: typeof vendors | typeof customers) =>
      (await database.db.select().from(table)).map((r) =>
        'name' in r ? r.name : `${r.firstName} ${r.lastName}`,
      )
    const flightVendor = (await names(vendors)).includes('In Flight Motors')
    expect((await names(customers)).includes('Half Done')).toBe(flightVendor)
    expect(await names(vendors)).not.toContain('After Backup Ltd')
    expect(await names(vendors)).toContain('USS Nagoya')

    // Every file a restored row names is back, byte for byte; the file added later is gone.
    const ids = (await database.db.select({ id: files.id }).from(files)).map((f) => f.id)
    expect(ids.length).toBeGreaterThanOrEqual(4)
    const restoredUploads = uploadSums()
    for (const id of ids) expect(restoredUploads[id], id).toBe(uploadsAtBackup[id])
    const laterFiles = Object.keys(restoredUploads).filter((f) => !(f in uploadsAtBackup))
    expect(laterFiles).toEqual([])
    expect(later.id).toBeGreaterThan(0)

    // The app works on the restored data: sessions, ids and files.
    const added = await send('vendor/addedit?Id=0', {
      name: 'After Restore Co',
      type: 'dealer',
      countryId: 1,
    })
    expect(added.id).toBeGreaterThan(vendor.id)
    const one = await app.inject({ url: `/api/vendor?Id=${vendor.id}`, headers })
    const image = await app.inject({ url: one.json().imageUrl, headers })
    expect(image.statusCode).toBe(200)
    expect(image.rawPayload.length).toBeGreaterThan(0)
  })

  it('answers the backup only to a signed call or an owner', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/backup' })).statusCode).toBe(401)
    const { exp } = signBackupRequest(config.jwtSecret)
    const forged = await app.inject({ method: 'POST', url: `/api/backup?exp=${exp}&sig=not-the-signature` })
    expect(forged.statusCode).toBe(401)
    const stale = signBackupRequest(config.jwtSecret, Date.now() - 120_000)
    const old = await app.inject({ method: 'POST', url: `/api/backup?exp=${stale.exp}&sig=${stale.sig}` })
    expect(old.statusCode).toBe(401)
    const [admin] = await database.db
      .insert(users)
      .values({
        firstName: 'Aiko',
        lastName: 'Admin',
        email: 'admin@backup.test',
        role: 'Admin',
        countryId: 1,
        passwordHash: await hashPassword(testPassword),
      })
      .returning()
    const login = await app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: admin!.email, password: testPassword },
    })
    const asAdmin = { authorization: `Bearer ${login.json().token}` }
    expect((await app.inject({ method: 'POST', url: '/api/backup', headers: asAdmin })).statusCode).toBe(403)
    const owner = await app.inject({ method: 'POST', url: '/api/backup', headers })
    expect(owner.statusCode).toBe(200)
    expect(owner.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))
  })

  it('refuses to restore while the data is in use, or a backup of the other database', async () => {
    const file = join(work, 'in-use.tar.gz')
    await writeBackupFile(database.db, diskStorage(uploadsDir()), file)
    if (url) {
      // The running app's connections use the database.
      await expect(restoreBackup({ file, config })).rejects.toThrow(/other connection\(s\) use the database/)
      await expect(restoreBackup({ file, config: { ...config, DATABASE_URL: undefined } })).rejects.toThrow(
        /This backup is of a PostgreSQL database/,
      )
    } else {
      // Another live process holds the DATA_DIR lock.
      const sleeper = spawn('sleep', ['30'])
      writeFileSync(join(dataDir, 'server.lock'), String(sleeper.pid))
      try {
        await expect(restoreBackup({ file, config })).rejects.toThrow(/stop the server first/)
      } finally {
        sleeper.kill()
        rmSync(join(dataDir, 'server.lock'), { force: true })
      }
      await expect(
        restoreBackup({ file, config: { ...config, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } }),
      ).rejects.toThrow(/This backup is of the embedded database/)
    }
    expect(readdirSync(dataDir).filter((f) => f.startsWith('.restore-'))).toEqual([])
  })

  it('refuses a file that is not a backup, or one whose entries would land outside DATA_DIR', async () => {
    const evil = join(work, 'evil.tar.gz')
    const tar = Readable.from(
      tarStream(
        (async function* () {
          yield { name: '../escape.txt', size: 2, data: Buffer.from('hi') }
        })(),
      ),
    ).pipe(createGzip())
    const chunks: Buffer[] = []
    for await (const c of tar) chunks.push(c as Buffer)
    writeFileSync(evil, Buffer.concat(chunks))
    await expect(restoreBackup({ file: evil, config: { ...config, DATABASE_URL: url } })).rejects.toThrow(
      /should not/,
    )
    expect(existsSync(join(dataDir, 'escape.txt'))).toBe(false)
    const plain = join(work, 'plain.txt')
    writeFileSync(plain, 'not a backup')
    await expect(restoreBackup({ file: plain, config })).rejects.toThrow()
    await expect(extractTar(Readable.from([Buffer.alloc(100)]), join(work, 'x'), () => true)).rejects.toThrow(
      /cut short/,
    )
  })
})
