import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'
import { fakeVehicleFields } from './vehicles.fakes'

let t: TestApp
let headers: Record<string, string>
let stationId = 0
const ids: Record<string, number> = {}

/**
 * Four vehicles at one station, bought in three currencies, with rates to USD recorded before their
 * purchase dates (JPY 0.0067, KES 0.0077) and none for PKR:
 * USD 5,000 · JPY 1,000,000 = USD 6,700 · KES 900,000 = USD 6,930 · PKR 100 (no rate).
 */
beforeAll(async () => {
  t = await createTestApp()
  headers = (await t.as('MainAdmin')).headers
  for (const [currency, rate] of [
    ['JPY', '0.0067'],
    ['KES', '0.0077'],
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/exchangerates',
      payload: { currency, date: '2026-01-01', rate },
      headers,
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  stationId = (await fakeStation(t.db)).id
  for (const [name, currency, price] of [
    ['usd', 'USD', '5000'],
    ['jpy', 'JPY', '1000000'],
    ['kes', 'KES', '900000'],
    ['pkr', 'PKR', '100'],
  ] as const) {
    const vendor = await fakeVendor(t.db, currency)
    const form = multipart(
      fakeVehicleFields(
        { vendorId: vendor.id, stationId },
        { purchasePrice: price, purchaseCurrency: currency, purchaseDate: '2026-03-01' },
      ) as never,
    )
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/car/addedit?Id=0',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    })
    expect(res.statusCode, res.body).toBe(201)
    ids[name] = res.json().id
  }
})
afterAll(() => t.close())

const order = async (sort: string, paging = '') =>
  (
    (
      await t.app.inject({ url: `/api/car/GetAll?stationId=${stationId}&sort=${sort}${paging}`, headers })
    ).json() as { id: number }[]
  ).map((v) => Object.keys(ids).find((k) => ids[k] === v.id))

describe('sorting vehicles by purchase price', () => {
  it('orders by the price in USD at the rate of its purchase date, not by the bare number', async () => {
    expect(await order('purchasePrice')).toEqual(['usd', 'jpy', 'kes', 'pkr'])
    expect(await order('-purchasePrice')).toEqual(['kes', 'jpy', 'usd', 'pkr'])
  })

  it('keeps that order page by page', async () => {
    const pages = [1, 2].map((p) => order('-purchasePrice', `&page=${p}&pageSize=2`))
    expect((await Promise.all(pages)).flat()).toEqual(['kes', 'jpy', 'usd', 'pkr'])
  })
})
