import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PendingPayment, PendingTerms } from '../../../shared/dashboard'
import { addMonths, todayIn } from '../../../shared/dates'
import type { Purchases } from '../../../shared/ledgers'
import { pdfText } from '../../test/pdf-text'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCustomer } from '../customers/customers.fakes'
import { moneyApi } from '../sales/money.fakes'

/**
 * A customer in Kenya (country 4) buys a car for PKR 500,000 cash and then pays PKR 50,000 more as an
 * advance: they hold PKR 50,000 of credit with us.
 */
let t: TestApp
let api: ReturnType<typeof moneyApi>
let customer: { id: number; lastName: string }
let firstCar = 0
const today = todayIn('Asia/Tokyo')

beforeAll(async () => {
  t = await createTestApp()
  api = moneyApi(t, (await t.as('MainAdmin')).headers)
  customer = await fakeCustomer(t.db, 'PKR', 4)
  firstCar = (await api.addVehicle({ purchaseDate: today })).carId
  const sold = await api.sell({
    carId: firstCar,
    customerId: customer.id,
    date: today,
    price: '500000',
    currency: 'PKR',
    downPayment: '500000',
  })
  expect(sold.statusCode, sold.body).toBe(201)
  const advance = await api.pay({
    carId: firstCar,
    direction: 'in',
    amount: '50000',
    date: today,
    isAdvance: true,
  })
  expect(advance.statusCode, advance.body).toBe(201)
})
afterAll(() => t.close())

const purchases = async () =>
  (await api.get(`/api/customer/allpurchases?Id=${customer.id}`)).json() as Purchases
const pendingList = async (query: string) =>
  (
    (
      await api.get(`/api/Dashboard/PendingPaymentDetails?q=${customer.lastName}&${query}`)
    ).json() as PendingPayment[]
  ).map((r) => [r.type, r.pendingSaleAmount, r.pendingPurchaseAmount])

describe('a customer who paid more than the sale', () => {
  it('has the sale marked paid and the excess as credit (pending below zero)', async () => {
    const { rows, pending } = await purchases()
    expect(rows.map((r) => [r.status, r.pending])).toEqual([['paid', '-50000.00']])
    expect(pending.map((p) => [p.currency, p.pending, p.dueDate])).toEqual([['PKR', '-50000.00', null]])
  })

  it('reads as credit held in the ledger and its PDF, never as a negative amount owed', async () => {
    const ledger = await api.get(`/api/customer/ledger?Id=${customer.id}`)
    expect(ledger.json().balances).toEqual([
      { currency: 'PKR', opening: '0.00', debits: '500000.00', credits: '550000.00', closing: '-50000.00' },
    ])
    const { text } = await pdfText(
      (await api.get(`/api/customer/ledger?Id=${customer.id}&format=pdf`)).rawPayload,
    )
    expect(text).toContain('Credit held 50,000.00')
  })

  it("is among the dashboard's payables (we owe them), not its receivables nor Reminder Bulk's list", async () => {
    expect(await pendingList('side=payable')).toEqual([['customer', '-50000.00', '0.00']])
    expect(await pendingList('side=receivable')).toEqual([])
    expect(await pendingList('')).toEqual([])
    const terms = (await api.get('/api/Dashboard/PendingTerms?CountryId=4')).json() as PendingTerms
    expect(terms.totals).toContainEqual(
      expect.objectContaining({ purchaseCurrency: 'PKR', pendingPurchaseAmount: '50000.00' }),
    )
  })

  it('has the credit applied to the next sale in that currency: its pending starts reduced by it', async () => {
    const { carId } = await api.addVehicle({ purchaseDate: today })
    const sold = await api.sell({
      carId,
      customerId: customer.id,
      date: today,
      price: '300000',
      currency: 'PKR',
      downPayment: '0',
      instalments: { count: 6, frequency: 'monthly', firstDueDate: addMonths(today, 1) },
    })
    expect(sold.statusCode, sold.body).toBe(201)
    const { rows, pending } = await purchases()
    expect(rows.map((r) => [r.status, r.pending])).toEqual([
      ['paid', '0.00'],
      ['active', '250000.00'],
    ])
    // The credit covers the first PKR 50,000 instalment: the next one due is the second.
    expect(pending.map((p) => [p.pending, p.dueDate])).toEqual([['250000.00', addMonths(today, 2)]])
    expect(await pendingList('side=receivable')).toEqual([['customer', '250000.00', '0.00']])
    expect(await pendingList('side=payable')).toEqual([])
    // What is pending on the new sale is what the customer owes after the credit.
    const over = await api.pay({ carId, direction: 'in', amount: '300000', date: today })
    expect(over.statusCode).toBe(400)
    expect(over.json().errors.amount[0]).toMatch(/PKR 250,000/)
    expect((await api.pay({ carId, direction: 'in', amount: '250000', date: today })).statusCode).toBe(201)
    expect((await purchases()).pending.map((p) => p.pending)).toEqual(['0.00'])
  })
})
