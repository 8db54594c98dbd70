import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase } from '../db/client'
import { selectRows } from '../db/select-rows'
import { adminQuery, withDatabase } from './postgres-admin'
import { killServerProcesses, registerOwner, signInOwner, startServerProcess } from './server-process'

/**
 * The real server, four clients writing payments at once, killed with SIGKILL mid-stream three times
 * (no shutdown hook, no checkpoint). After each restart every write it acknowledged (2xx) is there, and
 * the vendor's ledger still balances. On PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined
const dataDir = mkdtempSync(join(tmpdir(), 'kuruma-crash-'))
const databaseName = `kuruma_c_${randomBytes(6).toString('hex')}`
const databaseUrl = testDatabaseUrl && withDatabase(testDatabaseUrl, databaseName)

beforeAll(async () => {
  if (testDatabaseUrl) await adminQuery(testDatabaseUrl, `create database ${databaseName}`)
})
afterAll(async () => {
  await killServerProcesses()
  if (testDatabaseUrl)
    await adminQuery(testDatabaseUrl, `drop database if exists ${databaseName} with (force)`)
  rmSync(dataDir, { recursive: true, force: true })
})

type Caller = Awaited<ReturnType<typeof signInOwner>>

/** A vehicle bought for ¥100,000,000 from a new vendor: room for many ¥1,000 payments out. */
const buyVehicle = async (base: string, api: Caller) => {
  const vendor = await api.post('vendor/addedit?Id=0', {
    name: 'Crash Test Auction',
    type: 'auction',
    countryId: 1,
    currency: 'JPY',
  })
  expect(vendor.status, await vendor.clone().text()).toBe(201)
  const vendorId = ((await vendor.json()) as { id: number }).id
  const stations = (await (await api.get('Station?pageSize=50')).json()) as {
    id: number
    countryId: number
  }[]
  let stationId = stations.find((s) => s.countryId === 1)?.id
  if (!stationId) {
    const station = await api.post('Station/AddStation', {
      name: 'Yokohama Yard',
      countryId: 1,
      city: 'Yokohama',
    })
    expect(station.status, await station.clone().text()).toBe(201)
    stationId = ((await station.json()) as { id: number }).id
  }
  const form = new FormData()
  for (const [k, v] of Object.entries({
    chassisNo: 'CRASH-0001',
    model: 'Toyota Crown',
    vendorId,
    stationId,
    purchaseDate: '2026-10-01',
    purchasePrice: '100000000',
  }))
    form.append(k, String(v))
  const car = await fetch(`${base}/api/car/addedit?Id=0`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  })
  expect(car.status, await car.clone().text()).toBe(201)
  return { vendorId, carId: ((await car.json()) as { id: number }).id }
}

it('every acknowledged write survives three SIGKILLs during four concurrent writers, and the ledger balances', {
  timeout: 240_000,
}, async () => {
  const acknowledged = new Set<string>()
  let first = await startServerProcess({ dataDir, databaseUrl })
  expect((await registerOwner(first.base)).status).toBe(201)
  const setup = await signInOwner(first.base)
  const { vendorId, carId } = await buyVehicle(first.base, setup)

  let server = first
  for (let round = 1; round <= 3; round += 1) {
    const api = await signInOwner(server.base)
    let stop = false
    const writer = async () => {
      while (!stop) {
        const res = await api
          .post('car/AddTermPayment', {
            carId,
            direction: 'out',
            amount: '1000',
            date: '2026-10-05',
            method: 'cash',
          })
          .catch(() => undefined) // the connection dies with the server
        if (!res) return
        if (res.ok) acknowledged.add(((await res.json()) as { receiptNo: string }).receiptNo)
        else expect(res.status, await res.text()).toBeLessThan(500)
      }
    }
    const writers = [writer(), writer(), writer(), writer()]
    const before = acknowledged.size
    // Let the writers get going, then pull the plug while requests are in flight.
    while (acknowledged.size < before + 20) await new Promise((r) => setTimeout(r, 20))
    process.kill(server.child.pid!, 'SIGKILL')
    expect(await server.exited).toBe('SIGKILL')
    stop = true
    await Promise.all(writers)
    server = await startServerProcess({ dataDir, databaseUrl })
  }
  first = server

  const api = await signInOwner(first.base)
  const ledger = (await (await api.get(`vendor/ledger?Id=${vendorId}`)).json()) as {
    entries: { kind: string; receiptNo: string | null; credit: string }[]
    balances: { currency: string; opening: string; debits: string; credits: string; closing: string }[]
  }
  const stored = new Set(ledger.entries.filter((e) => e.kind === 'payment').map((e) => e.receiptNo!))
  for (const receiptNo of acknowledged) expect(stored.has(receiptNo), receiptNo).toBe(true)
  expect(acknowledged.size).toBeGreaterThanOrEqual(60)
  const [jpy] = ledger.balances
  expect(jpy).toMatchObject({ currency: 'JPY', opening: '0.00', debits: '100000000.00' })
  expect(Number(jpy!.credits)).toBe(stored.size * 1000)
  expect(Number(jpy!.closing)).toBe(100_000_000 - stored.size * 1000)
  // Receipt numbers are never given twice, even across the crashes.
  expect(stored.size).toBe(ledger.entries.filter((e) => e.kind === 'payment').length)

  first.child.kill('SIGTERM')
  expect(await first.exited, first.output()).toBe('exit 0')
  // What the server answered is what the database holds, read directly after a clean stop.
  const database = await openDatabase({ url: databaseUrl, dir: dataDir })
  try {
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from payments where vehicle_id = ${carId}`,
    )
    expect(row!.n).toBe(stored.size)
  } finally {
    await database.close()
  }
})
