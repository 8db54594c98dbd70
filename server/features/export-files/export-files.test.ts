import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayIn } from '../../../shared/dates'
import type { Deadline, ExportFileView } from '../../../shared/export-files'
import { auctionPurchases, auditLog, expenses, shipments, vehicles } from '../../db/schema'
import { multipart } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCustomer } from '../customers/customers.fakes'
import { fakeBookingFields } from '../shipments/shipments.fakes'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVehicleFields } from '../vehicles/vehicles.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'
import { fakeExportFile } from './export-files.fakes'

type Headers = Record<string, string>
let t: TestApp
let owner: { headers: Headers }
let japan: { id: number }
let kenya: { id: number }
let vendorId: number
let today: string

beforeAll(async () => {
  t = await createTestApp()
  owner = await t.as('MainAdmin')
  ;[japan, kenya] = await Promise.all([fakeStation(t.db, 1), fakeStation(t.db, 4)])
  vendorId = (await fakeVendor(t.db)).id
  today = todayIn(t.config.BUSINESS_TIMEZONE)
})
afterAll(() => t.close())

const addVehicle = async () => {
  const form = multipart(
    fakeVehicleFields(
      { vendorId, stationId: japan.id },
      { firstRegYear: 2022, purchaseDate: '2026-01-05' },
    ) as never,
  )
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/car/addedit?Id=0',
    payload: form.payload,
    headers: { ...owner.headers, ...form.headers },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id as number
}
const save = (carId: number, payload: Record<string, unknown>, headers = owner.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/export-files/${carId}`, headers, payload })
const view = async (carId: number, headers = owner.headers) => {
  const res = await t.app.inject({ url: `/api/export-files/${carId}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as ExportFileView
}
const deadlines = async (headers = owner.headers) => {
  const res = await t.app.inject({ url: '/api/deadlines?limit=500', headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as Deadline[]
}
const send = async (method: 'POST', url: string, payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method, url, headers: owner.headers, payload })
  expect(res.statusCode, res.body).toBeLessThan(300)
  return res.json()
}

describe('export files', () => {
  it('saves a deregistration, audited, and reads it back with the shipment and the inspection Kenya requires', async () => {
    const car = await addVehicle()
    expect((await view(car)).file).toBeNull()
    const res = await save(car, {
      deregAppliedOn: '2026-02-01',
      deregCertificateNo: 'EXC-2026-0001',
      plannedExportOn: '2026-07-31',
      deregIssuedOn: '2026-02-03',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      deregCertificateNo: 'EXC-2026-0001',
      plannedExportOn: '2026-07-31',
      version: 1,
    })
    const { id } = await send('POST', '/api/shipments', fakeBookingFields(kenya.id))
    await send('POST', `/api/shipments/${id}/cars`, { carId: car })
    const seen = await view(car)
    expect(seen.requiredInspection).toMatch(/QISJ|inspection/i)
    expect(seen.shipment).toMatchObject({ id, reference: `SH-${String(id).padStart(6, '0')}` })
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'export_files'), eq(auditLog.entityId, String(car))))
    expect(audit.map((a) => a.action)).toEqual(['create'])
  })

  it.each([
    [
      'plannedExportOn',
      { deregAppliedOn: '2026-02-01', plannedExportOn: '2026-08-02' },
      'at most 6 months after the application (2026-08-01)',
    ],
    ['deregAppliedOn', { deregAppliedOn: '2025-12-31' }, 'cannot be before the purchase (2026-01-05)'],
    ['inspectedOn', { inspectionResult: 'passed' }, 'Inspected on is required'],
    ['recycleAmount', { recycleClaimedOn: '2026-03-01', recycleAmount: '1200.50' }, 'JPY'],
  ])('refuses a bad %s, naming it', async (field, payload, text) => {
    const res = await save(await addVehicle(), payload)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors[field].join(' ')).toContain(text)
  })

  it('a certificate number belongs to one car', async () => {
    const [a, b] = [await addVehicle(), await addVehicle()]
    expect((await save(a, { deregAppliedOn: '2026-02-01', deregCertificateNo: 'exc-9' })).statusCode).toBe(
      200,
    )
    const res = await save(b, { deregAppliedOn: '2026-02-01', deregCertificateNo: 'EXC-9' })
    expect(res.statusCode).toBe(409)
    expect(res.json().errors.deregCertificateNo).toBeDefined()
  })

  it('AgentSales reads a file but cannot save one', async () => {
    const car = await addVehicle()
    const sales = await t.as('AgentSales')
    await view(car, sales.headers)
    expect((await save(car, { deregAppliedOn: '2026-02-01' }, sales.headers)).statusCode).toBe(403)
  })
})

