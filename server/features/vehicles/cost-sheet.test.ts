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
let vendorId: number
let japan: { id: number }
const post = (url: string, fields: Record<string, unknown>) => {
  const form = multipart(fields as never)
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  })
}
beforeAll(async () => {
  t = await createTestApp()
  headers = (await t.as('MainAdmin')).headers
  const [vendor, station] = await Promise.all([fakeVendor(t.db), fakeStation(t.db)])
  vendorId = vendor.id
  japan = station
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

const sheet = async (id = carId) => (await t.app.inject({ url: `/api/car/costsheet/${id}`, headers })).json()

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

  it('before any move, the landed cost is one amount in the purchase currency', async () => {
    const s = await sheet()
    expect(s.costCurrency).toBe('JPY')
    // 120.50 USD ÷ 0.0068 (the JPY rate on 2026-10-04) = 17,720.59 JPY
    expect(s.lines.map((l: { inCost: unknown }) => l.inCost)).toEqual([
      { amount: '1500000.00', steps: [] },
      { amount: '35000.00', steps: [] },
      {
        amount: '17720.59',
        steps: [
          {
            by: 'exchangeRate',
            date: '2026-10-04',
            from: 'USD',
            to: 'JPY',
            rate: '147.0588235',
            amount: '17720.59',
          },
        ],
      },
    ])
    expect(s.landed).toEqual({ amount: '1552720.59' })
  })

  it('404 for an unknown vehicle', async () => {
    expect((await t.app.inject({ url: '/api/car/costsheet/99999', headers })).statusCode).toBe(404)
  })
})

type Line = { label: string; amount: string; currency: string; inCost: unknown; converted: unknown }

