import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '../../shared/money'
import { fakeCustomer } from '../features/customers/customers.fakes'
import { moneyApi } from '../features/sales/money.fakes'
import { pdfText } from './pdf-text'
import { createTestApp, type TestApp } from './test-app'

/** The same amount reads the same in every place it is shown: the JSON's decimal text goes through one formatter. */
let t: TestApp
let api: ReturnType<typeof moneyApi>
beforeAll(async () => {
  t = await createTestApp()
  api = moneyApi(t, (await t.as('MainAdmin')).headers)
})
afterAll(() => t.close())

describe('one money format', () => {
  it('a yen purchase and a dollar sale read the same on the receipt and the vehicle sheet', async () => {
    const { carId } = await api.addVehicle({ purchasePrice: '1500000' })
    const paid = await api.pay({ carId, direction: 'out', amount: '1500000' })
    expect(paid.statusCode, paid.body).toBe(201)
    const customer = await fakeCustomer(t.db, 'USD')
    const sold = await api.sell({
      carId,
      customerId: customer.id,
      date: '2026-11-01',
      price: '12345.5',
      downPayment: '12345.5',
    })
    expect(sold.statusCode, sold.body).toBe(201)

    const yen = formatMoney('1500000.00', 'JPY')
    const dollars = formatMoney('12345.50', 'USD')
    expect([yen, dollars]).toEqual(['JPY 1,500,000', 'USD 12,345.50'])

    const payments = (await api.payments(carId)).json()
    const out = payments.payments.find((p: { direction: string }) => p.direction === 'out')
    const receipt = await api.get(`/api/car/receipt/${out.id}`)
    expect(receipt.statusCode).toBe(200)
    expect((await pdfText(receipt.rawPayload)).text).toContain(yen)

    const down = payments.payments.find((p: { direction: string }) => p.direction === 'in')
    expect((await pdfText((await api.get(`/api/car/receipt/${down.id}`)).rawPayload)).text).toContain(dollars)

    const sheet = await api.get(`/api/car/sheet/${carId}`)
    expect(sheet.statusCode).toBe(200)
    expect((await pdfText(sheet.rawPayload)).text).toContain(`Purchase price ${yen}`)
  })
})
