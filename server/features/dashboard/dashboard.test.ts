import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PendingPayment } from '../../../shared/dashboard'
import { addMonths, monthStart, todayIn } from '../../../shared/dates'
import { isPayable, isReceivable } from '../../../shared/reminders'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCustomer } from '../customers/customers.fakes'
import { moneyApi } from '../sales/money.fakes'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'

/**
 * A fixture in three currencies (JPY, KES, USD) and two countries (1 Japan, 4 Kenya), with rates
 * JPY→USD 0.0067 and KES→USD 0.0077, and the reminders' reference date pinned at 2025-03-29:
 *
 *  A  Japan, bought today for ¥1,500,000 (paid), ¥25,000 expense today, sold today to Kenyan Amina for
 *     $12,000 with $3,000 down and 3 monthly instalments from today + 1 month.
 *  B  Kenya, bought today for KES 1,000,000 from a Kenyan dealer, due 2025-03-25, unpaid, in stock.
 *  C  Japan, bought today for ¥800,000, due 2025-03-15, unpaid, in stock.
 *  D  Japan, bought 2025-02-01 for ¥400,000, due 2025-03-20, unpaid, sold 2025-03-01 to Japanese Kenji
 *     for $5,000 in one instalment due 2025-03-10, nothing paid.
 */
let t: TestApp
let api: ReturnType<typeof moneyApi>
let agentKenya: { headers: Record<string, string> }
const today = todayIn('Asia/Tokyo')
const ids = { amina: 0, kenji: 0, japanVendor: 0, kenyaVendor: 0 }

beforeAll(async () => {
  t = await createTestApp({ REMINDER_REFERENCE_DATE: '2025-03-29' })
  const admin = await t.as('MainAdmin')
  api = moneyApi(t, admin.headers)
  const agent = await t.makeUser('AgentSales', { countryId: 4 })
  agentKenya = { headers: { authorization: `Bearer ${(await t.login(agent.email)).token}` } }

  for (const [currency, rate] of [
    ['JPY', '0.0067'],
    ['KES', '0.0077'],
  ])
    expect((await api.json('/api/exchangerates', { currency, date: '2020-01-01', rate })).statusCode).toBe(
      200,
    )
  const japanVendor = await fakeVendor(t.db, 'JPY', 1)
  const kenyaVendor = await fakeVendor(t.db, 'KES', 4)
  const amina = await fakeCustomer(t.db, 'USD', 4)
  const kenji = await fakeCustomer(t.db, 'USD', 1)
  Object.assign(ids, {
    amina: amina.id,
    kenji: kenji.id,
    japanVendor: japanVendor.id,
    kenyaVendor: kenyaVendor.id,
  })
  const kenyaYard = await fakeStation(t.db, 4)

  const a = await api.addVehicle({ purchasePrice: '1500000', purchaseDate: today }, japanVendor)
  expect(
    (await api.pay({ carId: a.carId, direction: 'out', amount: '1500000', date: today })).statusCode,
  ).toBe(201)
  const expense = await api.post('/api/car/addeditexpense?Id=0', {
    carId: a.carId,
    date: today,
    kind: 'auction fee',
    amount: '25000',
    currency: 'JPY',
  })
  expect(expense.statusCode, expense.body).toBe(201)
  const soldA = await api.sell({
    carId: a.carId,
    customerId: amina.id,
    date: today,
    price: '12000',
    currency: 'USD',
    downPayment: '3000',
    instalments: { count: 3, frequency: 'monthly', firstDueDate: addMonths(today, 1) },
  })
  expect(soldA.statusCode, soldA.body).toBe(201)

  await api.addVehicle(
    {
      purchasePrice: '1000000',
      purchaseCurrency: 'KES',
      purchaseDate: today,
      vendorDueDate: '2025-03-25',
      stationId: kenyaYard.id,
    },
    kenyaVendor,
  )
  await api.addVehicle(
    { purchasePrice: '800000', purchaseDate: today, vendorDueDate: '2025-03-15' },
    japanVendor,
  )
  const d = await api.addVehicle(
    { purchasePrice: '400000', purchaseDate: '2025-02-01', vendorDueDate: '2025-03-20' },
    japanVendor,
  )
  const soldD = await api.sell({
    carId: d.carId,
    customerId: kenji.id,
    date: '2025-03-01',
    price: '5000',
    currency: 'USD',
    downPayment: '0',
    instalments: { count: 1, frequency: 'monthly', firstDueDate: '2025-03-10' },
  })
  expect(soldD.statusCode, soldD.body).toBe(201)
})
afterAll(() => t.close())

