import Decimal from 'decimal.js'
import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Shipment } from '../../../shared/shipments'
import { auditLog, expenses, shipmentCars, vehicles } from '../../db/schema'
import { multipart } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCustomer } from '../customers/customers.fakes'
import { fakeExportFile } from '../export-files/export-files.fakes'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVehicleFields } from '../vehicles/vehicles.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'
import { fakeBookingFields } from './shipments.fakes'

type Headers = Record<string, string>
let t: TestApp
let owner: { headers: Headers }
let admin: { headers: Headers }
let japan: { id: number }
let japan2: { id: number }
let kenya: { id: number }
let vendorId: number
const JAPAN = 1
const PAKISTAN = 2
const KENYA = 4

beforeAll(async () => {
  t = await createTestApp()
  owner = await t.as('MainAdmin')
  admin = await t.as('Admin')
  ;[japan, japan2, kenya] = await Promise.all([
    fakeStation(t.db, JAPAN),
    fakeStation(t.db, JAPAN),
    fakeStation(t.db, KENYA),
  ])
  vendorId = (await fakeVendor(t.db)).id
})
afterAll(() => t.close())

const addVehicle = async (overrides: Record<string, unknown> = {}) => {
  const form = multipart(fakeVehicleFields({ vendorId, stationId: japan.id }, overrides) as never)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/car/addedit?Id=0',
    payload: form.payload,
    headers: { ...owner.headers, ...form.headers },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id as number
}
/** A car Kenya admits until 31 December 2028 (first registered in 2021). */
const youngCar = (overrides: Record<string, unknown> = {}) =>
  addVehicle({ firstRegYear: 2021, firstRegMonth: 4, steering: 'Right', ...overrides })

const booking = (overrides: Record<string, unknown> = {}) => fakeBookingFields(kenya.id, overrides)
const book = async (overrides: Record<string, unknown> = {}, headers = owner.headers) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/shipments',
    headers,
    payload: booking(overrides),
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id as number
}
const get = async (id: number, headers = owner.headers) => {
  const res = await t.app.inject({ url: `/api/shipments/${id}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as Shipment
}
const addCar = (id: number, carId: number, extra: Record<string, unknown> = {}, headers = owner.headers) =>
  t.app.inject({ method: 'POST', url: `/api/shipments/${id}/cars`, headers, payload: { carId, ...extra } })
const addCost = (id: number, payload: Record<string, unknown>, headers = owner.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/shipments/${id}/costs`,
    headers,
    payload: { kind: 'freight', date: '2026-11-01', currency: 'USD', split: 'even', ...payload },
  })
const step = (id: number, status: string, date: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/shipments/${id}/steps`,
    headers: owner.headers,
    payload: { status, date },
  })
const arrive = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/shipments/${id}/arrival`, headers: owner.headers, payload })
const sumOf = (amounts: string[]) => amounts.reduce((s, a) => s.plus(a), new Decimal(0)).toFixed(2)
const carRow = async (id: number) => (await t.db.select().from(vehicles).where(eq(vehicles.id, id)))[0]!

