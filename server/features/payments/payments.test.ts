import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCustomer } from '../customers/customers.fakes'
import { moneyApi } from '../sales/money.fakes'

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

const soldVehicle = async (
  overrides: Record<string, unknown> = {},
  vehicle: Record<string, unknown> = {},
) => {
  const { carId } = await api.addVehicle(vehicle)
  const res = await api.sell({
    carId,
    customerId,
    date: '2026-11-01',
    price: '12000',
    downPayment: '3000',
    instalments: { count: 3, frequency: 'monthly', firstDueDate: '2026-12-01' },
    ...overrides,
  })
  expect(res.statusCode, res.body).toBe(201)
  return carId
}

describe('paying the vendor (out)', () => {
  it('records payments with fresh receipt numbers until the purchase is paid; more is refused', async () => {
    const { carId } = await api.addVehicle({ purchasePrice: '1500000' })
    const first = await api.pay({
      carId,
      direction: 'out',
      amount: '1000000',
      place: 'Tokyo',
      method: 'bank',
    })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toEqual({
      id: expect.any(Number),
      receiptNo: expect.stringMatching(/^RC-2026-\d{6}$/),
      message: 'Payment Added Successfully',
    })
    const over = await api.pay({ carId, direction: 'out', amount: '600000' })
    expect(over.statusCode).toBe(400)
    expect(over.json().errors.amount).toBeDefined()
    expect(over.json().message).toContain('JPY 500,000')
    const second = await api.pay({ carId, direction: 'out', amount: '500000', currency: 'jpy' })
    expect(second.statusCode).toBe(201)
    expect(second.json().receiptNo).not.toBe(first.json().receiptNo)
    const money = (await api.payments(carId)).json()
    expect(money.pending.out).toEqual({
      currency: 'JPY',
      total: '1500000.00',
      paid: '1500000.00',
      pending: '0.00',
    })
    expect(
      money.payments.map((p: { direction: string; place: string | null }) => [p.direction, p.place]),
    ).toEqual([
      ['out', 'Tokyo'],
      ['out', null],
    ])
    expect((await api.pay({ carId, direction: 'out', amount: '1' })).statusCode).toBe(400)
    const pdf = await api.get(`/api/car/receipt/${first.json().id}`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toContain('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await api.get('/api/car/receipt/999999')).statusCode).toBe(404)
  })

  it('an advance may exceed what is pending', async () => {
    const { carId } = await api.addVehicle({ purchasePrice: '1000' })
    const res = await api.post('/api/car/AddTermPayment', {
      carId,
      direction: 'out',
      amount: '1500',
      date: '2026-11-01',
      method: 'cheque',
      chequeNo: 'CHQ-0042',
      isAdvance: 'true',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect((await api.payments(carId)).json().pending.out.pending).toBe('-500.00')
  })

  it('400 naming the field: other currency, yen cents, cheque without number, bad direction, zero', async () => {
    const { carId } = await api.addVehicle()
    const cases: [Record<string, unknown>, string][] = [
      [{ currency: 'USD' }, 'currency'],
      [{ amount: '100.5' }, 'amount'],
      [{ amount: '0' }, 'amount'],
      [{ method: 'cheque' }, 'chequeNo'],
      [{ method: 'barter' }, 'method'],
      [{ direction: 'sideways' }, 'direction'],
      [{ date: '2026-13-01' }, 'date'],
    ]
    for (const [overrides, field] of cases) {
      const res = await api.pay({ carId, direction: 'out', amount: '1000', ...overrides })
      expect(res.statusCode, field).toBe(400)
      expect(res.json().errors[field], `${field}: ${res.body}`).toBeDefined()
    }
    expect((await api.pay({ carId: 999999, direction: 'out', amount: '1000' })).statusCode).toBe(404)
  })
})

describe('payments from the customer (in)', () => {
  it('are refused before the sale', async () => {
    const { carId } = await api.addVehicle()
    const res = await api.pay({ carId, direction: 'in', amount: '100' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.direction).toBeDefined()
  })

  it('pay the schedule in order; above what is pending is 400 unless an advance', async () => {
    const carId = await soldVehicle()
    expect((await api.pay({ carId, direction: 'in', amount: '3000', date: '2026-11-20' })).statusCode).toBe(
      201,
    )
    const money = (await api.payments(carId)).json()
    expect(money.schedule.map((l: { status: string }) => l.status)).toEqual(['paid', 'paid', 'due', 'due'])
    expect(money.pending.in.pending).toBe('6000.00')
    expect((await api.pay({ carId, direction: 'in', amount: '6000.01' })).statusCode).toBe(400)
    expect((await api.pay({ carId, direction: 'in', amount: '5000', currency: 'EUR' })).statusCode).toBe(400)
    expect((await api.pay({ carId, direction: 'in', amount: '7000', isAdvance: true })).statusCode).toBe(201)
    expect((await api.payments(carId)).json().pending.in.pending).toBe('-1000.00')
  })

  it('marks unpaid instalments past their due date overdue', async () => {
    const carId = await soldVehicle(
      { date: '2025-01-01', instalments: { count: 2, frequency: 'weekly', firstDueDate: '2025-01-08' } },
      { purchaseDate: '2024-12-01' },
    )
    await api.pay({ carId, direction: 'in', amount: '5000', date: '2025-01-08' })
    const lines = (await api.payments(carId)).json().schedule
    expect(lines.map((l: { status: string; paid: string }) => [l.status, l.paid])).toEqual([
      ['paid', '3000.00'],
      ['paid', '4500.00'],
      ['overdue', '500.00'],
    ])
  })

  it('a vehicle with payments cannot be deleted', async () => {
    const { carId } = await api.addVehicle()
    await api.pay({ carId, direction: 'out', amount: '1000' })
    const res = await api.json('/api/car/delete', { id: carId })
    expect(res.statusCode).toBe(409)
  })
})

describe('who may record payments', () => {
  it('in: sales side and Accounts; out: SuperAdmin, MainAdmin, Accounts', async () => {
    const carId = await soldVehicle()
    const pay = async (role: 'AgentSales' | 'AgentStock' | 'Accounts' | 'Admin', direction: 'in' | 'out') =>
      (await api.pay({ carId, direction, amount: '10' }, (await t.as(role)).headers)).statusCode
    expect(await pay('AgentSales', 'in')).toBe(201)
    expect(await pay('AgentSales', 'out')).toBe(403)
    expect(await pay('Admin', 'out')).toBe(403)
    expect(await pay('AgentStock', 'in')).toBe(403)
    expect(await pay('Accounts', 'out')).toBe(201)
    expect(await pay('Accounts', 'in')).toBe(201)
    const anon = await t.app.inject({ url: `/api/car/TermPayments?CarId=${carId}` })
    expect(anon.statusCode).toBe(401)
  })
})
