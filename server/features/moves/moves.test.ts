import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '../../../shared/roles'
import { auditLog, locationUpdates, moves, vehicles } from '../../db/schema'
import { multipart } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVehicleFields } from '../vehicles/vehicles.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'

type Headers = Record<string, string>
let t: TestApp
let admin: { headers: Headers }
let japan: { id: number; name: string }
let japan2: { id: number }
let kenya: { id: number; name: string }
let pakistan: { id: number }
let vendorId: number
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.as('MainAdmin')
  ;[japan, japan2, kenya, pakistan] = await Promise.all([
    fakeStation(t.db, 1),
    fakeStation(t.db, 1),
    fakeStation(t.db, 4),
    fakeStation(t.db, 2),
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
    headers: { ...admin.headers, ...form.headers },
  })
  return res.json().id as number
}
const rowOf = async (id: number) => (await t.db.select().from(vehicles).where(eq(vehicles.id, id)))[0]
const movesOf = (id: number) => t.db.select().from(moves).where(eq(moves.vehicleId, id))
const move = (body: Record<string, unknown>, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/car/move', headers, payload: body })
const moveBody = (carId: number, overrides: Record<string, unknown> = {}) => ({
  carId,
  toStationId: kenya.id,
  date: '2026-11-02',
  rate: '0.0067',
  moveExpenses: '350.00',
  details: 'RoRo Yokohama → Mombasa',
  ...overrides,
})

describe('moving a vehicle', () => {
  it('converts ¥1,500,000 at 0.0067 + 350.00 into 10400.00 KES and records the move', async () => {
    const id = await addVehicle({ purchasePrice: '1500000' })
    const res = await move(moveBody(id))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: expect.any(Number),
      cost: '10400.00',
      costCurrency: 'KES',
      message: 'vehicles Move Successfully',
    })
    expect(await rowOf(id)).toMatchObject({
      stationId: kenya.id,
      countryId: 4,
      cost: '10400.00',
      costCurrency: 'KES',
      moved: true,
      purchasePrice: '1500000.00',
      purchaseCurrency: 'JPY',
    })
    const history = await t.app.inject({ url: `/api/car/moves?carId=${id}`, headers: admin.headers })
    expect(history.json()).toEqual([
      expect.objectContaining({
        id: res.json().id,
        carId: id,
        fromStationId: japan.id,
        fromStationName: japan.name,
        toStationId: kenya.id,
        toStationName: kenya.name,
        date: '2026-11-02',
        rate: '0.0067',
        moveExpenses: '350.00',
        costBefore: '1500000.00',
        currencyBefore: 'JPY',
        costAfter: '10400.00',
        currencyAfter: 'KES',
        details: 'RoRo Yokohama → Mombasa',
        movedByName: expect.stringContaining('MainAdmin'),
      }),
    ])
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'vehicles'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'move')),
      )
    expect(audit).toHaveLength(1)
    expect(audit[0]!.before).toMatchObject({ cost: '1500000.00', costCurrency: 'JPY' })
    expect(audit[0]!.after).toMatchObject({ cost: '10400.00', costCurrency: 'KES' })
  })

  it('rounds half-up in decimal, not in binary floats (100.05 × 1.5 = 150.075 → 150.08)', async () => {
    const id = await addVehicle({ purchasePrice: '100.05', purchaseCurrency: 'USD' })
    const res = await move(moveBody(id, { rate: '1.5', moveExpenses: '' }))
    expect(res.json().cost).toBe('150.08')
    const precise = await addVehicle({ purchasePrice: '1234567' })
    expect((await move(moveBody(precise, { rate: '0.00123457', moveExpenses: '0.01' }))).json().cost).toBe(
      '1524.17',
    )
  })

  it('moves on again from the new currency, and lists the history newest first', async () => {
    const id = await addVehicle({ purchasePrice: '1500000' })
    await move(moveBody(id))
    const second = await move(
      moveBody(id, { toStationId: pakistan.id, date: '2026-11-20', rate: '2.15', moveExpenses: '1,000' }),
    )
    expect(second.json()).toMatchObject({ cost: '23360.00', costCurrency: 'PKR' })
    const history = (await t.app.inject({ url: `/api/car/moves?carId=${id}`, headers: admin.headers })).json()
    expect(history.map((m: { date: string; currencyBefore: string }) => [m.date, m.currencyBefore])).toEqual([
      ['2026-11-20', 'KES'],
      ['2026-11-02', 'JPY'],
    ])
    expect((await rowOf(id))!.countryId).toBe(2)
  })

  it('two simultaneous moves of one vehicle: the row lock lets one through, the other sees it already moved', async () => {
    const id = await addVehicle({ purchasePrice: '1500000' })
    const results = await Promise.all([move(moveBody(id)), move(moveBody(id))])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400])
    expect(await movesOf(id)).toHaveLength(1)
    expect((await rowOf(id))!.cost).toBe('10400.00')
  })

  it('a move within one currency takes rate 1 and adds the expenses', async () => {
    const id = await addVehicle({ purchasePrice: '1500000' })
    const res = await move(moveBody(id, { toStationId: japan2.id, rate: '1', moveExpenses: '45000' }))
    expect(res.json()).toMatchObject({ cost: '1545000.00', costCurrency: 'JPY' })
  })
})

