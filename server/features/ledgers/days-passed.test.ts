import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PendingPayment } from '../../../shared/dashboard'
import { addDays, daysPassed } from '../../../shared/dates'
import type { Purchases } from '../../../shared/ledgers'
import { selectRows } from '../../db/select-rows'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCustomer } from '../customers/customers.fakes'
import { moneyApi } from '../sales/money.fakes'
import { daysPassedSql } from './pending.repo'

const reference = '2025-03-29'
let t: TestApp
let api: ReturnType<typeof moneyApi>

beforeAll(async () => {
  t = await createTestApp({ REMINDER_REFERENCE_DATE: reference })
  api = moneyApi(t, (await t.as('MainAdmin')).headers)
})
afterAll(() => t.close())

describe('days passed', () => {
  it('are counted in SQL exactly as shared/dates counts them, on every day around the reference', async () => {
    const dues = Array.from({ length: 120 }, (_, i) => addDays(reference, i - 100))
    const rows = await selectRows<{ due: string; days: number }>(
      t.db,
      sql`select d::date::text as due, ${daysPassedSql(sql`d::date`, reference)} as days
        from unnest(${`{${dues.join(',')}}`}::date[]) d`,
    )
    expect(rows.map((r) => [r.due, r.days])).toEqual(dues.map((d) => [d, daysPassed(d, reference)]))
  })

  it('read the same on the customer page and on the dashboard and Reminder Bulk list: 46 for a due date 45 days back', async () => {
    const customer = await fakeCustomer(t.db, 'USD', 4)
    const { carId } = await api.addVehicle({ purchaseDate: '2025-01-02', purchasePrice: '100000' })
    const sold = await api.sell({
      carId,
      customerId: customer.id,
      date: '2025-01-05',
      price: '5000',
      currency: 'USD',
      downPayment: '0',
      instalments: { count: 1, frequency: 'monthly', firstDueDate: '2025-02-12' },
    })
    expect(sold.statusCode, sold.body).toBe(201)
    const page = (await api.get(`/api/customer/allpurchases?Id=${customer.id}`)).json() as Purchases
    const list = (
      await api.get(`/api/Dashboard/PendingPaymentDetails?type=customer&q=${customer.lastName}`)
    ).json() as PendingPayment[]
    expect(page.pending.map((p) => p.daysPassed)).toEqual([46])
    expect(list.map((r) => r.daysPassed)).toEqual([46])
    expect(daysPassed('2025-02-12', reference)).toBe(46)
  })
})
