import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '../../../shared/roles'
import { auditLog, expenses, files, vehicles } from '../../db/schema'
import { multipart, samples } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVehicleFields } from '../vehicles/vehicles.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'

type Headers = Record<string, string>
let t: TestApp
let admin: { headers: Headers }
let refs: { vendorId: number; stationId: number }
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.as('MainAdmin')
  const [vendor, station] = await Promise.all([fakeVendor(t.db), fakeStation(t.db)])
  refs = { vendorId: vendor.id, stationId: station.id }
})
afterAll(() => t.close())

const post = (url: string, fields: Record<string, unknown>, headers = admin.headers) => {
  const form = multipart(fields as never)
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  })
}
const addVehicle = async () =>
  (await post('/api/car/addedit?Id=0', fakeVehicleFields(refs))).json().id as number
const expense = (carId: number, overrides: Record<string, unknown> = {}) => ({
  carId,
  date: '2026-10-05',
  kind: 'auction fee',
  amount: '25000',
  details: 'USS Tokyo',
  ...overrides,
})
const addExpense = (carId: number, overrides: Record<string, unknown> = {}, headers = admin.headers) =>
  post('/api/car/addeditexpense?Id=0', expense(carId, overrides), headers)
const listOf = async (carId: number, headers = admin.headers) =>
  t.app.inject({ url: `/api/car/expenses?carId=${carId}`, headers })
const uploads = () => readdirSync(join(t.config.dataDir, 'uploads')).length

describe('adding an expense', () => {
  it("stores it in the vehicle's purchase currency by default, with a PDF receipt behind a signed URL", async () => {
    const carId = await addVehicle()
    const res = await addExpense(carId, { receipt: samples.pdf() })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ id: expect.any(Number), message: 'Expense Added Successfully' })
    const [row] = (await listOf(carId)).json()
    expect(row).toMatchObject({
      id: res.json().id,
      carId,
      date: '2026-10-05',
      kind: 'auction fee',
      amount: '25000.00',
      currency: 'JPY',
      details: 'USS Tokyo',
      receiptName: 'doc.pdf',
      receiptType: 'application/pdf',
      createdByName: expect.stringContaining('MainAdmin'),
    })
    const receipt = await t.app.inject({ url: row.receiptUrl })
    expect(receipt.statusCode).toBe(200)
    expect(receipt.headers['content-type']).toContain('application/pdf')
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'expenses'), eq(auditLog.entityId, String(row.id))))
    expect(audit.map((a) => a.action)).toEqual(['create'])
  })

  it('takes JSON too, a given currency, an image receipt, and a kind in any case', async () => {
    const carId = await addVehicle()
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/Car/AddEditExpense?Id=0',
      headers: admin.headers,
      payload: expense(carId, { kind: 'Transport', amount: '1,200.5', currency: 'usd' }),
    })
    expect(json.statusCode).toBe(201)
    const png = await addExpense(carId, { kind: 'repair', receipt: samples.png() })
    expect(png.statusCode).toBe(201)
    const rows = (await listOf(carId)).json()
    expect(rows[0]).toMatchObject({ kind: 'transport', amount: '1200.50', currency: 'USD', receiptUrl: null })
    expect(rows[1]).toMatchObject({ kind: 'repair', receiptType: 'image/png' })
  })

  it('400 naming the field', async () => {
    const carId = await addVehicle()
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '05/10/2026' }, 'date'],
      [{ date: '2026-02-30' }, 'date'],
      [{ kind: 'bribe' }, 'kind'],
      [{ amount: '12.345' }, 'amount'],
      [{ amount: '0' }, 'amount'],
      [{ amount: '-5' }, 'amount'],
      [{ amount: '' }, 'amount'],
      [{ currency: 'YE' }, 'currency'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ amount: '100.5' }, 'amount'],
      [{ carId: '' }, 'carId'],
      [{ details: 'x'.repeat(2001) }, 'details'],
    ]
    for (const [overrides, field] of cases) {
      const res = await addExpense(carId, overrides)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().errors[field], field).toBeDefined()
    }
    expect((await listOf(carId)).json()).toEqual([])
  })

  it('404 for an unknown vehicle', async () => {
    const res = await addExpense(999999)
    expect(res.statusCode).toBe(404)
  })

  it('415 for a receipt that is neither image nor PDF, 413 above 10 MB, and nothing is saved', async () => {
    const carId = await addVehicle()
    const before = { uploads: uploads(), files: (await t.db.select().from(files)).length }
    const fake = await addExpense(carId, { receipt: samples.fakePng() })
    expect(fake.statusCode).toBe(415)
    expect(fake.json().errors.receipt).toBeDefined()
    const huge = await addExpense(carId, { receipt: samples.huge() })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().errors.receipt).toBeDefined()
    expect((await listOf(carId)).json()).toEqual([])
    expect(uploads()).toBe(before.uploads)
    expect((await t.db.select().from(files)).length).toBe(before.files)
  })
})

