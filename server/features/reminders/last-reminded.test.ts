import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PendingPayment } from '../../../shared/dashboard'
import { todayIn } from '../../../shared/dates'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCustomer } from '../customers/customers.fakes'
import { moneyApi } from '../sales/money.fakes'

/** Two customers who owe money (each on one sale); a reminder goes to one of them, twice. */
let t: TestApp
let api: ReturnType<typeof moneyApi>
const today = todayIn('Asia/Tokyo')
const people: { id: number; lastName: string }[] = []

beforeAll(async () => {
  t = await createTestApp()
  api = moneyApi(t, (await t.as('MainAdmin')).headers)
  for (const _ of [1, 2]) {
    const customer = await fakeCustomer(t.db, 'USD', 4)
    const { carId } = await api.addVehicle({ purchaseDate: today })
    const sold = await api.sell({
      carId,
      customerId: customer.id,
      date: today,
      price: '5000',
      currency: 'USD',
      downPayment: '1000',
      instalments: { count: 2, frequency: 'monthly', firstDueDate: today },
    })
    expect(sold.statusCode, sold.body).toBe(201)
    people.push(customer)
  }
})
afterAll(() => t.close())

const remind = (customerId: number) =>
  api.json('/api/Email/sendReminder', {
    email: 'amina@buyer.test',
    name: 'Amina',
    pendingAmount: '4000',
    totalAmount: '5000',
    currencySymbol: 'USD',
    customerId,
  })

describe("Reminder Bulk's rows", () => {
  it('carry when each party was last reminded, or null when never', async () => {
    const reminded = people[0]!
    expect((await remind(reminded.id)).statusCode).toBe(202)
    const second = await remind(reminded.id)
    expect(second.statusCode).toBe(202)
    const rows = (
      await api.get('/api/Dashboard/PendingPaymentDetails?type=customer&page=1&pageSize=50')
    ).json() as PendingPayment[]
    const of = (id: number) => rows.find((r) => r.id === id)!
    expect(of(reminded.id).lastRemindedAt).toBe(second.json().createdAt)
    expect(of(people[1]!.id).lastRemindedAt).toBeNull()
  })
})
