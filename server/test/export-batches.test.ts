import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vehicles } from '../db/schema'
import { fakeStation } from '../features/stations/stations.fakes'
import { type VehicleExportRow, vehicleExportBatch } from '../features/vehicles/vehicles.repo'
import { fakeVendor } from '../features/vendors/vendors.fakes'
import { batches, pdfRowsMost } from '../lib/export'
import { createTestApp, type TestApp } from './test-app'

let t: TestApp
let headers: Record<string, string>
let refs: { vendorId: number; stations: number[] }

/** Vehicles of the list, inserted as they are stored (the bulk a scale test needs, without the API's checks). */
const insertVehicles = async (count: number, vary: (i: number) => Partial<typeof vehicles.$inferInsert>) => {
  const stamp = Date.now()
  await t.db.insert(vehicles).values(
    Array.from({ length: count }, (_, i) => ({
      chassisNo: `BATCH-${stamp}-${String(i).padStart(5, '0')}`,
      model: 'Toyota Probox',
      vendorId: refs.vendorId,
      purchaseDate: '2025-04-01',
      purchasePrice: '300000',
      purchaseCurrency: 'JPY',
      countryId: 1,
      stationId: refs.stations[0]!,
      cost: '300000',
      costCurrency: 'JPY',
      ...vary(i),
    })),
  )
}

beforeAll(async () => {
  t = await createTestApp()
  ;({ headers } = await t.as('SuperAdmin'))
  const [vendor, ...stations] = await Promise.all([
    fakeVendor(t.db),
    fakeStation(t.db),
    fakeStation(t.db),
    fakeStation(t.db),
  ])
  refs = { vendorId: vendor.id, stations: stations.map((s) => s.id) }
  // A yen rate from June: yen bought before then has no price in the base currency (a blank to place).
  const rate = await t.app.inject({
    method: 'POST',
    url: '/api/exchangerates',
    headers,
    payload: { currency: 'JPY', date: '2025-06-01', rate: '0.0067' },
  })
  expect(rate.statusCode, rate.body).toBe(200)
  // Ties on every sort column, blank years, prices with and without a rate.
  await insertVehicles(40, (i) => ({
    model: ['Toyota Aqua', 'Honda Fit', 'Nissan Note'][i % 3]!,
    year: i % 4 === 0 ? null : 2010 + (i % 5),
    purchaseDate: `2025-0${(i % 9) + 1}-1${i % 2}`,
    purchasePrice: String(100_000 * ((i % 6) + 1)),
    purchaseCurrency: i % 5 === 0 ? 'USD' : 'JPY',
    stationId: refs.stations[i % 3]!,
    status: i % 7 === 0 ? 'sold' : 'in_stock',
  }))
})
afterAll(() => t.close())

const sorts = [
  'stockNo',
  'chassisNo',
  'model',
  'year',
  'purchaseDate',
  'purchasePrice',
  'stationName',
  'status',
]

describe('a vehicle list read in batches for its file', () => {
  it.each(sorts.flatMap((key) => [key, `-${key}`]))(
    'sorted on %s, batches of 3 after the last row give every row once, in the list order',
    async (sort) => {
      const list = await t.app.inject({ url: `/api/car/GetAll?sort=${sort}&pageSize=500&page=1`, headers })
      const expected = list.json().map((v: { id: number }) => v.id)
      expect(expected).toHaveLength(40)
      const read: number[] = []
      for await (const batch of batches<VehicleExportRow>(
        (after, limit) => vehicleExportBatch(t.db, 'USD', { sort, pageSize: 50 }, undefined, after, limit),
        3,
      ))
        read.push(...batch.map((v) => v.id))
      expect(read).toEqual(expected)
    },
  )
})

describe('long exports', () => {
  it('a CSV says how many rows it holds, and holds them', async () => {
    const res = await t.app.inject({ url: '/api/car/getinstockcars?format=csv', headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-total-count']).toBe('34')
    expect(parse(res.body, { bom: true })).toHaveLength(1 + 34)
  })

  it('a PDF of more rows than a PDF holds is refused, naming the limit and the formats that hold them', async () => {
    await insertVehicles(pdfRowsMost + 1 - 40, () => ({}))
    const res = await t.app.inject({ url: '/api/car/GetAll?format=pdf', headers })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      status: 422,
      message: 'All vehicles has 2,001 rows; a PDF holds at most 2,000. Export CSV or XLSX instead.',
    })
    const report = await t.app.inject({ url: '/api/Reports/byavailability?format=pdf', headers })
    expect(report.statusCode).toBe(422)
    expect(report.json().message).toBe(
      'Report: Availability has 2,001 rows; a PDF holds at most 2,000. Export CSV or XLSX instead.',
    )
    // The same filter that leaves 2,000 or fewer prints.
    const sold = await t.app.inject({ url: '/api/car/getsoldcars?format=pdf', headers })
    expect(sold.statusCode).toBe(200)
    expect(sold.headers['content-type']).toBe('application/pdf')
    const csv = await t.app.inject({ url: '/api/car/GetAll?format=csv', headers })
    expect(csv.statusCode).toBe(200)
    expect(parse(csv.body, { bom: true })).toHaveLength(1 + 2001)
  })
})