/** A car sold on 2026-11-01 for KES 1,000,000: 400,000 down, the rest due on 2026-12-01. */
const soldCar = async () => {
  const car = await addVehicle()
  const customer = await fakeCustomer(t.db, 'KES')
  await send('POST', '/api/car/sale', {
    carId: car,
    customerId: customer.id,
    date: '2026-11-01',
    price: '1000000',
    downPayment: '400000',
    instalments: { count: 1, frequency: 'monthly', firstDueDate: '2026-12-01' },
  })
  return car
}
const pay = (carId: number, direction: 'in' | 'out', amount: string, date: string) =>
  send('POST', '/api/car/AddTermPayment', { carId, direction, amount, date, method: 'cash' })
const auditOf = (car: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'export_files'), eq(auditLog.entityId, String(car))))

describe('the originals gate', () => {
  const sent = { originalsCourier: 'DHL', originalsTracking: '1234567890', originalsSentOn: '2026-11-10' }

  it('refuses to send the originals of a car not fully paid, naming what is still due', async () => {
    const car = await soldCar()
    const res = await save(car, sent)
    expect(res.statusCode, res.body).toBe(409)
    const message = 'The originals are sent only once the car is fully paid: KES 600,000.00 still due'
    expect(res.json()).toMatchObject({ message, errors: { originalsSentOn: [message] } })
    expect((await view(car)).file).toBeNull()
  })

  it('only an owner sends them anyway, with the reason audited; a later save is not asked again', async () => {
    const car = await soldCar()
    const stock = await t.as('AgentStock')
    const reason = { ...sent, overrideReason: 'Buyer’s bank guarantee received' }
    expect((await save(car, reason, stock.headers)).statusCode).toBe(403)
    const res = await save(car, reason)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ originalsSentOn: '2026-11-10' })
    const [audit] = await auditOf(car)
    expect(audit!.after).toMatchObject({
      overrideReason: 'Buyer’s bank guarantee received',
      originalsGate: expect.stringContaining('KES 600,000.00 still due'),
    })
    const later = await save(car, { ...sent, originalsDeliveredOn: '2026-11-12', version: 1 }, stock.headers)
    expect(later.statusCode, later.body).toBe(200)
  })

  it('lets the originals go once paid in full, and those of an unsold car (to our own agent) at any time', async () => {
    const paid = await soldCar()
    await pay(paid, 'in', '600000', '2026-11-05')
    expect((await save(paid, sent)).statusCode).toBe(200)
    const unsold = await addVehicle()
    const stock = await t.as('AgentStock')
    const res = await save(unsold, { ...sent, overrideReason: 'not needed' }, stock.headers)
    expect(res.statusCode, res.body).toBe(200)
    // A reason that let nothing through is not kept.
    const [audit] = await auditOf(unsold)
    expect(audit!.after).not.toHaveProperty('overrideReason')
  })
})

