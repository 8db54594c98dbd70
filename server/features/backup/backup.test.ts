import { execFileSync, spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, gunzipSync, gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { extract, pack } from 'tar-stream'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
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
import { liveDatabase, writeBackupFile } from './backup'
import { signBackupRequest } from './backup-signature'
import { restoreBackup } from './restore'

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

/**
 * Resolves once the backup asked for has begun its snapshot: on the embedded database it has asked for
 * the one connection (which the transaction under way holds); on PostgreSQL pg_dump holds its lock on
 * the tables, or has already answered.
 */
const backupUnderWay = async (backup: Promise<unknown>) => {
  const live = liveDatabase(database.db)
  if (live.kind === 'pglite') {
    const asked = vi.spyOn(live.pool, 'connect')
    try {
      await vi.waitFor(() => expect(asked).toHaveBeenCalled(), { timeout: 10_000, interval: 10 })
    } finally {
      asked.mockRestore()
    }
    return
  }
  let answered = false
  void backup.finally(() => {
    answered = true
  })
  const pgDumpLocks = async () => {
    const locks = (await database.db.execute(sql`
      select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where a.application_name = 'pg_dump' and l.granted and l.relation = 'customers'::regclass`)) as unknown as {
      rows: { n: number }[]
    }
    return locks.rows[0]!.n > 0
  }
  await vi.waitFor(async () => expect(answered || (await pgDumpLocks())).toBe(true), {
    timeout: 10_000,
    interval: 10,
  })
}

type Entry = { name: string; data: Buffer }

/** Every entry of a backup file, in order. */
const readEntries = async (file: string) => {
  const entries: Entry[] = []
  const archive = extract()
  const reading = pipeline(Readable.from([readFileSync(file)]), createGunzip(), archive)
  for await (const entry of archive) {
    const chunks: Buffer[] = []
    for await (const chunk of entry) chunks.push(chunk as Buffer)
    entries.push({ name: entry.header.name, data: Buffer.concat(chunks) })
  }
  await reading
  return entries
}

/** A gzipped tar of these entries, as tar-stream writes it (any name, no checks). */
const tarOf = async (entries: (Entry & { type?: 'symlink' })[]) => {
  const archive = pack()
  for (const { name, data, type } of entries)
    if (type) archive.entry({ name, type, linkname: data.toString() })
    else archive.entry({ name }, data)
  archive.finalize()
  const chunks: Buffer[] = []
  for await (const chunk of archive) chunks.push(chunk as Buffer)
  return gzipSync(Buffer.concat(chunks))
}

/**
 * A backup laid out byte for byte as the app's own first tar writer wrote it, before tar-stream: ustar
 * headers (mode 600, owner 0), each file padded to 512 bytes, two zero blocks at the end, gzipped.
 */
const firstWriterBackup = (entries: Entry[]) => {
  const octal = (n: number, width: number) => `${n.toString(8).padStart(width - 1, '0')}\0`
  const parts = entries.flatMap(({ name, data }) => {
    const header = Buffer.alloc(512)
    header.write(name, 0, 'utf8')
    header.write(octal(0o600, 8), 100)
    header.write(octal(0, 8), 108)
    header.write(octal(0, 8), 116)
    header.write(octal(data.length, 12), 124)
    header.write(octal(Math.floor(Date.now() / 1000), 12), 136)
    header.write('        ', 148)
    header.write('0', 156)
    header.write('ustar\u000000', 257)
    const sum = header.reduce((total, byte) => total + byte, 0)
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148)
    return [header, data, Buffer.alloc((512 - (data.length % 512)) % 512)]
  })
  return gzipSync(Buffer.concat([...parts, Buffer.alloc(1024)]))
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
    await backupUnderWay(backup)
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

  it('restores a backup made before tar-stream wrote them, and writes one the system tar reads', async () => {
    await send('vendor/addedit?Id=0', {
      name: 'Kept Motors',
      type: 'dealer',
      countryId: 1,
      imageFile: samples.png(),
    })
    const current = join(work, 'current.tar.gz')
    await writeBackupFile(database.db, diskStorage(uploadsDir()), current)
    const entries = await readEntries(current)
    const listed = execFileSync('tar', ['-tzf', current], { encoding: 'utf8' }).trim().split('\n')
    expect(listed).toEqual(entries.map((e) => e.name))
    expect(listed.slice(0, 2)).toEqual([
      'manifest.json',
      url ? 'database/postgres.dump' : 'database/pgdata.tar',
    ])
    expect(listed.filter((name) => name.startsWith('uploads/')).length).toBe(readdirSync(uploadsDir()).length)

    const old = join(work, 'first-writer.tar.gz')
    writeFileSync(old, firstWriterBackup(entries))
    const atBackup = await tableSums()
    const uploadsAtBackup = uploadSums()
    await send('vendor/addedit?Id=0', {
      name: 'Gone Motors',
      type: 'dealer',
      countryId: 1,
      imageFile: samples.jpeg(),
    })
    await stop()
    await restoreBackup({ file: old, config })
    await start()
    expect(await tableSums()).toEqual(atBackup)
    expect(uploadSums()).toEqual(uploadsAtBackup)
  })

  it('refuses a file that is not a backup, one cut short, or one whose entries would land outside DATA_DIR', async () => {
    const manifest = { name: 'manifest.json', data: Buffer.from('{}') }
    const outside = join(work, 'escape.tar.gz')
    writeFileSync(outside, await tarOf([manifest, { name: '../escape.txt', data: Buffer.from('hi') }]))
    const link = join(work, 'link.tar.gz')
    writeFileSync(
      link,
      await tarOf([{ name: 'uploads/passwd', type: 'symlink', data: Buffer.from('/etc/passwd') }]),
    )
    for (const file of [outside, link])
      await expect(restoreBackup({ file, config }), file).rejects.toThrow(
        /The backup holds an entry it should not/,
      )
    expect(existsSync(join(dataDir, 'escape.txt'))).toBe(false)

    const plain = join(work, 'plain.txt')
    writeFileSync(plain, 'not a backup')
    const notTar = join(work, 'not-tar.gz')
    writeFileSync(notTar, gzipSync(Buffer.alloc(2048, 'not a tar')))
    for (const file of [plain, notTar])
      await expect(restoreBackup({ file, config }), file).rejects.toThrow(/This is not a Kuruma backup file/)

    // Cut inside the gzip stream, and a whole gzip of a tar cut inside an entry.
    const complete = join(work, 'complete.tar.gz')
    await writeBackupFile(database.db, diskStorage(uploadsDir()), complete)
    const whole = readFileSync(complete)
    const cut = join(work, 'cut.tar.gz')
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)))
    const cutTar = join(work, 'cut-tar.tar.gz')
    const tar = gunzipSync(whole)
    writeFileSync(cutTar, gzipSync(tar.subarray(0, 512 + 100)))
    for (const file of [cut, cutTar])
      await expect(restoreBackup({ file, config }), file).rejects.toThrow(/The backup file is cut short/)
    expect(readdirSync(dataDir).filter((f) => f.startsWith('.restore-'))).toEqual([])
  })
})
