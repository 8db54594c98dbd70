import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema'
import { pdfText } from '../../test/pdf-text'
import { createTestApp, type TestApp } from '../../test/test-app'
import { moneyApi } from '../sales/money.fakes'
import { fakeStation } from '../stations/stations.fakes'
import { fakeBookingFields, shipmentApi } from './shipments.fakes'

let t: TestApp
let api: ReturnType<typeof shipmentApi>
let shipmentId: number
let reference: string
const PAKISTAN = 2
const KENYA = 4

/** Three cars Kenya admits; their m³ are 11.84, 11.19 and 10.16. */
const cars = [
  {
    chassisNo: 'ZVW30-7001001',
    model: 'Toyota Prius S',
    year: 2021,
    lengthMm: 4575,
    widthMm: 1760,
    heightMm: 1470,
  },
  {
    chassisNo: 'GK3-7002002',
    model: 'Honda Fit 13G',
    year: 2020,
    lengthMm: 4330,
    widthMm: 1695,
    heightMm: 1525,
  },
  {
    chassisNo: 'E12-7003003',
    model: 'Nissan Note X',
    year: 2021,
    lengthMm: 3995,
    widthMm: 1695,
    heightMm: 1500,
  },
]

beforeAll(async () => {
  t = await createTestApp()
  const owner = (await t.as('MainAdmin')).headers
  api = shipmentApi(t, owner)
  const settings = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    payload: { name: 'Sakura Motors Ltd', address: '2-1 Minato Mirai, Yokohama' },
    headers: owner,
  })
  expect(settings.statusCode, settings.body).toBe(200)
  const mombasa = await fakeStation(t.db, KENYA)
  shipmentId = await api.book(
    fakeBookingFields(mombasa.id, {
      bookingNumber: 'NYK4455667',
      shipper: 'Sakura Motors Ltd\n2-1 Minato Mirai, Yokohama',
      consignee: 'Wanjiru Motors Ltd\nP.O. Box 12, Mombasa',
      notifyParty: 'Same as consignee',
      blNumber: 'NYKS123456789',
      releaseType: 'surrender',
    }),
  )
  reference = `SH-${String(shipmentId).padStart(6, '0')}`
  const money = moneyApi(t, owner)
  for (const car of cars) {
    const { carId } = await money.addVehicle({
      ...car,
      firstRegYear: car.year,
      firstRegMonth: 8,
      steering: 'Right',
      purchasePrice: '1876543',
    })
    const res = await api.addCar(shipmentId, carId)
    expect(res.statusCode, res.body).toBe(201)
  }
})
afterAll(() => t.close())

const textOf = async (name: 'instructions' | 'manifest') => {
  const res = await api.document(shipmentId, name)
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
  expect(res.headers['content-disposition']).toBe(`inline; filename="${reference}-${name}.pdf"`)
  return (await pdfText(res.rawPayload)).text
}

describe('shipping instructions and manifest', () => {
  it('the instructions: letterhead, parties, voyage, booking and B/L, the cars and their totals', async () => {
    const text = await textOf('instructions')
    for (const expected of [
      'Sakura Motors Ltd',
      `Shipping instructions ${reference}`,
      'Wanjiru Motors Ltd P.O. Box 12, Mombasa',
      'Same as consignee',
      'Morning Cara / 112A',
      'Yokohama, Japan',
      'Mombasa, Kenya',
      'NYK4455667',
      'NYKS123456789',
      'Surrendered',
      ...cars.map((c) => c.chassisNo),
      'Honda Fit 13G',
      '3 cars',
      '33.19 m³',
    ])
      expect(text).toContain(expected)
    expect(text).not.toMatch(/1,?876,?543/)
  })

  it('the manifest: the voyage, and each car with its consignee', async () => {
    const text = await textOf('manifest')
    for (const expected of [
      `Manifest ${reference}`,
      'NYK Line',
      'Morning Cara',
      '2026-11-01',
      '2026-12-10',
      ...cars.map((c) => c.chassisNo),
      '3 cars',
      '33.19 m³',
    ])
      expect(text).toContain(expected)
    expect(text.match(/Wanjiru Motors Ltd/g)).toHaveLength(cars.length)
    expect(text).not.toContain('Container')
    expect(text).not.toMatch(/1,?876,?543/)
  })

  it("names a container shipment's container on the manifest", async () => {
    const id = await api.book(
      fakeBookingFields((await fakeStation(t.db, KENYA)).id, {
        mode: 'container',
        containerNumber: 'MSKU1234565',
        containerSize: '40ft HC',
      }),
    )
    const res = await api.document(id, 'manifest')
    expect(res.statusCode).toBe(200)
    const { text } = await pdfText(res.rawPayload)
    expect(text).toContain('MSKU1234565 40ft HC')
    expect(text).toContain('0 cars')
  })

  it("are read by the destination's office, and are another office's for Pakistan (404)", async () => {
    const nairobi = await t.as('AgentSales', { countryId: KENYA })
    expect((await api.document(shipmentId, 'manifest', nairobi.headers)).statusCode).toBe(200)
    const karachi = await t.as('AgentStock', { countryId: PAKISTAN })
    for (const name of ['instructions', 'manifest'] as const) {
      const res = await api.document(shipmentId, name, karachi.headers)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe("This shipment belongs to another country's office")
    }
    expect((await api.document(999_999, 'instructions')).statusCode).toBe(404)
  })
})

describe('the B/L draft check', () => {
  it('lists each difference with its line and chassis, and the cars the draft leaves out', async () => {
    const audits = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n
    const before = await audits()
    const draft = [
      'Chassis No.\tDescription\tYear',
      'zvw30 -7001001 \tTOYOTA  PRIUS S\t2021',
      '',
      'GK3-7002002\tHonda Fit 13G\t2019',
      'XYZ99-0000001\tMazda Demio\t2018',
    ].join('\n')
    const res = await api.blCheck(shipmentId, { draft })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().lines.map((l: { line: number }) => l.line)).toEqual([2, 4, 5])
    expect(res.json().problems).toEqual([
      { line: 4, chassisNo: 'GK3-7002002', problem: 'year differs: draft 2019, records 2020' },
      { line: 5, chassisNo: 'XYZ99-0000001', problem: 'chassis not on this shipment' },
      { line: null, chassisNo: 'E12-7003003', problem: 'missing from the draft' },
    ])
    expect(await audits()).toBe(before)
  })

  it('finds nothing in a draft that matches', async () => {
    const draft = cars.map((c) => `${c.chassisNo}, ${c.model}, ${c.year}`).join('\n')
    const res = await api.blCheck(shipmentId, { draft })
    expect(res.json()).toMatchObject({ problems: [] })
    expect(res.json().lines).toHaveLength(3)
  })

  it.each([
    ['empty', { draft: '' }],
    ['blank', { draft: ' \n ' }],
    ['missing', {}],
    ['too long', { draft: 'A'.repeat(20_001) }],
  ])('refuses a %s draft naming draft (400)', async (_, payload) => {
    const res = await api.blCheck(shipmentId, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.draft).toBeDefined()
  })

  it("is another office's for Pakistan (404)", async () => {
    const karachi = await t.as('AgentStock', { countryId: PAKISTAN })
    const res = await api.blCheck(
      shipmentId,
      { draft: 'ZVW30-7001001, Toyota Prius S, 2021' },
      karachi.headers,
    )
    expect(res.statusCode).toBe(404)
  })
})