describe('deadlines', () => {
  it('lists each kind against its dates, soonest first, and drops it once done', async () => {
    // A certificate out for a car that has not left: return it within 15 days of the planned date.
    const waiting = await addVehicle()
    await save(waiting, {
      deregAppliedOn: '2026-03-01',
      plannedExportOn: '2026-04-30',
      deregIssuedOn: '2026-03-02',
      deregCertificateNo: 'EXC-W1',
    })
    // On a shipment whose ETD is after the planned date, with an inspection expiring before the ETA.
    const late = await addVehicle()
    const { id } = await send(
      'POST',
      '/api/shipments',
      fakeBookingFields(kenya.id, { etd: '2026-11-01', eta: '2026-12-20' }),
    )
    await send('POST', `/api/shipments/${id}/cars`, { carId: late })
    await save(late, {
      deregAppliedOn: '2026-05-01',
      deregIssuedOn: '2026-05-02',
      plannedExportOn: '2026-10-31',
      inspectionResult: 'passed',
      inspectedOn: '2026-05-10',
      inspectionExpiresOn: '2026-12-01',
    })
    // Sailed on 2026-11-01: the recycle refund is claimed by 2028-11-01.
    await send('POST', `/api/shipments/${id}/steps`, { status: 'loaded', date: '2026-10-31' })
    await send('POST', `/api/shipments/${id}/steps`, { status: 'sailed', date: '2026-11-01' })

    const mine = (list: Deadline[]) =>
      list
        .filter((d) => d.vehicleId === waiting || d.vehicleId === late)
        .map((d) => [d.kind, d.dueOn, d.detail])
    expect(mine(await deadlines())).toEqual([
      ['deregistration_return', '2026-05-15', 'planned export date 2026-04-30'],
      ['inspection_expires_before_eta', '2026-12-01', 'ETA 2026-12-20'],
      ['recycle_refund_window', '2028-11-01', 'departed 2026-11-01'],
    ])
    const list = await deadlines()
    expect(list.map((d) => d.dueOn)).toEqual([...list.map((d) => d.dueOn)].sort())

    // Returned, and claimed: those deadlines leave the list.
    await save(waiting, {
      deregAppliedOn: '2026-03-01',
      plannedExportOn: '2026-04-30',
      deregIssuedOn: '2026-03-02',
      deregCertificateNo: 'EXC-W1',
      deregReturnedOn: '2026-05-10',
      version: 1,
    })
    const file = (await view(late)).file!
    await save(late, { ...file, recycleClaimedOn: today, recycleAmount: '11000' })
    expect(mine(await deadlines()).map(([kind]) => kind)).toEqual(['inspection_expires_before_eta'])
  })

  it('a planned export date before the ETD is a deadline until the shipment sails', async () => {
    const car = await addVehicle()
    const { id } = await send(
      'POST',
      '/api/shipments',
      fakeBookingFields(kenya.id, { etd: '2026-12-15', eta: '2027-01-10' }),
    )
    await send('POST', `/api/shipments/${id}/cars`, { carId: car })
    const saved = await save(car, { deregAppliedOn: '2026-07-01', plannedExportOn: '2026-12-10' })
    expect(saved.statusCode, saved.body).toBe(200)
    const of = (list: Deadline[]) =>
      list.filter((d) => d.vehicleId === car).map((d) => [d.kind, d.dueOn, d.detail])
    expect(of(await deadlines())).toEqual([
      ['deregistration_before_departure', '2026-12-10', 'ETD 2026-12-15'],
    ])
    const [row] = await t.db.select({ etd: shipments.etd }).from(shipments).where(eq(shipments.id, id))
    expect(row!.etd).toBe('2026-12-15')
  })

  it('a car whose Kenyan age limit ends before the ETA, let on by an owner, is a deadline on its last day', async () => {
    const form = multipart(
      fakeVehicleFields(
        { vendorId, stationId: japan.id },
        { firstRegYear: 2019, steering: 'Right', purchaseDate: '2026-01-05' },
      ) as never,
    )
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/car/addedit?Id=0',
      payload: form.payload,
      headers: { ...owner.headers, ...form.headers },
    })
    const car = added.json().id as number
    const { id } = await send('POST', '/api/shipments', fakeBookingFields(kenya.id, { eta: '2027-01-10' }))
    await send('POST', `/api/shipments/${id}/cars`, {
      carId: car,
      overrideReason: 'Berth booked for 28 December',
    })
    const of = (await deadlines()).filter((d) => d.vehicleId === car).map((d) => [d.kind, d.dueOn, d.detail])
    expect(of).toEqual([['last_safe_arrival_before_eta', '2026-12-31', 'ETA 2027-01-10']])
  })

  it("Pakistan's office sees none of Japan's deadlines", async () => {
    const karachi = await t.as('AgentStock', { countryId: 2 })
    const list = await deadlines(karachi.headers)
    expect(list).toEqual([])
  })

  it('the owners’ periods date the auction payment, the re-inspection, the originals and the consumption tax; each leaves once done', async () => {
    const periods = {
      auctionPaymentDays: 4,
      reinspectionDays: 10,
      originalsAfterPaymentDays: 5,
      taxPeriodMonths: 3,
      fiscalYearEndMonth: 3,
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/chain',
      headers: owner.headers,
      payload: periods,
    })
    expect(put.statusCode, put.body).toBe(200)

    // Bought at auction on 2 November: paid by the sale day + 4, or by the vendor due date when set.
    const [auction, dueSet] = [await addVehicle(), await addVehicle()]
    await t.db.insert(auctionPurchases).values([
      { vehicleId: auction, venue: 'USS Tokyo', saleDate: '2026-11-02', lotNo: `L-${auction}` },
      { vehicleId: dueSet, venue: 'USS Tokyo', saleDate: '2026-11-02', lotNo: `L-${dueSet}` },
    ])
    await t.db.update(vehicles).set({ vendorDueDate: '2026-11-09' }).where(eq(vehicles.id, dueSet))
    await pay(auction, 'out', '1000000', '2026-11-03')
    // Failed on 20 November: re-inspected within 10 days.
    const failed = await addVehicle()
    await save(failed, { inspectionResult: 'failed', inspectedOn: '2026-11-20' })
    // Sold, the rest paid on 20 November: the originals by the 25th.
    const paid = await soldCar()
    await fakeExportFile(t.db, paid, { deregIssuedOn: null })
    await pay(paid, 'in', '100000', '2026-11-10')
    // Left on 5 November with consumption tax on its auction invoice: claimed in the return for the
    // quarter ending 31 December.
    const taxed = await addVehicle()
    await t.db.insert(expenses).values({
      vehicleId: taxed,
      date: '2026-10-01',
      kind: 'Auction',
      amount: '150000',
      currency: 'JPY',
      lineKind: 'consumption_tax',
    })
    const { id } = await send('POST', '/api/shipments', fakeBookingFields(kenya.id))
    await send('POST', `/api/shipments/${id}/cars`, { carId: taxed })
    await fakeExportFile(t.db, taxed)
    await send('POST', `/api/shipments/${id}/steps`, { status: 'loaded', date: '2026-11-02' })
    await send('POST', `/api/shipments/${id}/steps`, { status: 'sailed', date: '2026-11-05' })

    const cars = [auction, dueSet, failed, paid, taxed]
    const mine = async () =>
      (await deadlines())
        .filter((d) => cars.includes(d.vehicleId) && d.kind !== 'recycle_refund_window')
        .map((d) => [d.kind, d.vehicleId, d.dueOn, d.detail, d.role])
    expect(await mine()).toEqual([
      ['auction_payment', auction, '2026-11-06', 'auction sale 2026-11-02', 'Accounts'],
      ['auction_payment', dueSet, '2026-11-09', 'auction sale 2026-11-02', 'Accounts'],
      ['reinspection', failed, '2026-11-30', 'failed 2026-11-20', 'AgentStock'],
      ['consumption_tax_claim', taxed, '2026-12-31', 'departed 2026-11-05', 'Accounts'],
    ])

    // Paid out, passed, paid in full, claimed: each closes; the originals open until sent.
    await pay(auction, 'out', '500000', '2026-11-06')
    await save(failed, { inspectionResult: 'passed', inspectedOn: '2026-11-28', version: 1 })
    await pay(paid, 'in', '500000', '2026-11-20')
    const file = (await view(taxed)).file!
    await save(taxed, { ...file, taxClaimPeriodEnd: '2026-12-31' })
    expect(await mine()).toEqual([
      ['auction_payment', dueSet, '2026-11-09', 'auction sale 2026-11-02', 'Accounts'],
      ['originals_after_payment', paid, '2026-11-25', 'paid in full 2026-11-20', 'AgentStock'],
    ])
    const paidFile = (await view(paid)).file!
    await save(paid, { ...paidFile, originalsSentOn: '2026-11-24' })
    expect((await mine()).map(([kind]) => kind)).toEqual(['auction_payment'])

    // A yearly return ending with a December year: the tax of a car that left on 5 November is due
    // by 31 December either way; a year ending in March moves it to 31 March.
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/chain',
      headers: owner.headers,
      payload: { ...periods, taxPeriodMonths: 12 },
    })
    await save(taxed, { ...(await view(taxed)).file!, taxClaimPeriodEnd: null })
    expect(
      (await deadlines()).find((d) => d.vehicleId === taxed && d.kind === 'consumption_tax_claim'),
    ).toMatchObject({
      dueOn: '2027-03-31',
    })
  })
})