describe('booking a shipment', () => {
  it('books one with its first step signed; the list finds it by booking number', async () => {
    const id = await book({ bookingNumber: 'NYK7788123' })
    const shipment = await get(id)
    expect(shipment).toMatchObject({
      reference: `SH-${String(id).padStart(6, '0')}`,
      status: 'booked',
      destinationCountryName: 'Kenya',
      loadingCountryName: 'Japan',
      cars: 0,
    })
    expect(shipment.events).toEqual([
      expect.objectContaining({ status: 'booked', userName: expect.any(String) }),
    ])
    const list = await t.app.inject({ url: '/api/shipments?q=NYK7788123&page=1', headers: owner.headers })
    expect(list.json().map((r: { id: number }) => r.id)).toEqual([id])
    expect(list.headers['x-total-count']).toBe('1')
  })

  it.each([
    ['eta', { etd: '2026-12-10', eta: '2026-12-01' }, 'ETA must be on or after ETD'],
    ['destinationStationId', { destinationStationId: 999999 }, 'Unknown station'],
    ['loadingCountryId', { loadingCountryId: 999999 }, 'Unknown country'],
    ['containerNumber', { mode: 'container' }, 'Container number is required'],
    ['shippingLine', { shippingLine: '' }, 'Shipping line is required'],
  ])('refuses a booking with a bad %s, naming it', async (field, overrides, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shipments',
      headers: owner.headers,
      payload: booking(overrides),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[field].join(' ')).toContain(message)
  })

  it('AgentSales reads shipments but cannot book one', async () => {
    const sales = await t.as('AgentSales')
    expect((await t.app.inject({ url: '/api/shipments', headers: sales.headers })).statusCode).toBe(200)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shipments',
      headers: sales.headers,
      payload: booking(),
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('cars on board and the destination rule', () => {
  it("refuses a car Kenya's rule would turn away at the ETA, naming the car, the rule and both dates", async () => {
    const id = await book({ eta: '2027-01-20' })
    const old = await addVehicle({ firstRegYear: 2019, firstRegMonth: 9, steering: 'Right' })
    const res = await addCar(id, old)
    expect(res.statusCode).toBe(409)
    const { stockNo } = await carRow(old)
    expect(res.json().message).toBe(
      `${stockNo} must arrive in Kenya by 2026-12-31 (8 years from first registration); the ETA is 2027-01-20`,
    )
    expect(res.json().errors.carId).toBeDefined()
    // Admin is not an owner: a reason does not let the car on.
    expect((await addCar(id, old, { overrideReason: 'Buyer waiting' }, admin.headers)).statusCode).toBe(403)
    const overridden = await addCar(id, old, { overrideReason: 'Vessel confirmed to berth on 28 December' })
    expect(overridden.statusCode, overridden.body).toBe(201)
    const shipment = await get(id)
    expect(shipment.carsOnBoard).toEqual([
      expect.objectContaining({
        vehicleId: old,
        lastSafeArrival: '2026-12-31',
        overrideReason: 'Vessel confirmed to berth on 28 December',
        risk: expect.stringContaining('2026-12-31'),
      }),
    ])
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shipments'), eq(auditLog.action, 'add car against its rule')))
    expect(JSON.stringify(audit!.after)).toContain('Vessel confirmed')
  })

  it('a later ETA lists the cars it puts at risk', async () => {
    const id = await book({ eta: '2026-12-20' })
    const car = await addVehicle({ firstRegYear: 2019, firstRegMonth: 1, steering: 'Right' })
    expect((await addCar(id, car)).statusCode).toBe(201)
    expect((await get(id)).carsOnBoard[0]!.risk).toBeNull()
    const current = await get(id)
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/shipments/${id}`,
      headers: owner.headers,
      payload: booking({ bookingNumber: current.bookingNumber, eta: '2027-01-05', version: current.version }),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().carsOnBoard[0].risk).toContain('the ETA is 2027-01-05')
  })

  it('refuses a sold car, a car on an open shipment and a car in another country, naming carId', async () => {
    const id = await book()
    const sold = await youngCar()
    await t.db.update(vehicles).set({ status: 'sold' }).where(eq(vehicles.id, sold))
    const onBoard = await youngCar()
    expect((await addCar(await book(), onBoard)).statusCode).toBe(201)
    const abroad = await youngCar({ stationId: kenya.id })
    for (const [carId, status, text] of [
      [sold, 400, 'sold'],
      [onBoard, 409, 'already on shipment'],
      [abroad, 400, 'another country'],
      [999999, 400, 'Unknown vehicle'],
    ] as const) {
      const res = await addCar(id, carId)
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json().errors.carId.join(' ')).toContain(text)
    }
  })

  it('one car added to two shipments at once: exactly one wins', async () => {
    const [a, b] = [await book(), await book()]
    const car = await youngCar()
    const results = await Promise.all([addCar(a, car), addCar(b, car)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
    const rows = await t.db.select().from(shipmentCars).where(eq(shipmentCars.vehicleId, car))
    expect(rows).toHaveLength(1)
  })
})

describe('shared costs', () => {
  it('splits evenly, by value and by m³ to the last cent, and again when a car joins or leaves', async () => {
    const id = await book()
    const dims = { lengthMm: 4575, widthMm: 1760, heightMm: 1470 }
    const cars = [
      await youngCar({ purchasePrice: '1000000', ...dims }),
      await youngCar({ purchasePrice: '1500000', lengthMm: 4330, widthMm: 1695, heightMm: 1525 }),
      await youngCar({ purchasePrice: '2000003', lengthMm: 3995, widthMm: 1695, heightMm: 1500 }),
    ]
    for (const car of cars) expect((await addCar(id, car)).statusCode).toBe(201)
    for (const [split, amount] of [
      ['even', '100.00'],
      ['value', '1234.57'],
      ['volume', '999.99'],
    ] as const)
      expect((await addCost(id, { split, amount })).statusCode).toBe(201)
    const shares = (s: Shipment) => s.costs.map((c) => c.shares.map((x) => x.amount))
    let shipment = await get(id)
    expect(shares(shipment)[0]).toEqual(['33.34', '33.33', '33.33'])
    for (const c of shipment.costs) expect(sumOf(c.shares.map((x) => x.amount))).toBe(c.amount)
    // By value: 1,000,000 / 1,500,000 / 2,000,003 of 1,234.57.
    expect(shares(shipment)[1]).toEqual(['274.35', '411.52', '548.70'])

    // Each share is an expense of its car, which the expenses screen cannot change on its own.
    const [share] = await t.db
      .select()
      .from(expenses)
      .where(and(eq(expenses.vehicleId, cars[0]!), isNotNull(expenses.shipmentCostId)))
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/car/deleteexpense',
      headers: owner.headers,
      payload: { id: share!.id },
    })
    expect(del.statusCode).toBe(409)

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/shipments/${id}/cars/${cars[1]}`,
      headers: owner.headers,
    })
    expect(removed.statusCode, removed.body).toBe(200)
    shipment = await get(id)
    expect(shares(shipment)[0]).toEqual(['50.00', '50.00'])
    for (const c of shipment.costs) expect(sumOf(c.shares.map((x) => x.amount))).toBe(c.amount)
    expect(await t.db.select().from(expenses).where(eq(expenses.vehicleId, cars[1]!))).toEqual([])
    // The audit keeps the shares the removal left.
    const [removal] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'shipments'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'remove car'),
        ),
      )
    expect(JSON.stringify(removal!.after)).toContain('"amount":"50.00"')

    const fourth = await youngCar({ purchasePrice: '999999', lengthMm: 4000, widthMm: 1700, heightMm: 1500 })
    expect((await addCar(id, fourth)).statusCode).toBe(201)
    shipment = await get(id)
    expect(shares(shipment)[0]).toEqual(['33.34', '33.33', '33.33'])
    for (const c of shipment.costs) expect(sumOf(c.shares.map((x) => x.amount))).toBe(c.amount)
  })

  it('splits yen to the yen, and refuses an m³ split when a car has no dimensions', async () => {
    const id = await book()
    for (let i = 0; i < 3; i++) expect((await addCar(id, await youngCar())).statusCode).toBe(201)
    expect((await addCost(id, { currency: 'JPY', amount: '100000' })).statusCode).toBe(201)
    expect((await get(id)).costs[0]!.shares.map((s) => s.amount)).toEqual([
      '33334.00',
      '33333.00',
      '33333.00',
    ])
    const res = await addCost(id, { split: 'volume', amount: '500' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.split.join(' ')).toContain('has no dimensions')
  })

  it.each([
    ['0', 'greater than 0'],
    ['-5', 'negative'],
  ])('refuses a cost of %s, naming amount', async (amount, text) => {
    const res = await addCost(await book(), { amount })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.amount.join(' ')).toContain(text)
  })
})