describe('reading expenses', () => {
  it('lists a vehicle’s expenses in date order; Id gives a one-element array; 404 and 400 otherwise', async () => {
    const carId = await addVehicle()
    const later = (await addExpense(carId, { date: '2026-11-20' })).json().id
    const earlier = (await addExpense(carId, { date: '2026-10-02' })).json().id
    await addExpense(await addVehicle())
    expect((await listOf(carId)).json().map((e: { id: number }) => e.id)).toEqual([earlier, later])
    const one = await t.app.inject({ url: `/api/car/expenses?Id=${later}`, headers: admin.headers })
    expect(one.json()).toHaveLength(1)
    expect(one.json()[0]).toMatchObject({ id: later, date: '2026-11-20' })
    const missing = await t.app.inject({ url: '/api/car/expenses?Id=999999', headers: admin.headers })
    expect(missing.statusCode).toBe(404)
    expect((await listOf(999999)).statusCode).toBe(404)
    const neither = await t.app.inject({ url: '/api/car/expenses', headers: admin.headers })
    expect(neither.statusCode).toBe(400)
    expect(neither.json().errors.carId).toBeDefined()
  })

  it('keeps totals per currency: yen and dollars are never added into one number', async () => {
    const carId = await addVehicle()
    await addExpense(carId, { amount: '50000' })
    await addExpense(carId, { amount: '25000', currency: 'JPY' })
    await addExpense(carId, { amount: '350', currency: 'USD', kind: 'shipping' })
    await addExpense(carId, { amount: '0.1', currency: 'USD' })
    await addExpense(carId, { amount: '0.2', currency: 'USD' })
    const totals = await t.app.inject({
      url: `/api/car/expenses/totals?carId=${carId}`,
      headers: admin.headers,
    })
    expect(totals.json()).toEqual([
      { currency: 'JPY', amount: '75000.00' },
      { currency: 'USD', amount: '350.30' },
    ])
    const vehicle = await t.app.inject({ url: `/api/car/GetAll/${carId}`, headers: admin.headers })
    expect(vehicle.json().expenses).toEqual(totals.json())
    const none = await t.app.inject({
      url: `/api/car/expenses/totals?carId=${await addVehicle()}`,
      headers: admin.headers,
    })
    expect(none.json()).toEqual([])
    const unknown = await t.app.inject({
      url: '/api/car/expenses/totals?carId=999999',
      headers: admin.headers,
    })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('updating and deleting', () => {
  it('updates with the id in the body, keeps the receipt unless a new one comes, and audits', async () => {
    const carId = await addVehicle()
    const id = (await addExpense(carId, { receipt: samples.png() })).json().id
    const first = (await listOf(carId)).json()[0]
    const res = await post('/api/car/addeditexpense', expense(carId, { id, amount: '30000', kind: 'repair' }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ id, message: 'Expense Updated Successfully' })
    const updated = (await listOf(carId)).json()[0]
    expect(updated).toMatchObject({ id, amount: '30000.00', kind: 'repair', currency: 'JPY' })
    expect(updated.receiptName).toBe(first.receiptName)
    await post('/api/car/addeditexpense', expense(carId, { Id: id, receipt: samples.pdf() }))
    expect((await listOf(carId)).json()[0]).toMatchObject({ receiptType: 'application/pdf' })
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'expenses'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update'])
    expect(audit[1]!.before).toMatchObject({ amount: '25000.00' })
    expect(audit[1]!.after).toMatchObject({ amount: '30000.00' })
  })

  it('404 for an unknown expense; 400 when the update names another vehicle', async () => {
    const carId = await addVehicle()
    const id = (await addExpense(carId)).json().id
    const unknown = await post('/api/car/addeditexpense', expense(carId, { id: 999999 }))
    expect(unknown.statusCode).toBe(404)
    const other = await post('/api/car/addeditexpense', expense(await addVehicle(), { id }))
    expect(other.statusCode).toBe(400)
    expect(other.json().errors.carId).toBeDefined()
  })

  it('a bad receipt on update changes nothing', async () => {
    const carId = await addVehicle()
    const id = (await addExpense(carId)).json().id
    const before = await t.db.select().from(expenses).where(eq(expenses.id, id))
    const res = await post(
      '/api/car/addeditexpense',
      expense(carId, { id, amount: '1', receipt: samples.fakePng() }),
    )
    expect(res.statusCode).toBe(415)
    expect(await t.db.select().from(expenses).where(eq(expenses.id, id))).toEqual(before)
  })

  it('deletes an expense (audited); 404 for an unknown one', async () => {
    const carId = await addVehicle()
    const id = (await addExpense(carId)).json().id
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/car/deleteexpense',
      headers: admin.headers,
      payload: { id },
    })
    expect(del.statusCode).toBe(200)
    expect(del.json()).toEqual({ message: 'Expense Deleted Successfully' })
    expect((await listOf(carId)).json()).toEqual([])
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/car/deleteexpense',
      headers: admin.headers,
      payload: { id },
    })
    expect(again.statusCode).toBe(404)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'expenses'), eq(auditLog.entityId, String(id))))
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete'])
  })
})