describe('a refused or failing move leaves the vehicle exactly as before', () => {
  it('refuses unknown vehicle, unknown or same station, bad rates and dates, and a sold vehicle', async () => {
    const id = await addVehicle()
    const sold = await addVehicle()
    await t.db.update(vehicles).set({ status: 'sold' }).where(eq(vehicles.id, sold))
    const cases: [Record<string, unknown>, number, string?][] = [
      [moveBody(999999), 404],
      [moveBody(id, { toStationId: 999999 }), 400, 'toStationId'],
      [moveBody(id, { toStationId: japan.id }), 400, 'toStationId'],
      [moveBody(id, { toStationId: '' }), 400, 'toStationId'],
      [moveBody(id, { rate: '0' }), 400, 'rate'],
      [moveBody(id, { rate: '-0.5' }), 400, 'rate'],
      [moveBody(id, { rate: 'abc' }), 400, 'rate'],
      [moveBody(id, { rate: undefined }), 400, 'rate'],
      [moveBody(id, { toStationId: japan2.id, rate: '1.1' }), 400, 'rate'],
      [moveBody(id, { rate: '999999999999' }), 400, 'rate'],
      [moveBody(id, { moveExpenses: '-1' }), 400, 'moveExpenses'],
      [moveBody(id, { toStationId: japan2.id, rate: '1', moveExpenses: '10.5' }), 400, 'moveExpenses'],
      [moveBody(id, { date: '2026-13-01' }), 400, 'date'],
      [moveBody(id, { date: '2020-01-01' }), 400, 'date'],
      [moveBody(sold), 409],
    ]
    const before = { row: await rowOf(id), soldRow: await rowOf(sold) }
    for (const [body, status, field] of cases) {
      const res = await move(body)
      const label = JSON.stringify(body)
      expect(res.statusCode, label).toBe(status)
      if (field) expect(res.json().errors[field], label).toBeDefined()
    }
    expect(await rowOf(id)).toEqual(before.row)
    expect(await rowOf(sold)).toEqual(before.soldRow)
    expect(await movesOf(id)).toEqual([])
    expect(await movesOf(sold)).toEqual([])
  })

  it('rolls back the vehicle update when the transaction fails after it (audit insert fails)', async () => {
    const id = await addVehicle()
    const before = await rowOf(id)
    // A database-side failure on the transaction's last statement: after the vehicle update and the move insert.
    await t.db.execute(sql`create function fail_move_audit() returns trigger language plpgsql as $$
      begin
        if new.entity = 'vehicles' and new.action = 'move' then raise exception 'injected failure'; end if;
        return new;
      end $$`)
    await t.db.execute(sql`create trigger fail_move_audit before insert on audit_log
      for each row execute function fail_move_audit()`)
    try {
      const res = await move(moveBody(id))
      expect(res.statusCode).toBe(500)
      expect(res.json().message).toBe('Something went wrong')
    } finally {
      await t.db.execute(sql`drop trigger fail_move_audit on audit_log`)
      await t.db.execute(sql`drop function fail_move_audit()`)
    }
    expect(await rowOf(id)).toEqual(before)
    expect(await movesOf(id)).toEqual([])
    expect((await move(moveBody(id))).statusCode).toBe(200)
  })
})

