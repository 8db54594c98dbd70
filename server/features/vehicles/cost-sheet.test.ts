import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exchangeRates } from '../../db/schema'
import { multipart } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'
import { fakeVehicleFields } from './vehicles.fakes'

let t: TestApp
let headers: Record<string, string>
let carId: number
beforeAll(async () => {
  t = await createTestApp()
  headers = (await t.as('MainAdmin')).headers
  const [vendor, station] = await Promise.all([fakeVendor(t.db), fakeStation(t.db)])
  const post = (url: string, fields: Record<string, unknown>) => {
    const form = multipart(fields as never)
    return t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    })
  }
  carId = (
    await post(
      '/api/car/addedit?Id=0',
      fakeVehicleFields(
        { vendorId: vendor.id, stationId: station.id },
        { purchaseDate: '2026-10-01', purchasePrice: '1500000' },
      ),
    )
  ).json().id
  await post('/api/car/addeditexpense?Id=0', {
    carId,
    date: '2026-10-03',
    kind: 'transport',
    amount: '35000',
  })
  await post('/api/car/addeditexpense?Id=0', {
    carId,
    date: '2026-10-04',
    kind: 'inspection',
    amount: '120.50',
    currency: 'USD',
  })
})
afterAll(() => t.close())

const sheet = async () => (await t.app.inject({ url: `/api/car/costsheet/${carId}`, headers })).json()

describe('GET car/costsheet/{id}', () => {
  it('names the missing rate instead of guessing', async () => {
    const s = await sheet()
    expect(s.base).toBe('USD')
    expect(s.lines.map((l: { label: string; currency: string }) => [l.label, l.currency])).toEqual([
      ['Purchase', 'JPY'],
      ['Expense: transport', 'JPY'],
      ['Expense: inspection', 'USD'],
    ])
    expect(s.lines[2].converted).toEqual({ amount: '120.50' })
    expect(s.landedBase).toEqual({
      missing: [
        { currency: 'JPY', date: '2026-10-01' },
        { currency: 'JPY', date: '2026-10-03' },
      ],
    })
  })

  it('converts each line at the rate in force on its date', async () => {
    await t.db.insert(exchangeRates).values([
      { currency: 'JPY', base: 'USD', date: '2026-09-30', rate: '0.0067' },
      { currency: 'JPY', base: 'USD', date: '2026-10-02', rate: '0.0068' },
    ])
    const s = await sheet()
    // 1,500,000 × 0.0067 = 10,050.00; 35,000 × 0.0068 = 238.00; + 120.50 = 10,408.50
    expect(s.lines.map((l: { converted: { amount: string } }) => l.converted.amount)).toEqual([
      '10050.00',
      '238.00',
      '120.50',
    ])
    expect(s.landedBase).toEqual({ amount: '10408.50' })
  })

  it('404 for an unknown vehicle', async () => {
    expect((await t.app.inject({ url: '/api/car/costsheet/99999', headers })).statusCode).toBe(404)
  })
})
