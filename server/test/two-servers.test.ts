import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminQuery, withDatabase } from './postgres-admin'
import { startS3 } from './s3'
import { killServerProcesses, owner, registerOwner, startServerProcess, until } from './server-process'
import { startSmtp } from './smtp'

/**
 * Two server processes on one PostgreSQL database and one shared data directory, as behind a load
 * balancer: sessions, files, numbers and e-mail must behave as if there were one. Then two with their
 * own data directories and the files in an S3 bucket. PostgreSQL only — the embedded database belongs
 * to one process.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined
const dataDir = mkdtempSync(join(tmpdir(), 'kuruma-two-'))
const databaseName = `kuruma_two_${randomBytes(6).toString('hex')}`
const databaseUrl = testDatabaseUrl && withDatabase(testDatabaseUrl, databaseName)

type Server = Awaited<ReturnType<typeof startServerProcess>>
let smtp: Awaited<ReturnType<typeof startSmtp>>
let a: Server
let b: Server

const call = (server: Server, path: string, token: string, init: RequestInit = {}) =>
  fetch(`${server.base}/api/${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  })
const post = (server: Server, path: string, token: string, body: unknown) =>
  call(server, path, token, { method: 'POST', body: JSON.stringify(body) })
const signIn = async (server: Server) => {
  const res = await fetch(`${server.base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  })
  return (await res.json()) as { token: string; userId: number }
}

/** A vendor's logo uploaded through `from` is served by `to`, pixel for pixel; answers the file's id. */
const expectFileServedAcross = async (from: Server, to: Server, name: string) => {
  const { token } = await signIn(from)
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1e3a5f' } })
    .png()
    .toBuffer()
  const form = new FormData()
  for (const [k, v] of Object.entries({ name, type: 'auction', countryId: '1', currency: 'JPY' }))
    form.append(k, v)
  form.append('imageFile', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png')
  const added = await call(from, 'vendor/addedit?Id=0', token, { method: 'POST', body: form })
  expect(added.status, await added.clone().text()).toBe(201)
  const { id } = (await added.json()) as { id: number }
  const vendor = (await (await call(to, `vendor?Id=${id}`, token)).json()) as { imageUrl: string }
  const image = await fetch(`${to.base}${vendor.imageUrl}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(image.status).toBe(200)
  const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
  expect([meta.width, meta.height]).toEqual([40, 30])
  return new URL(vendor.imageUrl, to.base).pathname.split('/').pop()!
}

beforeAll(async () => {
  if (!testDatabaseUrl) return
  await adminQuery(testDatabaseUrl, `create database ${databaseName}`)
  smtp = await startSmtp()
  // The first process migrates the new database; the second starts on it once it is ready.
  a = await startServerProcess({ dataDir, databaseUrl, smtpUrl: smtp.url })
  b = await startServerProcess({ dataDir, databaseUrl, smtpUrl: smtp.url })
  expect((await registerOwner(a.base)).status).toBe(201)
}, 180_000)
afterAll(async () => {
  await killServerProcesses()
  await smtp?.close()
  if (testDatabaseUrl)
    await adminQuery(testDatabaseUrl, `drop database if exists ${databaseName} with (force)`)
  rmSync(dataDir, { recursive: true, force: true })
})

describe.runIf(testDatabaseUrl)('two servers, one database', () => {
  it('a token from one works on the other, and signing out on one revokes it on both', async () => {
    const { token, userId } = await signIn(a)
    const info = `Users/userinfo?id=${userId}`
    expect((await call(b, info, token)).status).toBe(200)
    expect((await post(b, 'Auth/logout', token, {})).status).toBe(200)
    expect((await call(a, info, token)).status).toBe(401)
    expect((await call(b, info, token)).status).toBe(401)
  })

  it('a file uploaded through one is served by the other', async () => {
    await expectFileServedAcross(a, b, 'Two Server Auction')
  })

  it("a write through one shows at once in the other's list total", async () => {
    const { token } = await signIn(a)
    const total = async () =>
      Number((await call(a, 'Station?page=1&pageSize=5', token)).headers.get('x-total-count'))
    const before = await total()
    const added = await post(b, 'Station/AddStation', token, {
      name: 'Osaka Yard',
      countryId: 1,
      city: 'Osaka',
    })
    expect(added.status, await added.clone().text()).toBe(201)
    expect(await total()).toBe(before + 1)
  })

  it("a write through one shows at once in the other's dashboard figures", async () => {
    const { token } = await signIn(b)
    const vendors = async () => {
      const res = await call(b, 'Dashboard/stats', token)
      expect(res.status).toBe(200)
      return ((await res.json()) as { vendors: number }).vendors
    }
    const before = await vendors()
    expect(await vendors()).toBe(before)
    await expectFileServedAcross(a, b, 'Figures Auction')
    expect(await vendors()).toBe(before + 1)
  })

  it('bill and receipt numbers stay unique and consecutive under concurrent creates split across both', async () => {
    const { token } = await signIn(a)
    const bill = (i: number) => ({
      buyerName: `Walk-in buyer ${i}`,
      issueDate: '2026-11-20',
      dueDate: '2026-12-20',
      tradeTerm: 'FOB',
      currency: 'USD',
      lines: [{ description: 'Export inspection', quantity: '1', unitPrice: '25' }],
    })
    const bills = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(i % 2 ? a : b, 'bills', token, bill(i))),
    )
    const numbers = await Promise.all(
      bills.map(async (res) => {
        expect(res.status, await res.clone().text()).toBe(201)
        return ((await res.json()) as { number: string }).number
      }),
    )
    const seqs = numbers.map((n) => Number(n.slice(-6))).sort((x, y) => x - y)
    expect(new Set(numbers).size).toBe(30)
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => seqs[0]! + i))

    const station = await post(a, 'Station/AddStation', token, {
      name: 'Kobe Yard',
      countryId: 1,
      city: 'Kobe',
    })
    const stationId = ((await station.json()) as { id: number }).id
    const vendor = await post(a, 'vendor/addedit?Id=0', token, {
      name: 'Receipt Auction',
      type: 'auction',
      countryId: 1,
      currency: 'JPY',
    })
    const vendorId = ((await vendor.json()) as { id: number }).id
    const car = new FormData()
    for (const [k, v] of Object.entries({
      chassisNo: 'TWO-0001',
      model: 'Toyota Alphard',
      vendorId: String(vendorId),
      stationId: String(stationId),
      purchaseDate: '2026-11-01',
      purchasePrice: '5000000',
    }))
      car.append(k, v)
    const added = await call(a, 'car/addedit?Id=0', token, { method: 'POST', body: car })
    expect(added.status, await added.clone().text()).toBe(201)
    const carId = ((await added.json()) as { id: number }).id
    const payments = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(i % 2 ? a : b, 'car/AddTermPayment', token, {
          carId,
          direction: 'out',
          amount: '1000',
          date: '2026-11-05',
          method: 'bank',
        }),
      ),
    )
    const receipts = await Promise.all(
      payments.map(async (res) => {
        expect(res.status, await res.clone().text()).toBe(201)
        return ((await res.json()) as { receiptNo: string }).receiptNo
      }),
    )
    expect(new Set(receipts).size).toBe(30)
  })

  it('an e-mail in the outbox is sent once, though both servers drain it', async () => {
    const { token } = await signIn(a)
    const before = smtp.received.length
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(i % 2 ? a : b, 'Email/sendReminder', token, {
          email: `buyer${i}@two.test`,
          name: `Buyer ${i}`,
          pendingAmount: '900.00',
          totalAmount: '1200',
          currencySymbol: 'USD',
        }),
      ),
    )
    for (const res of sent) expect(res.status, await res.clone().text()).toBe(202)
    await until(() => smtp.received.length >= before + 10, 'the ten reminders', 60_000)
    // Both workers keep draining for a while: nothing may arrive twice.
    await new Promise((r) => setTimeout(r, 6000))
    const to = smtp.received.slice(before).map((m) => m.to)
    expect(to.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `buyer${i}@two.test`).sort())
  })
})

/**
 * Two more processes on the same database, each with its own DATA_DIR (no shared disk) and the same
 * S3_URL and JWT_SECRET: uploads live in the bucket, so each serves what the other stored.
 */
describe.runIf(testDatabaseUrl)('two servers, no shared disk, files on S3', () => {
  const dirs = [mkdtempSync(join(tmpdir(), 'kuruma-two-s3-')), mkdtempSync(join(tmpdir(), 'kuruma-two-s3-'))]
  let s3: Awaited<ReturnType<typeof startS3>>
  let c: Server
  let d: Server

  beforeAll(async () => {
    await killServerProcesses() // the pair above is done
    s3 = await startS3()
    const extra = { S3_URL: s3.url, JWT_SECRET: randomBytes(32).toString('hex') }
    c = await startServerProcess({ dataDir: dirs[0]!, databaseUrl, smtpUrl: smtp.url, extra })
    d = await startServerProcess({ dataDir: dirs[1]!, databaseUrl, smtpUrl: smtp.url, extra })
  }, 180_000)
  afterAll(async () => {
    await killServerProcesses()
    await s3?.close()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('a file uploaded through one is served by the other, from the bucket', async () => {
    const id = await expectFileServedAcross(c, d, 'Bucket Auction')
    expect(await s3.objects()).toContain(id)
    for (const dir of dirs) expect(existsSync(join(dir, 'uploads', id))).toBe(false)
  })
})