describe('location updates', () => {
  it('keeps the history (who, when, newest first) and the latest on the vehicle', async () => {
    const id = await addVehicle()
    const update = (location: string, headers = admin.headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/car/updatelocation',
        headers,
        payload: { carId: id, location },
      })
    const first = await update('Yokohama port')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      id: expect.any(Number),
      location: 'Yokohama port',
      message: 'Location Updated Successfully',
    })
    const form = multipart({ CarId: id, Location: '  On vessel MV Hoegh  ' })
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/Car/UpdateLocation',
      payload: form.payload,
      headers: { ...(await t.as('AgentSales')).headers, ...form.headers },
    })
    expect(second.statusCode).toBe(200)
    expect((await rowOf(id))!.location).toBe('On vessel MV Hoegh')
    const history = (
      await t.app.inject({ url: `/api/car/locations?carId=${id}`, headers: admin.headers })
    ).json()
    expect(history.map((h: { location: string }) => h.location)).toEqual([
      'On vessel MV Hoegh',
      'Yokohama port',
    ])
    expect(history[0]).toMatchObject({ carId: id, userName: expect.stringContaining('AgentSales') })
    expect(history[1]).toMatchObject({ userName: expect.stringContaining('MainAdmin') })
    expect(Date.parse(history[0].at)).toBeGreaterThan(Date.now() - 60_000)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'updateLocation')))
    expect(audit).toHaveLength(2)

    const empty = await update('   ')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors.location).toBeDefined()
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/car/updatelocation',
      headers: admin.headers,
      payload: { carId: 999999, location: 'Nowhere' },
    })
    expect(unknown.statusCode).toBe(404)
    expect(await t.db.select().from(locationUpdates).where(eq(locationUpdates.vehicleId, id))).toHaveLength(2)
  })

  it('404 for the histories of an unknown vehicle', async () => {
    for (const path of ['locations', 'moves']) {
      const res = await t.app.inject({ url: `/api/car/${path}?carId=999999`, headers: admin.headers })
      expect(res.statusCode, path).toBe(404)
    }
  })
})

describe('permissions (shared/permissions.ts: vehicles.move, vehicles.updateLocation, vehicles.view)', () => {
  const headersOf = async (role: Role) => (await t.as(role)).headers

  it('only stock roles move; Accounts may not update locations; everyone reads the histories', async () => {
    const id = await addVehicle()
    const before = await rowOf(id)
    for (const role of ['AgentSales', 'Accounts'] as const) {
      expect((await move(moveBody(id), await headersOf(role))).statusCode, role).toBe(403)
    }
    expect(await rowOf(id)).toEqual(before)
    const location = await t.app.inject({
      method: 'POST',
      url: '/api/car/updatelocation',
      headers: await headersOf('Accounts'),
      payload: { carId: id, location: 'Bonded yard' },
    })
    expect(location.statusCode).toBe(403)
    for (const role of [
      'SuperAdmin',
      'MainAdmin',
      'Admin',
      'AgentStock',
      'AgentSales',
      'Accounts',
    ] as const) {
      const headers = await headersOf(role)
      for (const path of ['locations', 'moves']) {
        const res = await t.app.inject({ url: `/api/car/${path}?carId=${id}`, headers })
        expect(res.statusCode, `${role} ${path}`).toBe(200)
      }
    }
    expect((await move(moveBody(id), await headersOf('AgentStock'))).statusCode).toBe(200)
    expect((await move(moveBody(id), {})).statusCode).toBe(401)
  })
})
