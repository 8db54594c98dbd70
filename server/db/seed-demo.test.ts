import { count, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayIn } from '../../shared/dates'
import { type Deadline, deadlineKinds } from '../../shared/export-files'
import type { ReportRow } from '../../shared/reports'
import { createTestApp, type TestApp } from '../test/test-app'
import { demoEmail, demoPassword } from './demo'
import {
  auctionPurchases,
  bills,
  categories,
  expenses,
  shipments,
  staff,
  stations,
  users,
  vehicles,
} from './schema'
import { seedDemo } from './seed-demo'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 120_000)
afterAll(() => t.close())

const total = async (
  table:
    | typeof users
    | typeof stations
    | typeof categories
    | typeof staff
    | typeof vehicles
    | typeof bills
    | typeof shipments,
) => (await t.db.select({ n: count() }).from(table))[0]!.n

describe('npm run demo data', () => {
  it('fills a demo business once; a second run adds nothing', async () => {
    await seedDemo(t.db, t.config)
    const first = {
      users: await total(users),
      stations: await total(stations),
      categories: await total(categories),
      staff: await total(staff),
      vehicles: await total(vehicles),
      bills: await total(bills),
      shipments: await total(shipments),
    }
    expect(first.users).toBe(6)
    expect(first.shipments).toBe(4)
    expect(first.bills).toBe(10)
    expect(first.stations).toBeGreaterThanOrEqual(3)
    expect(first.categories).toBeGreaterThanOrEqual(7)
    expect(first.staff).toBe(12)
    expect(first.vehicles).toBe(300)
    // Cars bought at an auction carry their sheet and invoice lines; one has its recycle deposit back.
    const typed = await t.db
      .select({ kind: expenses.lineKind, n: count() })
      .from(expenses)
      .where(isNotNull(expenses.lineKind))
      .groupBy(expenses.lineKind)
    expect((await t.db.select({ n: count() }).from(auctionPurchases))[0]!.n).toBeGreaterThanOrEqual(5)
    expect(Object.fromEntries(typed.map((r) => [r.kind, r.n]))).toMatchObject({
      recycle_deposit: expect.any(Number),
      recycle_refund: 1,
    })
    await seedDemo(t.db, t.config)
    expect({
      users: await total(users),
      stations: await total(stations),
      categories: await total(categories),
      staff: await total(staff),
      vehicles: await total(vehicles),
      bills: await total(bills),
      shipments: await total(shipments),
    }).toEqual(first)
  }, 120_000)

  it('signs in every demo role with the demo password', async () => {
    for (const role of [
      'SuperAdmin',
      'MainAdmin',
      'Admin',
      'AgentStock',
      'AgentSales',
      'Accounts',
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/login',
        payload: { email: demoEmail(role), password: demoPassword },
      })
      expect(res.statusCode, role).toBe(200)
    }
  })

  it('tells the money story: rates, sales on instalments, and customers and vendors with money overdue', async () => {
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: demoEmail('MainAdmin'), password: demoPassword },
    })
    const headers = { authorization: `Bearer ${admin.json().token}` }
    const stats = (await t.app.inject({ url: '/api/Dashboard/stats', headers })).json()
    expect(stats.missingRates, JSON.stringify(stats.missingRates)).toEqual([])
    expect(stats.inStock.count).toBe(200)
    const sales = (await t.app.inject({ url: '/api/Dashboard/saleschartdata', headers })).json()
    expect(sales.rows.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(100)
    const pending = (await t.app.inject({ url: '/api/Dashboard/PendingPaymentDetails', headers })).json()
    const overdue = (type: string) =>
      pending.filter((r: { type: string; daysPassed: number }) => r.type === type && r.daysPassed >= 10)
    expect(overdue('customer').length).toBeGreaterThan(5)
    expect(overdue('vendor').length).toBeGreaterThan(0)
    // A buyer who paid ahead: the business holds their credit, listed among what it owes.
    const payables = (
      await t.app.inject({ url: '/api/Dashboard/PendingPaymentDetails?side=payable', headers })
    ).json()
    expect(
      payables.filter((r: { type: string; pendingSaleAmount: string }) => r.type === 'customer'),
    ).toEqual([expect.objectContaining({ pendingSaleAmount: expect.stringMatching(/^-/) })])
  })

  it('shows a deadline of every kind, some overdue', async () => {
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: demoEmail('SuperAdmin'), password: demoPassword },
    })
    const res = await t.app.inject({
      url: '/api/deadlines?limit=500',
      headers: { authorization: `Bearer ${owner.json().token}` },
    })
    const deadlines = res.json() as Deadline[]
    expect(new Set(deadlines.map((d) => d.kind))).toEqual(new Set(deadlineKinds))
    const today = todayIn(t.config.BUSINESS_TIMEZONE)
    expect(deadlines.filter((d) => d.dueOn < today).length).toBeGreaterThan(0)
  })

  it('prices every vehicle like a used car, van or truck: between 1,500 and 150,000 USD', async () => {
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: demoEmail('MainAdmin'), password: demoPassword },
    })
    const headers = { authorization: `Bearer ${admin.json().token}` }
    const res = await t.app.inject({ url: '/api/Reports/byavailability?pageSize=500', headers })
    const rows = res.json() as ReportRow[]
    expect(rows).toHaveLength(300)
    const outside = rows.flatMap((r) => {
      const usd = { purchase: r.purchaseBase, landed: r.costBase, sale: r.saleBase }
      return Object.entries(usd)
        .filter(([, v]) => v !== null && (Number(v) < 1_500 || Number(v) > 150_000))
        .map(([what, v]) => `${r.model} (${r.purchaseCurrency} ${r.purchasePrice}): ${what} USD ${v}`)
    })
    expect(outside).toEqual([])
    expect(rows.filter((r) => r.missingRates.length)).toEqual([])
    // What a vehicle costs on top of its price stays a fraction of it (transport, repairs, shipping).
    const heavy = rows.filter(
      (r) => Number(r.expensesBase) + Number(r.moveCostsBase) > Number(r.purchaseBase),
    )
    expect(
      heavy.map((r) => `${r.model}: ${r.expensesBase} + ${r.moveCostsBase} on ${r.purchaseBase}`),
    ).toEqual([])
  })
})
