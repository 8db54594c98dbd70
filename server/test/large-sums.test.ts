import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeCustomer } from '../features/customers/customers.fakes'
import { moneyApi } from '../features/sales/money.fakes'
import { fakeVendor } from '../features/vendors/vendors.fakes'
import { createTestApp, type TestApp } from './test-app'

/**
 * Each amount fits its column, but sums of them need not: two vehicles at the largest price a column
 * holds, bought from one vendor and sold to one customer, must still be summed, listed and reported
 * exactly, never answered with a 5xx.
 */
let t: TestApp
let headers: Record<string, string>
let vendorId: number
let customerId: number
let carId: number
const largest = '9999999999999999'
const twice = '19999999999999998.00'

beforeAll(async () => {
  t = await createTestApp({ REMINDER_REFERENCE_DATE: '2027-06-01' })
  ;({ headers } = await t.as('SuperAdmin'))
  const money = moneyApi(t, headers)
  const vendor = await fakeVendor(t.db)
  const customer = await fakeCustomer(t.db, 'JPY', 1)
  vendorId = vendor.id
  customerId = customer.id
  for (const day of ['01', '02']) {
    const car = await money.addVehicle({ purchasePrice: largest, purchaseDate: `2026-10-${day}` }, vendor)
    carId = car.carId
    const sale = await money.sell({
      carId,
      customerId,
      date: '2026-11-01',
      price: largest,
      downPayment: '1',
      instalments: { count: 2, frequency: 'monthly', firstDueDate: '2026-12-01' },
    })
    expect(sale.statusCode, sale.body).toBe(201)
  }
})
afterAll(() => t.close())

type OpenApi = { paths: Record<string, Record<string, unknown>> }

describe('sums beyond one column', () => {
  it('the ledgers and pending lists carry the exact sum', async () => {
    const vendor = await t.app.inject({ url: `/api/vendor/ledger?Id=${vendorId}`, headers })
    expect(vendor.statusCode, vendor.body).toBe(200)
    expect(vendor.json().balances).toEqual([expect.objectContaining({ currency: 'JPY', closing: twice })])
    const customer = await t.app.inject({ url: `/api/customer/ledger?Id=${customerId}`, headers })
    expect(customer.statusCode, customer.body).toBe(200)
    expect(customer.json().balances).toEqual([
      expect.objectContaining({ currency: 'JPY', closing: '19999999999999996.00' }),
    ])
    const pending = await t.app.inject({ url: '/api/Dashboard/PendingPaymentDetails', headers })
    expect(pending.statusCode, pending.body).toBe(200)
  })

  it('every list, report and figure without a path parameter answers without a 5xx', async () => {
    await t.app.ready()
    const paths = Object.entries((t.app.swagger() as OpenApi).paths)
      .filter(([path, methods]) => 'get' in methods && !path.includes('{') && !path.startsWith('/api/docs'))
      .map(([path]) => path)
    expect(paths.length).toBeGreaterThan(30)
    const query = `Id=${customerId}&CustomerId=${customerId}&VendorId=${vendorId}&CarId=${carId}&carId=${carId}`
    for (const path of paths) {
      const res = await t.app.inject({ url: `${path}?${query}`, headers })
      expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBeLessThan(500)
    }
  })
})