const get = (url: string, headers = {}) => api.get(url, headers as never)

describe('GET Dashboard/stats', () => {
  it('counts stock, this month’s sale, revenue and profit in USD at the recorded rates, people and expenses', async () => {
    const res = await api.get('/api/Dashboard/stats')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      month: today.slice(0, 7),
      base: 'USD',
      inStock: {
        count: 2,
        value: [
          { currency: 'JPY', amount: '800000.00' },
          { currency: 'KES', amount: '1000000.00' },
        ],
      },
      soldThisMonth: 1,
      revenueThisMonth: '12000.00',
      // 12,000 − 1,500,000 × 0.0067 − 25,000 × 0.0067 = 12,000 − 10,050 − 167.50
      profitThisMonth: '1782.50',
      missingRates: [],
      customers: 2,
      vendors: 2,
      activeStaff: 0,
      expensesThisMonth: [{ currency: 'JPY', amount: '25000.00' }],
    })
  })

  it('gives an agent only its own country, whatever CountryId it sends', async () => {
    for (const query of ['', '?CountryId=4', '?CountryId=1']) {
      const res = await get(`/api/Dashboard/stats${query}`, agentKenya.headers)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        inStock: { count: 1, value: [{ currency: 'KES', amount: '1000000.00' }] },
        soldThisMonth: 0,
        revenueThisMonth: '0.00',
        customers: 1,
        vendors: 1,
        expensesThisMonth: [],
      })
    }
  })

  it('leaves profit (computed from purchase costs) out for the roles that may not see it', async () => {
    const profit = async (role: 'AgentSales' | 'AgentStock' | 'Accounts' | 'Admin') =>
      (await get('/api/Dashboard/stats', (await t.as(role)).headers)).json().profitThisMonth
    expect(await profit('AgentSales')).toBeUndefined()
    expect(await profit('AgentStock')).toBeUndefined()
    expect(await profit('Accounts')).toBe('1782.50')
    expect(await profit('Admin')).toBe('1782.50')
  })

  it('lets an admin choose one country', async () => {
    const res = await api.get('/api/Dashboard/stats?CountryId=1')
    expect(res.json()).toMatchObject({ inStock: { count: 1 }, soldThisMonth: 1, customers: 1, vendors: 1 })
  })
})