describe('after a move', () => {
  const addCar = async (purchasePrice: string) =>
    (
      await post(
        '/api/car/addedit?Id=0',
        fakeVehicleFields({ vendorId, stationId: japan.id }, { purchaseDate: '2026-10-01', purchasePrice }),
      )
    ).json().id as number
  const expense = async (id: number, date: string, amount: string, currency: string) =>
    expect(
      (await post('/api/car/addeditexpense?Id=0', { carId: id, date, kind: 'customs', amount, currency }))
        .statusCode,
    ).toBeLessThan(300)
  const move = async (id: number, toStationId: number, date: string, rate: string, moveExpenses: string) =>
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/car/move',
          headers,
          payload: { carId: id, toStationId, date, rate, moveExpenses },
        })
      ).statusCode,
    ).toBe(200)

  it('shows one landed cost in the new currency: (purchase + JPY expense) × rate + move and PKR expenses', async () => {
    const pakistan = await fakeStation(t.db, 2)
    const id = await addCar('1500000')
    await expense(id, '2026-10-03', '35000', 'JPY')
    await move(id, pakistan.id, '2026-11-02', '1.85', '50000')
    await expense(id, '2026-11-10', '20000', 'PKR')
    await t.db
      .insert(exchangeRates)
      .values({ currency: 'PKR', base: 'USD', date: '2026-11-01', rate: '0.0036' })

    const s = await sheet(id)
    expect(s.costCurrency).toBe('PKR')
    const moved = (amount: string) => [
      { by: 'move', date: '2026-11-02', from: 'JPY', to: 'PKR', rate: '1.85', amount },
    ]
    expect(s.lines.map((l: Line) => [l.label, l.amount, l.currency, l.inCost])).toEqual([
      ['Purchase', '1500000.00', 'JPY', { amount: '2775000.00', steps: moved('2775000.00') }],
      ['Expense: customs', '35000.00', 'JPY', { amount: '64750.00', steps: moved('64750.00') }],
      ['Move expenses', '50000.00', 'PKR', { amount: '50000.00', steps: [] }],
      ['Expense: customs', '20000.00', 'PKR', { amount: '20000.00', steps: [] }],
    ])
    // (1,500,000 + 35,000) × 1.85 + 50,000 + 20,000 = 2,909,750.00 PKR: one amount, no JPY total beside it.
    expect(s.landed).toEqual({ amount: '2909750.00' })
    // The base total as before, each line at its own date's rate: 10,050 + 238 + 180 + 72.
    expect(s.lines.map((l: Line) => l.converted)).toEqual([
      { amount: '10050.00' },
      { amount: '238.00' },
      { amount: '180.00' },
      { amount: '72.00' },
    ])
    expect(s.landedBase).toEqual({ amount: '10540.00' })
  })

  it('chains several moves, and converts a third currency at its date’s rates or names the missing rate', async () => {
    const [pakistan, kenya] = await Promise.all([fakeStation(t.db, 2), fakeStation(t.db, 4)])
    const id = await addCar('1000000')
    await expense(id, '2026-10-05', '100.00', 'USD')
    await move(id, pakistan.id, '2026-10-20', '1.85', '0')
    await move(id, kenya.id, '2026-11-05', '0.5', '1000.00')

    const before = await sheet(id)
    expect(before.costCurrency).toBe('KES')
    expect(before.lines[0].inCost).toEqual({
      amount: '925000.00',
      steps: [
        { by: 'move', date: '2026-10-20', from: 'JPY', to: 'PKR', rate: '1.85', amount: '1850000.00' },
        { by: 'move', date: '2026-11-05', from: 'PKR', to: 'KES', rate: '0.5', amount: '925000.00' },
      ],
    })
    expect(before.lines[1].inCost).toEqual({ missing: [{ currency: 'KES', date: '2026-10-05' }] })
    expect(before.lines[2].inCost).toEqual({ amount: '1000.00', steps: [] })
    expect(before.landed).toEqual({ missing: [{ currency: 'KES', date: '2026-10-05' }] })

    await t.db
      .insert(exchangeRates)
      .values({ currency: 'KES', base: 'USD', date: '2026-10-01', rate: '0.0077' })
    const after = await sheet(id)
    // 100 USD ÷ 0.0077 = 12,987.01 KES
    expect(after.lines[1].inCost).toEqual({
      amount: '12987.01',
      steps: [
        {
          by: 'exchangeRate',
          date: '2026-10-05',
          from: 'USD',
          to: 'KES',
          rate: '129.8701299',
          amount: '12987.01',
        },
      ],
    })
    expect(after.landed).toEqual({ amount: '938987.01' })
  })

  it('carries each line’s kind, and what is refundable and not yet refunded in the cost currency', async () => {
    const pakistan = await fakeStation(t.db, 2)
    const id = await addCar('1000000')
    const form = multipart({
      venue: 'USS Tokyo',
      saleDate: '2026-10-01',
      lotNo: `CS-${id}`,
      paymentDueOn: '2026-10-04',
      consumptionTax: '100000',
      recycleDeposit: '10000',
      auctionFee: '20000',
      feeTax: '2000',
    })
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/auction-purchases/${id}`,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const refund = await t.app.inject({
      method: 'PUT',
      url: `/api/export-files/${id}`,
      headers,
      payload: { recycleClaimedOn: '2026-10-10', recycleAmount: '4000', recycleReceivedOn: '2026-10-20' },
    })
    expect(refund.statusCode, refund.body).toBe(200)
    await move(id, pakistan.id, '2026-11-02', '1.85', '0')

    const s = await sheet(id)
    expect(s.lines.map((l: Line & { lineKind: string | null }) => [l.lineKind, l.amount])).toEqual([
      [null, '1000000.00'],
      ['consumption_tax', '100000.00'],
      ['recycle_deposit', '10000.00'],
      ['auction_fee', '20000.00'],
      ['fee_tax', '2000.00'],
      ['recycle_refund', '-4000.00'],
    ])
    // (100,000 + 10,000 + 2,000 − 4,000) × 1.85, each line at the move's rate; the fee is not refundable.
    expect(s.refundable).toEqual({ amount: '199800.00' })
    // (1,000,000 + 132,000 − 4,000) × 1.85
    expect(s.landed).toEqual({ amount: '2086800.00' })
  })
})
