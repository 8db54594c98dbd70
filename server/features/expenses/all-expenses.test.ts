import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVehicleFields } from '../vehicles/vehicles.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'

let t: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  headers = (await t.as('Accounts')).headers
  const admin = await t.as('MainAdmin')
  const [vendor, station] = await Promise.all([fakeVendor(t.db), fakeStation(t.db)])
  const post = (url: string, fields: Record<string, unknown>) => {
    const form = multipart(fields as never)
    return t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...admin.headers, ...form.headers },
    })
  }
  for (const model of ['Honda Fit', 'Mazda Demio']) {
    const carId = (
      await post(
        '/api/car/addedit?Id=0',
        fakeVehicleFields({ vendorId: vendor.id, stationId: station.id }, { model }),
      )
    ).json().id
    await post('/api/car/addeditexpense?Id=0', {
      carId,
      date: '2026-10-01',
      kind: 'transport',
      amount: '30000',
    })
    await post('/api/car/addeditexpense?Id=0', {
      carId,
      date: '2026-10-09',
      kind: 'repair',
      amount: '120.50',
      currency: 'USD',
    })
  }
})
afterAll(() => t.close())

const list = (query: string) => t.app.inject({ url: `/api/car/allexpenses?${query}`, headers })

describe('GET car/allexpenses (the /vehicles/expenses page)', () => {
  it('pages every expense newest first with its vehicle', async () => {
    const res = await list('page=1&pageSize=3')
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-total-count']).toBe('4')
    const rows = res.json()
    expect(rows).toHaveLength(3)
    expect(rows[0]).toMatchObject({
      date: '2026-10-09',
      kind: 'repair',
      amount: '120.50',
      currency: 'USD',
      stockNo: expect.stringMatching(/^KR-/),
    })
  })

  it('filters by kind, currency, dates and vehicle search', async () => {
    expect((await list('kind=transport')).json().every((r: { kind: string }) => r.kind === 'transport')).toBe(
      true,
    )
    expect((await list('currency=USD')).json()).toHaveLength(2)
    expect((await list('from=2026-10-05')).json()).toHaveLength(2)
    expect((await list('q=demio')).json().map((r: { model: string }) => r.model)).toEqual([
      'Mazda Demio',
      'Mazda Demio',
    ])
    expect((await list('kind=bribe')).statusCode).toBe(400)
  })
})