describe('charts', () => {
  it('puts this month’s purchases and sales in USD, with the earlier months at zero', async () => {
    const purchases = (await api.get('/api/Dashboard/purchasechartdata')).json()
    expect(purchases.rows).toHaveLength(12)
    expect(purchases.rows[0]).toEqual({
      purchaseMonth: monthStart(addMonths(today, -11)).slice(0, 7),
      totalPurchases: '0.00',
      count: 0,
    })
    // 1,500,000 × 0.0067 + 1,000,000 × 0.0077 + 800,000 × 0.0067 = 10,050 + 7,700 + 5,360
    expect(purchases.rows[11]).toEqual({
      purchaseMonth: today.slice(0, 7),
      totalPurchases: '23110.00',
      count: 3,
    })
    const sales = (await api.get('/api/Dashboard/saleschartdata')).json()
    expect(sales.rows[11]).toEqual({ saleMonth: today.slice(0, 7), totalSales: '12000.00', count: 1 })
    expect(sales.missingRates).toEqual([])
  })

  it('takes a range and names a missing rate instead of guessing', async () => {
    const res = await api.get('/api/Dashboard/purchasechartdata?StartMonth=2025-02-01&EndMonth=2025-03-31')
    expect(res.json().rows).toEqual([
      { purchaseMonth: '2025-02', totalPurchases: '2680.00', count: 1 },
      { purchaseMonth: '2025-03', totalPurchases: '0.00', count: 0 },
    ])
    const euro = await api.addVehicle({
      purchasePrice: '1000',
      purchaseCurrency: 'EUR',
      purchaseDate: '2025-06-01',
    })
    const june = await api.get('/api/Dashboard/purchasechartdata?StartMonth=2025-06-01&EndMonth=2025-06-30')
    expect(june.json()).toEqual({
      base: 'USD',
      rows: [{ purchaseMonth: '2025-06', totalPurchases: '0.00', count: 1 }],
      missingRates: [{ currency: 'EUR', date: '2025-06-01' }],
    })
    expect((await api.json('/api/Car/delete', { id: euro.carId })).statusCode).toBe(200)
    expect((await api.get('/api/Dashboard/purchasechartdata?StartMonth=2025-13-01')).statusCode).toBe(400)
  })
})

describe('GET Dashboard/PendingPaymentDetails', () => {
  it('lists every party with money pending per currency, with due date and days passed at 2025-03-29', async () => {
    const res = await api.get('/api/Dashboard/PendingPaymentDetails')
    expect(res.statusCode).toBe(200)
    const rows = res.json() as PendingPayment[]
    const pick = (type: string, id: number) => rows.find((r) => r.type === type && r.id === id)
    expect(rows).toHaveLength(4)
    expect(pick('customer', ids.kenji)).toMatchObject({
      countryId: 1,
      countryName: 'Japan',
      currency: 'USD',
      currencySymbol: '$',
      totalAmount: '5000.00',
      dueDate: '2025-03-10',
      daysPassed: 20,
      pendingSaleAmount: '5000.00',
      pendingPurchaseAmount: '0.00',
    })
    expect(pick('customer', ids.amina)).toMatchObject({
      countryId: 4,
      totalAmount: '12000.00',
      pendingSaleAmount: '9000.00',
      daysPassed: 1,
    })
    expect(pick('vendor', ids.japanVendor)).toMatchObject({
      currency: 'JPY',
      totalAmount: '2700000.00',
      pendingPurchaseAmount: '1200000.00',
      pendingSaleAmount: '0.00',
      dueDate: '2025-03-15',
      daysPassed: 15,
    })
    expect(pick('vendor', ids.kenyaVendor)).toMatchObject({
      currency: 'KES',
      pendingPurchaseAmount: '1000000.00',
      dueDate: '2025-03-25',
      daysPassed: 5,
    })
    expect(Object.keys(pick('customer', ids.amina)!)).toEqual(expect.arrayContaining(['email', 'whatsApp']))
    expect(rows.filter(isReceivable).map((r) => r.type)).toEqual(['customer', 'customer'])
    expect(rows.filter(isPayable).map((r) => r.type)).toEqual(['vendor', 'vendor'])
  })

  it("gives AgentSales only its own country's rows for an empty, its own or another CountryId", async () => {
    for (const query of ['', '?CountryId=', '?CountryId=4', '?CountryId=1']) {
      const rows = (await get(`/api/Dashboard/PendingPaymentDetails${query}`, agentKenya.headers)).json()
      expect(rows.map((r: PendingPayment) => [r.type, r.id]).sort()).toEqual(
        [
          ['customer', ids.amina],
          ['vendor', ids.kenyaVendor],
        ].sort(),
      )
    }
  })

  it('filters by type, currency, search and overdue on the server, and pages with the total in X-Total-Count', async () => {
    const list = async (query: string) => {
      const res = await api.get(`/api/Dashboard/PendingPaymentDetails?${query}`)
      expect(res.statusCode).toBe(200)
      return { rows: res.json() as PendingPayment[], total: res.headers['x-total-count'] }
    }
    const names = (rows: PendingPayment[]) => rows.map((r) => `${r.type}:${r.id}`)
    expect(names((await list('type=vendor')).rows)).toEqual([
      `vendor:${ids.japanVendor}`,
      `vendor:${ids.kenyaVendor}`,
    ])
    expect(names((await list('currency=jpy')).rows)).toEqual([`vendor:${ids.japanVendor}`])
    expect(names((await list('overdue=true')).rows)).toEqual([
      `customer:${ids.kenji}`,
      `vendor:${ids.japanVendor}`,
    ])
    const amina = (await list('')).rows.find((r) => r.type === 'customer' && r.id === ids.amina)!
    expect(names((await list(`q=${encodeURIComponent(amina.name.toUpperCase())}`)).rows)).toEqual([
      `customer:${ids.amina}`,
    ])
    await t.db.execute(sql`update customers set email = 'amina@buyer.test' where id = ${ids.amina}`)
    expect(names((await list('q=buyer.test')).rows)).toEqual([`customer:${ids.amina}`])
    expect((await list('q=nobody-by-this-name')).rows).toEqual([])
    // Without page: every row, no total header; with it, one page in due-date order and the total.
    expect((await list('')).total).toBeUndefined()
    const first = await list('page=1&pageSize=3')
    expect(first.total).toBe('4')
    expect(first.rows.map((r) => r.dueDate)).toEqual(['2025-03-10', '2025-03-15', '2025-03-25'])
    const second = await list('page=2&pageSize=3')
    expect(second.rows).toHaveLength(1)
    expect(second.total).toBe('4')
    expect((await api.get('/api/Dashboard/PendingPaymentDetails?type=staff')).statusCode).toBe(400)
  })

  it('refuses a caller without a session', async () => {
    expect((await t.app.inject({ url: '/api/Dashboard/PendingPaymentDetails' })).statusCode).toBe(401)
  })
})

