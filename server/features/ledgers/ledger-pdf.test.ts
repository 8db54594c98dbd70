import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../../test/pdf-text'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCustomer } from '../customers/customers.fakes'
import { moneyApi } from '../sales/money.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'

let t: TestApp
let api: ReturnType<typeof moneyApi>
beforeAll(async () => {
  t = await createTestApp()
  api = moneyApi(t, (await t.as('MainAdmin')).headers)
})
afterAll(() => t.close())

describe('ledger PDFs', () => {
  it("a customer's ledger downloads with its balances and every line, as the JSON has them", async () => {
    const customer = await fakeCustomer(t.db, 'USD')
    const { carId } = await api.addVehicle({ model: 'Toyota Hiace Van' })
    await api.sell({
      carId,
      customerId: customer.id,
      date: '2026-11-01',
      price: '12000',
      downPayment: '3000',
      instalments: { count: 3, frequency: 'monthly', firstDueDate: '2026-12-01' },
    })
    await api.pay({ carId, direction: 'in', amount: '3000', date: '2026-11-20' })
    const res = await api.get(`/api/customer/ledger?Id=${customer.id}&format=pdf`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="customer-ledger-${customer.id}.pdf"`,
    )
    const { pages, text } = await pdfText(res.rawPayload)
    expect(pages).toBe(1)
    expect(text).toContain(`Customer ledger — ${customer.firstName} ${customer.lastName}`)
    expect(text).toContain('All dates')
    // Balances: opening 0, debits 12,000, credits 6,000, closing 6,000.
    expect(text).toMatch(/USD 0\.00 12,000\.00 6,000\.00 6,000\.00/)
    expect(text).toContain('Toyota Hiace Van')
    expect(text).toContain('Page 1')
  })

  it("a vendor's ledger for a period, and the field is named when the format is not pdf", async () => {
    const vendor = await fakeVendor(t.db)
    const { carId } = await api.addVehicle({ purchasePrice: '1500000' }, vendor)
    await api.pay({ carId, direction: 'out', amount: '1000000', date: '2026-10-05' })
    const res = await api.get(`/api/vendor/ledger?Id=${vendor.id}&from=2026-10-02&format=pdf`)
    const { text } = await pdfText(res.rawPayload)
    expect(text).toContain(`Vendor ledger — ${vendor.name}`)
    expect(text).toContain('2026-10-02 to today')
    expect(text).toMatch(/JPY 1,500,000 0 1,000,000 500,000/)
    const bad = await api.get(`/api/vendor/ledger?Id=${vendor.id}&format=xlsx`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.format).toEqual(['Format must be pdf'])
  })
})
