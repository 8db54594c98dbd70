import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayIn } from '../../../shared/dates'
import type { Deadline, ExportFileView } from '../../../shared/export-files'
import { auditLog, shipments } from '../../db/schema'
import { multipart } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeBookingFields } from '../shipments/shipments.fakes'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVehicleFields } from '../vehicles/vehicles.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'

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
})