describe('permissions (shared/permissions.ts: expenses)', () => {
  const signedIn = async (role: Role) => (await t.as(role)).headers

  it('every role may read; AgentSales may not add or edit; AgentStock may add but not delete', async () => {
    const carId = await addVehicle()
    const id = (await addExpense(carId)).json().id
    for (const role of [
      'SuperAdmin',
      'MainAdmin',
      'Admin',
      'AgentStock',
      'AgentSales',
      'Accounts',
    ] as const) {
      expect((await listOf(carId, await signedIn(role))).statusCode, role).toBe(200)
    }
    const sales = await signedIn('AgentSales')
    expect((await addExpense(carId, {}, sales)).statusCode).toBe(403)
    expect((await post('/api/car/addeditexpense', expense(carId, { id }), sales)).statusCode).toBe(403)
    const stock = await signedIn('AgentStock')
    expect((await addExpense(carId, {}, stock)).statusCode).toBe(201)
    const del = (headers: Headers) =>
      t.app.inject({ method: 'POST', url: '/api/car/deleteexpense', headers, payload: { id } })
    expect((await del(stock)).statusCode).toBe(403)
    expect((await del(sales)).statusCode).toBe(403)
    expect((await del(await signedIn('Accounts'))).statusCode).toBe(200)
    expect((await listOf(carId, {})).statusCode).toBe(401)
  })

  it('a refused upload saves no file', async () => {
    const carId = await addVehicle()
    const before = uploads()
    const res = await addExpense(carId, { receipt: samples.png() }, await signedIn('AgentSales'))
    expect(res.statusCode).toBe(403)
    expect(uploads()).toBe(before)
  })
})

describe('a sold vehicle', () => {
  const sell = (carId: number) => t.db.update(vehicles).set({ status: 'sold' }).where(eq(vehicles.id, carId))
  const remove = (id: number, headers: Headers, reason?: string) =>
    t.app.inject({ method: 'POST', url: '/api/car/deleteexpense', headers, payload: { id, reason } })

  it('locks its expenses: no add, edit or delete changes its profit, except an admin’s correction with a reason', async () => {
    const carId = await addVehicle()
    const id = (await addExpense(carId)).json().id as number
    await sell(carId)
    const accounts = await t.as('Accounts')

    const added = await addExpense(carId, {}, accounts.headers)
    expect(added.statusCode).toBe(409)
    expect(added.json().errors.carId).toEqual(['is sold: its expenses are locked'])
    const edited = await post(
      '/api/car/addeditexpense',
      { ...expense(carId, { amount: '1' }), id },
      accounts.headers,
    )
    expect(edited.statusCode).toBe(409)
    expect((await remove(id, accounts.headers)).statusCode).toBe(409)

    const noReason = await post('/api/car/addeditexpense', { ...expense(carId, { amount: '1' }), id })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().errors).toHaveProperty('reason')
    const [unchanged] = await t.db.select().from(expenses).where(eq(expenses.id, id))
    expect(unchanged!.amount).toBe('25000.00')

    const corrected = await post('/api/car/addeditexpense', {
      ...expense(carId, { amount: '24000' }),
      id,
      reason: 'Auction fee refunded in part',
    })
    expect(corrected.statusCode, corrected.body).toBe(200)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'expenses'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'update'),
        ),
      )
    expect(audit.at(-1)!.after).toMatchObject({
      amount: '24000.00',
      correctionReason: 'Auction fee refunded in part',
    })
    expect((await remove(id, admin.headers, 'Entered twice')).statusCode).toBe(200)
  })
})