describe('arrival', () => {
  const sailed = async (cars: number[]) => {
    const id = await book()
    for (const car of cars) expect((await addCar(id, car)).statusCode).toBe(201)
    for (const car of cars) await fakeExportFile(t.db, car)
    expect((await step(id, 'loaded', '2026-11-02')).statusCode).toBe(200)
    expect((await step(id, 'sailed', '2026-11-05')).statusCode).toBe(200)
    return id
  }

  it('moves every car to the destination, or none when one is refused', async () => {
    const [a, b] = [
      await youngCar({ purchasePrice: '1500000' }),
      await youngCar({ purchasePrice: '1000000' }),
    ]
    // b moved within Japan on the 20th: an arrival dated before that cannot move it.
    const within = await t.app.inject({
      method: 'POST',
      url: '/api/car/move',
      headers: owner.headers,
      payload: { carId: b, toStationId: japan2.id, date: '2026-11-20', rate: '1', moveExpenses: '0' },
    })
    expect(within.statusCode, within.body).toBe(200)
    const id = await sailed([a, b])
    expect((await addCost(id, { amount: '1000.00', split: 'value' })).statusCode).toBe(201)

    const missingRate = await arrive(id, { date: '2026-11-25', rates: {} })
    expect(missingRate.statusCode).toBe(400)
    expect(missingRate.json().errors['rates.JPY']).toBeDefined()

    const early = await arrive(id, { date: '2026-11-15', rates: { JPY: '0.87' } })
    expect(early.statusCode).toBe(400)
    expect(early.json().message).toContain((await carRow(b)).stockNo)
    expect((await carRow(a)).stationId).toBe(japan.id)
    expect((await get(id)).status).toBe('sailed')

    const res = await arrive(id, { date: '2026-11-25', rates: { JPY: '0.87' } })
    expect(res.statusCode, res.body).toBe(200)
    expect(await carRow(a)).toMatchObject({ stationId: kenya.id, costCurrency: 'KES', cost: '1305000.00' })
    expect(await carRow(b)).toMatchObject({ stationId: kenya.id, costCurrency: 'KES', cost: '870000.00' })
    const shipment = await get(id)
    expect(shipment).toMatchObject({ status: 'arrived', arrivedOn: '2026-11-25' })
    expect(shipment.events.map((e) => e.status)).toEqual(['booked', 'loaded', 'sailed', 'arrived'])
    // Its freight share is on the car's cost sheet.
    const sheet = await t.app.inject({ url: `/api/car/costsheet/${a}`, headers: owner.headers })
    expect(sheet.statusCode, sheet.body).toBe(200)
    expect(sheet.json().lines).toContainEqual(
      expect.objectContaining({ label: 'Expense: shipping', amount: '600.00', currency: 'USD' }),
    )
    // Arrived, the cars may board another shipment.
    expect(
      (await addCar(await book({ destinationStationId: japan.id, loadingCountryId: KENYA }), a)).statusCode,
    ).toBe(201)
  })

  it('loads only cars deregistered and inspected as Kenya requires; an owner may load them anyway, audited', async () => {
    const id = await book()
    const [ready, bare] = [await youngCar(), await youngCar()]
    for (const car of [ready, bare]) expect((await addCar(id, car)).statusCode).toBe(201)
    await fakeExportFile(t.db, ready)
    await fakeExportFile(t.db, bare, { deregIssuedOn: null, inspectionResult: null, inspectedOn: null })
    const refused = await step(id, 'loaded', '2026-11-02')
    expect(refused.statusCode).toBe(409)
    const { stockNo } = await carRow(bare)
    expect(refused.json().errors.status).toEqual([
      `${stockNo}: not deregistered for export`,
      `${stockNo}: no valid inspection by QISJ (appointed inspection company in Japan)`,
    ])
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${id}/steps`,
      headers: admin.headers,
      payload: { status: 'loaded', date: '2026-11-02', overrideReason: 'Papers on the way' },
    })
    expect(asAdmin.statusCode).toBe(403)
    const overridden = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${id}/steps`,
      headers: owner.headers,
      payload: {
        status: 'loaded',
        date: '2026-11-02',
        overrideReason: 'Certificate issued today, scan to follow',
      },
    })
    expect(overridden.statusCode, overridden.body).toBe(200)
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'loaded against the gate')))
    expect(JSON.stringify(audit!.after)).toContain('Certificate issued today')
  })

  it('loads a sold car only when paid as its terms require by the loading day; an owner may load it anyway, audited', async () => {
    const [id, paidUp] = [await book(), await book()]
    const [car, other] = [await youngCar(), await youngCar()]
    expect((await addCar(id, car)).statusCode).toBe(201)
    expect((await addCar(paidUp, other)).statusCode).toBe(201)
    await fakeExportFile(t.db, car)
    await fakeExportFile(t.db, other)
    // Sold on board: 400,000 down, then 300,000 due on 20 November and 300,000 on 20 December.
    const customer = await fakeCustomer(t.db, 'KES')
    for (const carId of [car, other]) {
      const sold = await t.app.inject({
        method: 'POST',
        url: '/api/car/sale',
        headers: owner.headers,
        payload: {
          carId,
          customerId: customer.id,
          date: '2026-11-01',
          price: '1000000',
          downPayment: '400000',
          instalments: { count: 2, frequency: 'monthly', firstDueDate: '2026-11-20' },
        },
      })
      expect(sold.statusCode, sold.body).toBe(201)
    }
    const { stockNo } = await carRow(car)
    const refused = await step(id, 'loaded', '2026-11-21')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().errors.status).toEqual([`${stockNo}: KES 300,000.00 due by 2026-11-21 not paid`])
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${id}/steps`,
      headers: admin.headers,
      payload: { status: 'loaded', date: '2026-11-21', overrideReason: 'Buyer pays on Monday' },
    })
    expect(asAdmin.statusCode).toBe(403)
    const overridden = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${id}/steps`,
      headers: owner.headers,
      payload: { status: 'loaded', date: '2026-11-21', overrideReason: 'Letter of credit confirmed' },
    })
    expect(overridden.statusCode, overridden.body).toBe(200)
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'loaded against the gate')))
    expect(audit!.after).toMatchObject({
      overrideReason: 'Letter of credit confirmed',
      gaps: [`${stockNo}: KES 300,000.00 due by 2026-11-21 not paid`],
    })

    // Paid what was due by the day (December's instalment is not): it loads.
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/car/AddTermPayment',
      headers: owner.headers,
      payload: { carId: other, direction: 'in', amount: '300000', date: '2026-11-20', method: 'bank' },
    })
    expect(paid.statusCode, paid.body).toBe(201)
    const loaded = await step(paidUp, 'loaded', '2026-11-21')
    expect(loaded.statusCode, loaded.body).toBe(200)
  })

  it('comes after sailing only', async () => {
    const id = await book()
    const res = await arrive(id, { date: '2026-11-25', rates: {} })
    expect(res.statusCode).toBe(409)
  })
})

describe('who sees what', () => {
  it("Kenya's branch sees a shipment arriving there without Japanese purchase prices; Pakistan's does not", async () => {
    const id = await book()
    expect((await addCar(id, await youngCar())).statusCode).toBe(201)
    const nairobi = await t.as('AgentStock', { countryId: KENYA })
    const seen = await get(id, nairobi.headers)
    expect(seen.carsOnBoard[0]).toMatchObject({ purchasePrice: null, purchaseCurrency: null })
    expect((await get(id)).carsOnBoard[0]!.purchasePrice).toBe('1500000.00')
    const karachi = await t.as('AgentStock', { countryId: PAKISTAN })
    expect((await t.app.inject({ url: `/api/shipments/${id}`, headers: karachi.headers })).statusCode).toBe(
      404,
    )
    const list = await t.app.inject({ url: '/api/shipments?pageSize=500', headers: karachi.headers })
    expect(list.json().map((r: { id: number }) => r.id)).not.toContain(id)
  })
})
