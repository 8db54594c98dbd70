import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayIn } from '../../../shared/dates'
import type { JourneyStep, PipelineStage, PipelineStageFigures } from '../../../shared/pipeline'
import { shipmentCars } from '../../db/schema'
import { multipart } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeExportFile } from '../export-files/export-files.fakes'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVehicleFields } from '../vehicles/vehicles.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'

type Headers = Record<string, string>
let t: TestApp
let owner: { headers: Headers }
let japan: { id: number }
let kenya: { id: number }
let nairobi: { id: number }
let karachi: { id: number }
let vendorId: number
const JAPAN = 1
const PAKISTAN = 2
const KENYA = 4

beforeAll(async () => {
  t = await createTestApp()
  owner = await t.as('MainAdmin')
  ;[japan, kenya, nairobi, karachi] = await Promise.all([
    fakeStation(t.db, JAPAN),
    fakeStation(t.db, KENYA),
    fakeStation(t.db, KENYA),
    fakeStation(t.db, PAKISTAN),
  ])
  vendorId = (await fakeVendor(t.db)).id
})
afterAll(() => t.close())

const send = async (method: 'POST' | 'GET', url: string, payload?: Record<string, unknown>) => {
  const res = await t.app.inject({ method, url, headers: owner.headers, payload })
  expect(res.statusCode, res.body).toBeLessThan(300)
  return res.json()
}
const addVehicle = async (price: string) => {
  const form = multipart(
    fakeVehicleFields(
      { vendorId, stationId: japan.id },
      { purchasePrice: price, firstRegYear: 2022, purchaseDate: '2026-10-01' },
    ) as never,
  )
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/car/addedit?Id=0',
    payload: form.payload,
    headers: { ...owner.headers, ...form.headers },
  })
  return res.json().id as number
}
const book = async (stationId: number, cars: number[]) => {
  const { id } = await send('POST', '/api/shipments', {
    mode: 'roro',
    shippingLine: 'NYK Line',
    bookingNumber: `B${cars.join('')}`,
    loadingCountryId: JAPAN,
    portOfLoading: 'Yokohama',
    portOfDischarge: 'Mombasa',
    destinationStationId: stationId,
    etd: '2026-10-20',
    eta: '2026-11-20',
  })
  for (const carId of cars) await send('POST', `/api/shipments/${id}/cars`, { carId })
  return id as number
}
const sail = async (id: number) => {
  const onBoard = await t.db.select().from(shipmentCars).where(eq(shipmentCars.shipmentId, id))
  for (const car of onBoard) await fakeExportFile(t.db, car.vehicleId)
  await send('POST', `/api/shipments/${id}/steps`, { status: 'loaded', date: '2026-10-19' })
  await send('POST', `/api/shipments/${id}/steps`, { status: 'sailed', date: '2026-10-20' })
}
const pipeline = async (query = '', headers = owner.headers) => {
  const res = await t.app.inject({ url: `/api/pipeline${query}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  const stages = res.json() as PipelineStageFigures[]
  return Object.fromEntries(stages.map((s) => [s.stage, s])) as Record<PipelineStage, PipelineStageFigures>
}

describe('pipeline', () => {
  it('puts every car in one stage, with counts and cost, and follows a shipment from booking to arrival', async () => {
    const before = await pipeline()
    const [a, b, c] = [await addVehicle('1000000'), await addVehicle('2000000'), await addVehicle('3000000')]
    await addVehicle('4000000')
    let now = await pipeline()
    expect(now.bought.cars - before.bought.cars).toBe(4)

    const toKenya = await book(kenya.id, [a, b])
    await book(karachi.id, [c])
    now = await pipeline()
    expect(now.booked.cars - before.booked.cars).toBe(3)
    expect(now.bought.cars - before.bought.cars).toBe(1)

    await sail(toKenya)
    now = await pipeline()
    expect(now.sailed.cars - before.sailed.cars).toBe(2)
    expect(now.sailed.value).toEqual([{ currency: 'JPY', amount: '3000000.00' }])

    await send('POST', `/api/shipments/${toKenya}/arrival`, { date: '2026-11-20', rates: { JPY: '0.87' } })
    now = await pipeline()
    expect(now.arrived.cars - before.arrived.cars).toBe(2)
    expect(now.sailed.cars - before.sailed.cars).toBe(0)
    // Moved on from the port yard to the showroom: in stock at a station.
    await send('POST', '/api/car/move', { carId: a, toStationId: nairobi.id, date: '2026-11-21', rate: '1' })
    now = await pipeline()
    expect(now.arrived.cars - before.arrived.cars).toBe(1)
    expect(now.in_stock.cars - before.in_stock.cars).toBe(1)

    // Bound for Kenya: the two landed there; the car booked for Karachi and the one still in Japan are not.
    const kenyaOnly = await pipeline(`?destinationCountryId=${KENYA}`)
    expect(kenyaOnly.arrived.cars + kenyaOnly.in_stock.cars).toBeGreaterThanOrEqual(2)
    expect(kenyaOnly.bought.cars).toBe(0)
    expect(kenyaOnly.booked.cars).toBe(0)
  })

  it("Kenya's office counts the cars bound for it without their Japanese cost", async () => {
    const car = await addVehicle('5000000')
    await sail(await book(kenya.id, [car]))
    const nairobiUser = await t.as('AgentStock', { countryId: KENYA })
    const seen = await pipeline('', nairobiUser.headers)
    expect(seen.sailed.cars).toBeGreaterThanOrEqual(1)
    expect(seen.sailed.value).toEqual([])
    expect(seen.bought.cars).toBe(0)
  })

  it("tells a car's journey in date order: bought, the shipment's steps, the arrival move", async () => {
    const car = await addVehicle('1500000')
    const id = await book(kenya.id, [car])
    await sail(id)
    await send('POST', `/api/shipments/${id}/arrival`, { date: '2026-11-20', rates: { JPY: '0.87' } })
    const res = await t.app.inject({ url: `/api/pipeline/journey?carId=${car}`, headers: owner.headers })
    expect(res.statusCode, res.body).toBe(200)
    const steps = (res.json() as JourneyStep[]).filter((s) => s.kind !== 'location')
    const ref = `SH-${String(id).padStart(6, '0')}`
    expect(steps.map((s) => [s.date, s.title])).toEqual([
      ['2026-10-01', 'Bought'],
      ['2026-10-19', `Loaded · ${ref}`],
      ['2026-10-20', `Sailed · ${ref}`],
      ['2026-11-20', `Arrived · ${ref}`],
      ['2026-11-20', expect.stringMatching(/^Moved to /)],
      [todayIn(t.config.BUSINESS_TIMEZONE), `Booked · ${ref}`],
    ])
  })
})
