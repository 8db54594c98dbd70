import Decimal from 'decimal.js'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, expenses, instalments, payments, sales, vehicles } from '../../db/schema'
import { samples } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCustomer } from '../customers/customers.fakes'
import { moneyApi } from './money.fakes'

type Headers = Record<string, string>
let t: TestApp
let admin: { headers: Headers }
let api: ReturnType<typeof moneyApi>
let customerId: number
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.as('MainAdmin')
  api = moneyApi(t, admin.headers)
  customerId = (await fakeCustomer(t.db, 'USD')).id
})
afterAll(() => t.close())

const plan = { count: 3, frequency: 'monthly', firstDueDate: '2026-12-01' }
const sale = (carId: number, overrides: Record<string, unknown> = {}) => ({
  carId,
  customerId,
  date: '2026-11-01',
  price: '12000',
  downPayment: '3000',
  instalments: plan,
  ...overrides,
})
const statusOf = async (carId: number) =>
  (await t.db.select({ status: vehicles.status }).from(vehicles).where(eq(vehicles.id, carId)))[0]!.status
const salesOf = (carId: number) => t.db.select().from(sales).where(eq(sales.vehicleId, carId))

describe('selling a vehicle', () => {
  it('stores the sale, a schedule summing to the price, the down payment as the first payment in, and marks it sold', async () => {
    const { carId } = await api.addVehicle()
    const res = await api.post('/api/car/sale', {
      carId,
      customerId,
      date: '2026-11-01',
      price: '12,000',
      downPayment: '3000',
      instalmentCount: 3,
      frequency: 'monthly',
      firstDueDate: '2027-01-31',
      details: 'Sold at the yard',
      document: samples.pdf(),
      image: samples.png(),
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toEqual({ id: expect.any(Number), message: 'vehicles Sale Successfully' })
    expect(await statusOf(carId)).toBe('sold')
    const [row] = await salesOf(carId)
    expect(row).toMatchObject({
      price: '12000.00',
      currency: 'USD',
      downPayment: '3000.00',
      status: 'active',
    })
    expect(row!.documentId).toBeTruthy()
    expect(row!.imageId).toBeTruthy()

    const money = (await api.payments(carId)).json()
    expect(
      money.schedule.map((l: { dueDate: string; amount: string; status: string }) => [
        l.dueDate,
        l.amount,
        l.status,
      ]),
    ).toEqual([
      ['2026-11-01', '3000.00', 'paid'],
      ['2027-01-31', '3000.00', 'due'],
      ['2027-02-28', '3000.00', 'due'],
      ['2027-03-31', '3000.00', 'due'],
    ])
    expect(money.payments).toMatchObject([
      {
        direction: 'in',
        amount: '3000.00',
        currency: 'USD',
        details: 'Down payment',
        receiptNo: expect.stringMatching(/^RC-2026-\d{6}$/),
      },
    ])
    expect(money.pending.in).toEqual({
      currency: 'USD',
      total: '12000.00',
      paid: '3000.00',
      pending: '9000.00',
    })
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sales'), eq(auditLog.entityId, String(row!.id))))
    expect(audit.map((a) => a.action)).toEqual(['create'])
  })

  it("the last instalment absorbs the rounding, in the currency's minor unit", async () => {
    const cases: [string, string, string[]][] = [
      ['USD', '1000', ['333.33', '333.33', '333.34']],
      ['JPY', '1000000', ['333333.00', '333333.00', '333334.00']],
      ['USD', '9999999999.99', ['3333333333.33', '3333333333.33', '3333333333.33']],
    ]
    for (const [currency, price, amounts] of cases) {
      const { carId } = await api.addVehicle()
      const res = await api.sell(
        sale(carId, { price, currency, downPayment: '', instalments: { ...plan, frequency: 'weekly' } }),
      )
      expect(res.statusCode, res.body).toBe(201)
      const rows = await t.db
        .select({ amount: instalments.amount, dueDate: instalments.dueDate })
        .from(instalments)
        .where(eq(instalments.saleId, res.json().id))
        .orderBy(instalments.seq)
      expect(rows.map((r) => r.amount)).toEqual(amounts)
      expect(rows.map((r) => r.dueDate)).toEqual(['2026-12-01', '2026-12-08', '2026-12-15'])
      expect(rows.reduce((s, r) => s.plus(r.amount), new Decimal(0)).toFixed(2)).toBe(
        new Decimal(price).toFixed(2),
      )
    }
  })

  it("defaults to the customer's currency; a cash sale needs no plan", async () => {
    const kes = await fakeCustomer(t.db, 'KES')
    const { carId } = await api.addVehicle()
    const res = await api.sell(
      sale(carId, { customerId: kes.id, price: '1500000', downPayment: '1500000', instalments: undefined }),
    )
    expect(res.statusCode, res.body).toBe(201)
    const money = (await api.payments(carId)).json()
    expect(money.sale).toMatchObject({ currency: 'KES', price: '1500000.00' })
    expect(money.pending.in.pending).toBe('0.00')
  })

  it('409 when the vehicle is already sold; nothing changes', async () => {
    const { carId } = await api.addVehicle()
    expect((await api.sell(sale(carId))).statusCode).toBe(201)
    const again = await api.sell(sale(carId, { price: '5000', downPayment: '5000', instalments: undefined }))
    expect(again.statusCode).toBe(409)
    expect(again.json().errors.carId).toBeDefined()
    expect(await salesOf(carId)).toHaveLength(1)
  })

  it('two sales of one vehicle at once: one wins, the other is refused', async () => {
    const { carId } = await api.addVehicle()
    const other = await fakeCustomer(t.db)
    const results = await Promise.all([
      api.sell(sale(carId)),
      api.sell(sale(carId, { customerId: other.id })),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(await salesOf(carId)).toHaveLength(1)
  })

  it('a sale that fails half-way leaves no sale, no schedule, no payment and the vehicle in stock', async () => {
    await t.db.execute(sql`create or replace function kuruma_test_fail() returns trigger language plpgsql as
      $$ begin raise exception 'forced failure'; end $$`)
    await t.db.execute(sql`create trigger kuruma_test_fail before insert on instalments for each row
      when (new.amount = 4321.00) execute function kuruma_test_fail()`)
    const { carId } = await api.addVehicle()
    const [s0, i0, p0] = await Promise.all([
      t.db.$count(sales),
      t.db.$count(instalments),
      t.db.$count(payments),
    ])
    const res = await api.sell(
      sale(carId, { price: '5321', downPayment: '1000', instalments: { ...plan, count: 1 } }),
    )
    expect(res.statusCode).toBe(500)
    expect(await statusOf(carId)).toBe('in_stock')
    expect([await t.db.$count(sales), await t.db.$count(instalments), await t.db.$count(payments)]).toEqual([
      s0,
      i0,
      p0,
    ])
    await t.db.execute(sql`drop trigger kuruma_test_fail on instalments`)
    expect(
      (
        await api.sell(
          sale(carId, { price: '5321', downPayment: '1000', instalments: { ...plan, count: 1 } }),
        )
      ).statusCode,
    ).toBe(201)
  })

  it('400 naming the field', async () => {
    const { carId } = await api.addVehicle()
    const cases: [Record<string, unknown>, string][] = [
      [{ downPayment: '13000' }, 'downPayment'],
      [{ instalments: undefined }, 'instalments'],
      [{ instalments: { ...plan, count: 0 } }, 'instalments.count'],
      [{ instalments: { ...plan, frequency: 'daily' } }, 'instalments.frequency'],
      [{ instalments: { ...plan, firstDueDate: '2026-10-01' } }, 'instalments'],
      [{ price: '12.345' }, 'price'],
      [{ price: '0' }, 'price'],
      [{ date: '2026-02-30' }, 'date'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ currency: 'JPY', price: '1000.50', downPayment: '0' }, 'price'],
    ]
    for (const [overrides, field] of cases) {
      const res = await api.sell(sale(carId, overrides))
      expect(res.statusCode, field).toBe(400)
      expect(res.json().errors[field], `${field}: ${res.body}`).toBeDefined()
    }
    const pngDocument = await api.post('/api/car/sale', {
      ...sale(carId, { instalments: undefined, downPayment: '12000' }),
      document: samples.png(),
    })
    expect(pngDocument.statusCode).toBe(415)
    expect(await statusOf(carId)).toBe('in_stock')
  })

  it('404 for an unknown vehicle or customer', async () => {
    const { carId } = await api.addVehicle()
    expect((await api.sell(sale(999999))).statusCode).toBe(404)
    expect((await api.sell(sale(carId, { customerId: 999999 }))).statusCode).toBe(404)
    expect(await statusOf(carId)).toBe('in_stock')
  })

  it('403 for roles that may not sell', async () => {
    const { carId } = await api.addVehicle()
    for (const role of ['AgentStock', 'Accounts'] as const) {
      const { headers } = await t.as(role)
      expect((await api.sell(sale(carId), headers)).statusCode, role).toBe(403)
    }
    // An agent sells to customers of its own country only (the customer here is in Kenya).
    const japan = await t.as('AgentSales')
    const refused = await api.sell(sale(carId), japan.headers)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors.customerId).toEqual(['Unknown customer'])
    const agent = await t.as('AgentSales', { countryId: 4 })
    expect((await api.sell(sale(carId), agent.headers)).statusCode).toBe(201)
  })
})

describe('undoing a sale', () => {
  it('marks it reversed with its reason, puts the vehicle back in stock, and allows a new sale', async () => {
    const { carId } = await api.addVehicle()
    const sold = await api.sell(sale(carId))
    const res = await api.json('/api/car/undosale', { carId, reason: 'Buyer backed out', date: '2026-11-10' })
    expect(res.statusCode, res.body).toBe(200)
    expect(await statusOf(carId)).toBe('in_stock')
    const [row] = await salesOf(carId)
    expect(row).toMatchObject({
      id: sold.json().id,
      status: 'reversed',
      reversedOn: '2026-11-10',
      reverseReason: 'Buyer backed out',
    })
    expect((await api.payments(carId)).json().sale).toBeNull()
    expect((await api.sell(sale(carId))).statusCode).toBe(201)
    expect(await salesOf(carId)).toHaveLength(2)
  })

  it('400 without a reason or without a sale; 403 for non-admins', async () => {
    const { carId } = await api.addVehicle()
    expect((await api.json('/api/car/undosale', { carId, reason: 'x' })).statusCode).toBe(400)
    await api.sell(sale(carId))
    expect((await api.json('/api/car/undosale', { carId, reason: '' })).statusCode).toBe(400)
    for (const role of ['Admin', 'AgentSales', 'Accounts'] as const) {
      const { headers } = await t.as(role)
      expect((await api.json('/api/car/undosale', { carId, reason: 'x' }, headers)).statusCode, role).toBe(
        403,
      )
    }
    const superAdmin = await t.as('SuperAdmin')
    expect((await api.json('/api/car/undosale', { carId, reason: 'x' }, superAdmin.headers)).statusCode).toBe(
      200,
    )
  })
})

describe("a vehicle's profit in the base currency", () => {
  it('names each missing rate once, however many lines of its day need it', async () => {
    const { carId } = await api.addVehicle({ purchasePrice: '900000', purchaseDate: '2026-09-03' })
    await t.db.insert(expenses).values(
      ['transport', 'repair'].map((kind) => ({
        vehicleId: carId,
        date: '2026-09-03',
        kind,
        amount: '10000',
        currency: 'JPY',
      })),
    )
    await api.sell(sale(carId, { date: '2026-11-01' }))
    const { missing } = (await api.get(`/api/car/profit?CarId=${carId}`)).json()
    expect(missing).toEqual([{ currency: 'JPY', date: '2026-09-03' }])
  })

  it('converts each amount at its own date, and names a missing rate instead of guessing', async () => {
    const { carId } = await api.addVehicle({ purchasePrice: '1500000', purchaseDate: '2026-10-01' })
    await t.db
      .insert(expenses)
      .values({ vehicleId: carId, date: '2026-10-05', kind: 'transport', amount: '25000', currency: 'JPY' })
    const profit = () => api.get(`/api/car/profit?CarId=${carId}`)
    expect((await profit()).json()).toMatchObject({ base: 'USD', profit: null })
    await api.sell(sale(carId, { date: '2026-11-01' }))
    const missing = (await profit()).json()
    expect(missing.profit).toBeNull()
    expect(missing.missing).toEqual([
      { currency: 'JPY', date: '2026-10-01' },
      { currency: 'JPY', date: '2026-10-05' },
    ])
    const rate = (date: string, value: string) =>
      api.json('/api/exchangerates', { currency: 'JPY', date, rate: value })
    expect((await rate('2026-10-01', '0.0067')).statusCode).toBe(200)
    expect((await rate('2026-10-05', '0.0066')).statusCode).toBe(200)
    const res = (await profit()).json()
    expect(res.missing).toEqual([])
    expect(res.lines.map((l: { kind: string; converted: string }) => [l.kind, l.converted])).toEqual([
      ['sale', '12000.00'],
      ['purchase', '10050.00'],
      ['expense', '165.00'],
    ])
    expect(res.profit).toBe('1785.00')
    const agent = await t.as('AgentSales')
    expect((await api.get(`/api/car/profit?CarId=${carId}`, agent.headers)).statusCode).toBe(403)
  })
})