describe('GET Dashboard/PendingTerms', () => {
  it('totals pending per country and currency and lists the overdue instalment', async () => {
    const res = await api.get('/api/Dashboard/PendingTerms')
    expect(res.statusCode).toBe(200)
    const { totals, instalments } = res.json()
    expect(totals).toEqual([
      {
        countryId: 1,
        countryName: 'Japan',
        pendingSaleAmount: '0.00',
        saleCurrency: null,
        pendingPurchaseAmount: '1200000.00',
        purchaseCurrency: 'JPY',
      },
      {
        countryId: 1,
        countryName: 'Japan',
        pendingSaleAmount: '5000.00',
        saleCurrency: 'USD',
        pendingPurchaseAmount: '0.00',
        purchaseCurrency: null,
      },
      {
        countryId: 4,
        countryName: 'Kenya',
        pendingSaleAmount: '0.00',
        saleCurrency: null,
        pendingPurchaseAmount: '1000000.00',
        purchaseCurrency: 'KES',
      },
      {
        countryId: 4,
        countryName: 'Kenya',
        pendingSaleAmount: '9000.00',
        saleCurrency: 'USD',
        pendingPurchaseAmount: '0.00',
        purchaseCurrency: null,
      },
    ])
    expect(instalments).toEqual([
      expect.objectContaining({
        customerId: ids.kenji,
        seq: 1,
        dueDate: '2025-03-10',
        amountLeft: '5000.00',
        currency: 'USD',
        overdue: true,
      }),
    ])
  })

  it('scopes an agent to its country', async () => {
    const { totals, instalments } = (
      await get('/api/Dashboard/PendingTerms?CountryId=1', agentKenya.headers)
    ).json()
    expect(totals.map((r: { countryId: number }) => r.countryId)).toEqual([4, 4])
    expect(instalments).toEqual([])
  })
})
