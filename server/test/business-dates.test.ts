import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../../shared/dates'
import { expenses, moves, payments, sales } from '../db/schema'
import { fakeCustomer } from '../features/customers/customers.fakes'
import { moneyApi } from '../features/sales/money.fakes'
import { fakeStation } from '../features/stations/stations.fakes'
import { createTestApp, type TestApp } from './test-app'

/**
 * A vehicle's dates follow its life: a sale on or after its purchase and its last move; expenses,
 * moves and payments within its life (payments in after the sale); nothing after today. A date out of
 * order answers 400 naming the field and the bound, and nothing is stored — a sale dated before its
 * purchase would otherwise land in an earlier month's revenue and profit.
 */
let t: TestApp
let money: ReturnType<typeof moneyApi>
let customerId: number
const today = todayIn('Asia/Tokyo')
const tomorrow = addDays(today, 1)

beforeAll(async () => {
  t = await createTestApp()
  money = moneyApi(t, (await t.as('SuperAdmin')).headers)
  customerId = (await fakeCustomer(t.db, 'JPY', 1)).id
})
afterAll(() => t.close())

/** A vehicle bought on 2026-10-01 and moved within Japan on 2026-10-15. */
const movedVehicle = async () => {
  const { carId } = await money.addVehicle({ purchaseDate: '2026-10-01' })
  const to = await fakeStation(t.db, 1)
  const move = await money.json('/api/car/move', { carId, toStationId: to.id, date: '2026-10-15', rate: '1' })
  expect(move.statusCode, move.body).toBe(200)
  return carId
}

const rows = async (carId: number) => ({
  sales: (await t.db.select({ n: count() }).from(sales).where(eq(sales.vehicleId, carId)))[0]!.n,
  expenses: (await t.db.select({ n: count() }).from(expenses).where(eq(expenses.vehicleId, carId)))[0]!.n,
  moves: (await t.db.select({ n: count() }).from(moves).where(eq(moves.vehicleId, carId)))[0]!.n,
  payments: (await t.db.select({ n: count() }).from(payments).where(eq(payments.vehicleId, carId)))[0]!.n,
})

const refused = async (res: { statusCode: number; json: () => unknown }, field: string, message: string) => {
  expect(res.statusCode).toBe(400)
  expect((res.json() as { errors: Record<string, string[]> }).errors).toEqual({ [field]: [message] })
}

describe('business dates follow the vehicle', () => {
  const sell = (carId: number, date: string) =>
    money.sell({ carId, customerId, date, price: '2000000', downPayment: '2000000' })

  it.each([
    ['2026-09-30', 'Date cannot be before the purchase (2026-10-01)'],
    ['2026-10-14', 'Date cannot be before the last move (2026-10-15)'],
    [tomorrow, `Date cannot be after today (${today})`],
    ['2031-01-01', `Date cannot be after today (${today})`],
  ])('a sale dated %s is refused: %s', async (date, message) => {
    const carId = await movedVehicle()
    const before = await rows(carId)
    await refused(await sell(carId, date), 'date', message)
    expect(await rows(carId)).toEqual(before)
    expect((await sell(carId, '2026-10-15')).statusCode).toBe(201)
  })

  it('expenses and moves stay within the life: not before the purchase or the last move, not after today', async () => {
    const carId = await movedVehicle()
    const expense = (date: string) =>
      money.post('/api/car/addeditexpense?Id=0', {
        carId,
        date,
        kind: 'repair',
        amount: '5000',
        currency: 'JPY',
      })
    await refused(await expense('2026-09-30'), 'date', 'Date cannot be before the purchase (2026-10-01)')
    await refused(await expense('2029-06-01'), 'date', `Date cannot be after today (${today})`)
    expect((await expense('2026-10-01')).statusCode).toBe(201)
    const to = await fakeStation(t.db, 1)
    const move = (date: string) => money.json('/api/car/move', { carId, toStationId: to.id, date, rate: '1' })
    await refused(await move('2026-10-10'), 'date', 'Date cannot be before the last move (2026-10-15)')
    await refused(await move(tomorrow), 'date', `Date cannot be after today (${today})`)
    expect(await rows(carId)).toMatchObject({ expenses: 1, moves: 1 })
  })

  it('payments out start at the purchase, payments in at the sale; none after today', async () => {
    const carId = await movedVehicle()
    const pay = (direction: 'in' | 'out', date: string) =>
      money.pay({ carId, direction, amount: '1000', date })
    await refused(await pay('out', '2026-09-15'), 'date', 'Date cannot be before the purchase (2026-10-01)')
    await refused(await pay('out', tomorrow), 'date', `Date cannot be after today (${today})`)
    expect((await pay('out', '2026-10-02')).statusCode).toBe(201)
    const sale = await money.sell({
      carId,
      customerId,
      date: '2026-11-01',
      price: '2000000',
      downPayment: '500000',
      instalments: { count: 2, frequency: 'monthly', firstDueDate: '2026-12-01' },
    })
    expect(sale.statusCode, sale.body).toBe(201)
    await refused(await pay('in', '2026-10-31'), 'date', 'Date cannot be before the sale (2026-11-01)')
    expect((await pay('in', '2026-11-01')).statusCode).toBe(201)
    const undo = (date: string) => money.json('/api/car/undosale', { carId, reason: 'Buyer withdrew', date })
    await refused(await undo('2026-10-20'), 'date', 'Date cannot be before the sale (2026-11-01)')
    await refused(await undo(tomorrow), 'date', `Date cannot be after today (${today})`)
  })

  it('a purchase is never after today, nor after what is already recorded on the vehicle', async () => {
    const future = await money.post('/api/car/addedit?Id=0', {
      chassisNo: 'ZVW30-7770001',
      model: 'Toyota Prius',
      vendorId: (await money.addVehicle()).vendorId,
      stationId: (await fakeStation(t.db, 1)).id,
      purchaseDate: '2030-01-01',
      purchasePrice: '1000000',
    })
    await refused(future, 'purchaseDate', `Purchase date cannot be after today (${today})`)
    const carId = await movedVehicle()
    const car = (await money.get(`/api/car/GetAll/${carId}`)).json()
    const edit = await money.post(`/api/car/addedit?Id=${carId}`, {
      chassisNo: car.chassisNo,
      model: car.model,
      vendorId: car.vendorId,
      stationId: car.stationId,
      purchaseDate: '2026-10-20',
      purchasePrice: car.purchasePrice,
    })
    await refused(
      edit,
      'purchaseDate',
      'Purchase date cannot be after the first expense, move, sale or payment recorded on it (2026-10-15)',
    )
  })
})
