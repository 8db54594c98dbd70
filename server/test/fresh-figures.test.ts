import { afterAll, beforeAll, expect, it } from 'vitest'
import type { DashboardStats } from '../../shared/dashboard'
import type { ReportRow, ReportTotals } from '../../shared/reports'
import type { Station } from '../../shared/stations'
import { fakeCustomer } from '../features/customers/customers.fakes'
import { moneyApi } from '../features/sales/money.fakes'
import { fakeStation } from '../features/stations/stations.fakes'
import { createTestApp, type TestApp } from './test-app'

/** The answers kept per data version (dashboard figures, reports, stations' stock) never go stale. */
let t: TestApp
let api: ReturnType<typeof moneyApi>
let stationId: number

beforeAll(async () => {
  t = await createTestApp()
  api = moneyApi(t, (await t.as('MainAdmin')).headers)
  await api.addVehicle({ purchasePrice: '900000', purchaseDate: '2025-02-01' })
  stationId = (await fakeStation(t.db, 1)).id
})
afterAll(() => t.close())

const read = async () => {
  const stats = await api.get('/api/Dashboard/stats')
  const page = await api.get('/api/Reports/byavailability?page=1&pageSize=25')
  const totals = await api.get('/api/Reports/byavailability/totals')
  const stations = await api.get('/api/Station?page=1&pageSize=100')
  for (const res of [stats, page, totals, stations]) expect(res.statusCode, res.body).toBe(200)
  return {
    atStation: (stations.json() as Station[]).find((s) => s.id === stationId)!.vehicleCount,
    stats: stats.json() as DashboardStats,
    total: Number(page.headers['x-total-count']),
    ids: (page.json() as ReportRow[]).map((row) => row.id),
    totals: totals.json() as ReportTotals,
  }
}

it("a write through the API shows at once in the dashboard, a report's page, count and totals, a station's stock", async () => {
  const before = await read()
  expect(await read()).toEqual(before)
  const { carId } = await api.addVehicle({ purchasePrice: '500000', purchaseDate: '2025-03-01', stationId })
  const after = await read()
  expect(after.atStation).toBe(before.atStation + 1)
  expect(after.stats.inStock.count).toBe(before.stats.inStock.count + 1)
  expect(after.total).toBe(before.total + 1)
  expect(after.ids).toEqual([carId, ...before.ids])
  expect(after.totals.count).toBe(before.totals.count + 1)
})

it('a row written straight into the database (as another process would) shows at once too', async () => {
  const before = await read()
  await fakeCustomer(t.db, 'USD', 1)
  expect((await read()).stats.customers).toBe(before.stats.customers + 1)
})
