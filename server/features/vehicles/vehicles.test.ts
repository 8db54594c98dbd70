import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { volumeM3 } from '../../../shared/vehicles'
import { auditLog, countries, destinationRules, vehiclePhotos, vehicles } from '../../db/schema'
import { multipart, samples } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCategory } from '../categories/categories.fakes'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'
import { fakeVehicleFields } from './vehicles.fakes'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['as']>>
let refs: { vendorId: number; stationId: number; categoryId: number }
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.as('MainAdmin')
  const [vendor, station, category] = await Promise.all([
    fakeVendor(t.db),
    fakeStation(t.db),
    fakeCategory(t.db),
  ])
  refs = { vendorId: vendor.id, stationId: station.id, categoryId: category.id }
})
afterAll(() => t.close())

const send = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, unknown>,
  headers = admin.headers,
) => {
  const form = multipart(fields as never)
  return t.app.inject({ method, url, payload: form.payload, headers: { ...headers, ...form.headers } })
}
const add = (overrides: Record<string, unknown> = {}, headers = admin.headers) =>
  send('POST', '/api/car/addedit?Id=0', fakeVehicleFields(refs, overrides), headers)
const get = (id: number, headers = admin.headers) => t.app.inject({ url: `/api/car/GetAll/${id}`, headers })
const uploads = () => readdirSync(join(t.config.dataDir, 'uploads'))

describe('adding a vehicle', () => {
  it('stores it with a stock number, the vendor currency, the station country, photos and thumbnails', async () => {
    const res = await add({ photos: [samples.png(), samples.png(), samples.png()] })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      message: 'Vehicles Added Successfully',
      stockNo: expect.stringMatching(/^KR-\d{6}$/),
    })
    const v = (await get(res.json().id)).json()
    expect(v).toMatchObject({
      purchasePrice: '1500000.00',
      purchaseCurrency: 'JPY',
      cost: '1500000.00',
      costCurrency: 'JPY',
      countryName: 'Japan',
      status: 'in_stock',
      expenses: [],
    })
    expect(v.photos).toHaveLength(3)
    expect(v.thumbUrl).toBe(v.photos[0].thumbUrl)
    const thumb = await t.app.inject({ url: v.photos[0].thumbUrl })
    expect(thumb.statusCode).toBe(200)
    expect(thumb.headers['content-type']).toBe('image/webp')
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'vehicles'))
    expect(audit.some((a) => a.entityId === String(v.id) && a.action === 'create')).toBe(true)
  })

  it('a photo keeps one link for a quarter of an hour, valid at least an hour, and the browser may keep the picture that long', async () => {
    const { id } = (await add({ photos: [samples.png()] })).json()
    const quarter = 900_000
    const start = Math.floor(Date.now() / quarter) * quarter
    const clock = vi.spyOn(Date, 'now')
    try {
      clock.mockReturnValue(start + 60_000)
      const first = (await get(id)).json().thumbUrl as string
      clock.mockReturnValue(start + 840_000)
      const later = (await get(id)).json().thumbUrl as string
      expect(later).toBe(first)
      const exp = Number(new URL(first, 'http://x').searchParams.get('exp'))
      expect(exp * 1000 - (start + 840_000)).toBeGreaterThanOrEqual(3_600_000)
      const thumb = await t.app.inject({ url: first })
      expect(thumb.statusCode).toBe(200)
      expect(thumb.headers['cache-control']).toBe(`private, max-age=${exp - (start + 840_000) / 1000}`)
      clock.mockReturnValue(start + quarter + 60_000)
      expect((await get(id)).json().thumbUrl).not.toBe(first)
    } finally {
      clock.mockRestore()
    }
  })

  it('409 naming chassisNo for a duplicate chassis number, whatever its case or spaces', async () => {
    await add({ chassisNo: 'NZE161-7001234' })
    const dup = await add({ chassisNo: 'nze161 7001234'.replace(' ', '-') })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().errors.chassisNo).toBeDefined()
  })

  it('400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ chassisNo: '' }, 'chassisNo'],
      [{ model: '' }, 'model'],
      [{ purchasePrice: '12.345' }, 'purchasePrice'],
      [{ purchaseDate: '01/10/2026' }, 'purchaseDate'],
      [{ year: 1800 }, 'year'],
      [{ fuel: 'Steam' }, 'fuel'],
      [{ vendorId: 99999 }, 'vendorId'],
      [{ stationId: 99999 }, 'stationId'],
      [{ categoryId: 99999 }, 'categoryId'],
    ]
    for (const [overrides, field] of cases) {
      const res = await add(overrides)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().errors[field], field).toBeDefined()
    }
  })

  it("keeps the trade's identity: model code, first registration and dimensions with the volume", async () => {
    const res = await add({
      modelCode: 'DAA-ZVW30',
      year: 2015,
      month: 6,
      firstRegYear: 2015,
      firstRegMonth: 9,
      lengthMm: 4480,
      widthMm: 1745,
      heightMm: 1490,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect((await get(res.json().id)).json()).toMatchObject({
      modelCode: 'DAA-ZVW30',
      firstRegYear: 2015,
      firstRegMonth: 9,
      lengthMm: 4480,
      widthMm: 1745,
      heightMm: 1490,
    })
    expect(volumeM3({ lengthMm: 4480, widthMm: 1745, heightMm: 1490 })).toBe('11.65')
    expect(volumeM3({ lengthMm: 4480, widthMm: null, heightMm: 1490 })).toBeNull()
  })

  it('refuses a first registration before manufacture, or a month without its year, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { year: 2016, firstRegYear: 2015 },
        'firstRegYear',
        'First registration cannot be before manufacture (2016/06)',
      ],
      [
        { year: 2015, month: 6, firstRegYear: 2015, firstRegMonth: 5 },
        'firstRegYear',
        'First registration cannot be before manufacture (2015/06)',
      ],
      [{ firstRegMonth: 4 }, 'firstRegYear', 'First registration year is required with its month'],
      [
        { firstRegMonth: 13, firstRegYear: 2016 },
        'firstRegMonth',
        'First registration month must be a whole number from 1 to 12',
      ],
      [{ lengthMm: -1 }, 'lengthMm', 'Length must be a whole number from 500 to 30000'],
    ]
    const before = await t.db.$count(vehicles)
    for (const [overrides, field, message] of cases) {
      const res = await add(overrides)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().errors[field], field).toEqual([message])
    }
    expect(await t.db.$count(vehicles)).toBe(before)
    expect((await add({ year: 2015, month: 6, firstRegYear: 2015, firstRegMonth: 6 })).statusCode).toBe(201)
  })

  it('415 for a photo that is not an image, 413 above 10 MB, and nothing is saved', async () => {
    const before = { files: uploads().length, rows: (await t.db.select().from(vehicles)).length }
    const fake = await add({ photos: [samples.png(), samples.fakePng()] })
    expect(fake.statusCode).toBe(415)
    expect(fake.json().errors.photos).toBeDefined()
    const broken = await add({ photos: [samples.brokenJpeg()] })
    expect(broken.statusCode).toBe(415)
    const huge = await add({ photos: [samples.huge()] })
    expect(huge.statusCode).toBe(413)
    expect(uploads().length).toBe(before.files)
    expect((await t.db.select().from(vehicles)).length).toBe(before.rows)
  })

  it('refuses more than 20 photos', async () => {
    const res = await add({ photos: Array.from({ length: 21 }, () => samples.png()) })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.photos).toBeDefined()
  })
})

describe('vehicle sheet', () => {
  it('prints the vehicle with its cover photo as a PDF', async () => {
    const id = (await add({ photos: [samples.jpeg()] })).json().id
    const res = await t.app.inject({ url: `/api/car/sheet/${id}`, headers: admin.headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await t.app.inject({ url: '/api/car/sheet/99999', headers: admin.headers })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/api/car/sheet/${id}` })).statusCode).toBe(401)
  })
})

describe('lists', () => {
  it('All and In Stock show it; Sold Out does not; filters, search, counts and paging work', async () => {
    const station = await fakeStation(t.db, 4)
    const id = (await add({ model: 'Nissan Caravan GX', colour: 'Silver', stationId: station.id })).json().id
    const all = await t.app.inject({
      url: '/api/car/GetAll?q=caravan&page=1&pageSize=10',
      headers: admin.headers,
    })
    expect(all.json().map((v: { id: number }) => v.id)).toEqual([id])
    expect(all.headers['x-total-count']).toBe('1')
    const row = all.json()[0]
    expect(row).toMatchObject({ countryName: 'Kenya', stationName: station.name, colour: 'Silver' })
    const inStock = await t.app.inject({
      url: `/api/car/getinstockcars?stationId=${station.id}`,
      headers: admin.headers,
    })
    expect(inStock.json().map((v: { id: number }) => v.id)).toEqual([id])
    const sold = await t.app.inject({ url: '/api/car/getsoldcars?q=caravan', headers: admin.headers })
    expect(sold.json()).toEqual([])
    const counts = await t.app.inject({
      url: `/api/car/counts?stationId=${station.id}`,
      headers: admin.headers,
    })
    expect(counts.json()).toEqual({ in_stock: 1, sold: 0 })
    const dated = await t.app.inject({ url: '/api/car/GetAll?from=2030-01-01', headers: admin.headers })
    expect(dated.json()).toEqual([])
  })

  it('pages hold every vehicle once, in the list order, from the first page to the last', async () => {
    const station = await fakeStation(t.db)
    for (let i = 0; i < 12; i++) await add({ stationId: station.id, purchaseDate: `2026-03-${10 + (i % 3)}` })
    const whole = (
      await t.app.inject({
        url: `/api/car/GetAll?stationId=${station.id}&pageSize=500`,
        headers: admin.headers,
      })
    ).json() as { id: number }[]
    expect(whole).toHaveLength(12)
    const paged: number[] = []
    for (let page = 1; page <= 13; page++) {
      const res = await t.app.inject({
        url: `/api/car/GetAll?stationId=${station.id}&page=${page}&pageSize=1`,
        headers: admin.headers,
      })
      expect(res.headers['x-total-count']).toBe('12')
      paged.push(...res.json().map((v: { id: number }) => v.id))
    }
    expect(paged).toEqual(whole.map((v) => v.id))
  })

  it('pages read again, or after the page before, hold the same vehicles in every order', async () => {
    // Ties (same date, model, price) are broken by the id as the order is, so pages neither repeat nor
    // skip a vehicle, whichever order they are read in.
    const station = await fakeStation(t.db)
    for (let i = 0; i < 9; i++)
      await add({
        stationId: station.id,
        purchaseDate: `2026-04-${10 + (i % 3)}`,
        model: i % 2 ? 'Toyota Aqua' : 'Honda Fit',
        purchasePrice: String(1000000 + (i % 4) * 250000),
      })
    const list = async (query: string) =>
      (
        (
          await t.app.inject({
            url: `/api/car/GetAll?stationId=${station.id}&${query}`,
            headers: admin.headers,
          })
        ).json() as { id: number }[]
      ).map((v) => v.id)
    for (const sort of [
      '-purchaseDate',
      'purchaseDate',
      'stockNo',
      '-stockNo',
      'model',
      '-model',
      'purchasePrice',
      '-chassisNo',
      'status',
    ]) {
      const whole = await list(`sort=${sort}&pageSize=500`)
      expect(whole, sort).toHaveLength(9)
      for (const pass of [1, 2, 3]) {
        const paged: number[] = []
        // Pass 3 reads the pages last to first.
        const pages = pass === 3 ? [5, 4, 3, 2, 1] : [1, 2, 3, 4, 5]
        const byPage = new Map<number, number[]>()
        for (const page of pages) byPage.set(page, await list(`sort=${sort}&page=${page}&pageSize=2`))
        for (const page of [1, 2, 3, 4, 5]) paged.push(...byPage.get(page)!)
        expect(paged, `${sort}, pass ${pass}`).toEqual(whole)
      }
    }
  })

  it('a page read after a vehicle is added shows the list as it now stands', async () => {
    const station = await fakeStation(t.db)
    for (const day of ['01', '02', '03', '04'])
      await add({ stationId: station.id, purchaseDate: `2026-05-${day}` })
    const page = async (n: number) =>
      (
        await t.app.inject({
          url: `/api/car/GetAll?stationId=${station.id}&page=${n}&pageSize=1`,
          headers: admin.headers,
        })
      ).json()[0] as { id: number; purchaseDate: string }
    for (const n of [1, 2, 3, 3]) await page(n)
    expect((await page(3)).purchaseDate).toBe('2026-05-02')
    // The newest now comes first: every later page holds the vehicle the page before it held.
    expect((await add({ stationId: station.id, purchaseDate: '2026-05-20' })).statusCode).toBe(201)
    expect((await page(3)).purchaseDate).toBe('2026-05-03')
    expect((await page(4)).purchaseDate).toBe('2026-05-02')
    expect((await page(1)).purchaseDate).toBe('2026-05-20')
  })

  it('sorts by purchase date, newest first by default', async () => {
    await add({ purchaseDate: '2026-01-05' })
    await add({ purchaseDate: '2026-11-05' })
    const rows = (await t.app.inject({ url: '/api/car/GetAll?pageSize=500', headers: admin.headers })).json()
    const dates = rows.map((r: { purchaseDate: string }) => r.purchaseDate)
    expect(dates).toEqual([...dates].sort().reverse())
  })
})

describe('the lists filtered to what can still enter a country (canEnter)', () => {
  // The business's today, fixed for the lists: 10 February 2023 in Tokyo.
  const today = new Date('2023-02-10T03:00:00Z')
  const country = async (iso: string) =>
    (await t.db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, iso)))[0]!.id
  let station: { id: number }
  const cars: Record<string, number> = {}
  beforeAll(async () => {
    station = await fakeStation(t.db)
    // Added at the real date (a purchase is never after today); only the lists see the fixed one.
    const made: [string, Record<string, unknown>][] = [
      ['reg2016', { firstRegYear: 2016 }],
      ['reg2015', { firstRegYear: 2015 }],
      ['made2016', { year: 2016, month: 4 }],
      ['noYear', { year: '', month: '' }],
      ['reg201803', { firstRegYear: 2018, firstRegMonth: 3 }],
      ['reg201802', { firstRegYear: 2018, firstRegMonth: 2 }],
      ['reg201903', { firstRegYear: 2019, firstRegMonth: 3 }],
    ]
    for (const [name, fields] of made) {
      const res = await add({ stationId: station.id, ...fields })
      expect(res.statusCode, res.body).toBe(201)
      cars[name] = res.json().id
    }
    await t.db.insert(destinationRules).values({
      countryId: await country('TZ'),
      maxAgeYears: 5,
      ageFrom: 'first_registration',
      appliedBy: 'arrival',
      source: 'Test notice',
      effectiveFrom: '2020-01-01',
    })
  })

  /** Reads on the fixed day. */
  const onTheDay = async <T>(read: () => Promise<T>) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(today)
    try {
      return await read()
    } finally {
      vi.useRealTimers()
    }
  }

  /** The list of the test's station on the fixed day: each vehicle's last safe arrival by name, and the total. */
  const canEnter = (countryId: number | string, path = 'car/GetAll') =>
    onTheDay(async () => {
      const query = `stationId=${station.id}&canEnter=${countryId}`
      const res = await t.app.inject({ url: `/api/${path}?${query}&page=1`, headers: admin.headers })
      const counts = await t.app.inject({ url: `/api/car/counts?${query}`, headers: admin.headers })
      const names = new Map(Object.entries(cars).map(([name, id]) => [id, name]))
      const rows =
        res.statusCode === 200 ? (res.json() as { id: number; lastSafeArrival: string | null }[]) : []
      return {
        res,
        total: Number(res.headers['x-total-count']),
        inStock: counts.statusCode === 200 ? counts.json().in_stock : undefined,
        safe: Object.fromEntries(rows.map((r) => [names.get(r.id), r.lastSafeArrival])),
      }
    })

  it("Kenya's year-end rule from the first registration, falling back to manufacture; an unknown year passes", async () => {
    const kenyaId = await country('KE')
    const kenya = await canEnter(kenyaId)
    expect(kenya.res.statusCode, kenya.res.body).toBe(200)
    // Registered 2016, 8 years: arrive by 31 December 2023. Registered 2015: 31 December 2022, gone.
    // Made 2016 with no registration recorded: counted from manufacture. The fakes are made in 2015.
    expect(kenya.safe).toEqual({
      reg2016: '2023-12-31',
      made2016: '2023-12-31',
      noYear: null,
      reg201803: '2025-12-31',
      reg201802: '2025-12-31',
      reg201903: '2026-12-31',
    })
    expect(kenya.total).toBe(6)
    expect(kenya.inStock).toBe(6)
    const csv = await onTheDay(() =>
      t.app.inject({
        url: `/api/car/GetAll?stationId=${station.id}&canEnter=${kenyaId}&format=csv`,
        headers: admin.headers,
      }),
    )
    expect(csv.headers['x-total-count']).toBe('6')
    expect(csv.body.split('\n').filter((line) => line.trim())).toHaveLength(1 + 6)
  })

  it('an arrival rule counts to the day before the anniversary of the registration month', async () => {
    const tanzania = await canEnter(await country('TZ'))
    // Registered 2018/03, 5 years: the last day is 28 February 2023. Registered 2018/02: 31 January, gone.
    // Registered 2019/03: the leap day, 29 February 2024.
    expect(tanzania.safe).toMatchObject({ reg201803: '2023-02-28', reg201903: '2024-02-29', noYear: null })
    expect(Object.keys(tanzania.safe)).not.toContain('reg201802')
    expect(Object.keys(tanzania.safe)).not.toContain('reg2015')
    const inStock = await canEnter(await country('TZ'), 'car/getinstockcars')
    expect(inStock.safe).toEqual(tanzania.safe)
  })

  it('a country without a rule admits every vehicle; without canEnter the rows carry no date', async () => {
    const uganda = await canEnter(await country('UG'))
    expect(uganda.total).toBe(Object.keys(cars).length)
    expect(new Set(Object.values(uganda.safe))).toEqual(new Set([null]))
    const plain = await t.app.inject({
      url: `/api/car/GetAll?stationId=${station.id}`,
      headers: admin.headers,
    })
    expect(plain.json()[0]).not.toHaveProperty('lastSafeArrival')
  })

  it('400 naming canEnter for a country that does not exist, on the lists and the counts', async () => {
    for (const value of [99999, 'kenya']) {
      const { res } = await canEnter(value)
      expect(res.statusCode, String(value)).toBe(400)
      expect(res.json().errors.canEnter, String(value)).toBeDefined()
    }
    const counts = await t.app.inject({ url: '/api/car/counts?canEnter=99999', headers: admin.headers })
    expect(counts.statusCode).toBe(400)
    expect(counts.json().errors.canEnter).toBeDefined()
  })
})

describe('updating', () => {
  it('updates fields and reorders, removes and adds photos', async () => {
    const id = (await add({ photos: [samples.png(), samples.png()] })).json().id
    const photos = (await get(id)).json().photos as { id: number }[]
    const res = await send('PUT', `/api/car/updateCar/${id}`, {
      ...fakeVehicleFields(refs, { model: 'Toyota Prius A', chassisNo: (await get(id)).json().chassisNo }),
      photos: [samples.jpeg()],
      photoOrder: [`new:0`, `existing:${photos[1]!.id}`],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Vehicles Updated Successfully')
    const after = (await get(id)).json()
    expect(after.model).toBe('Toyota Prius A')
    expect(after.photos.map((p: { id: number }) => p.id)[1]).toBe(photos[1]!.id)
    expect(after.photos).toHaveLength(2)
    expect((await t.db.select().from(vehiclePhotos).where(eq(vehiclePhotos.id, photos[0]!.id))).length).toBe(
      0,
    )
  })

  it('AgentSales may update details but not the purchase price (403)', async () => {
    const sales = await t.as('AgentSales')
    const id = (await add()).json().id
    const current = (await get(id)).json()
    const base = fakeVehicleFields(refs, { chassisNo: current.chassisNo })
    const ok = await send('PUT', `/api/car/updateCar/${id}`, { ...base, colour: 'Black' }, sales.headers)
    expect(ok.statusCode).toBe(200)
    const refused = await send(
      'PUT',
      `/api/car/updateCar/${id}`,
      { ...base, purchasePrice: '1' },
      sales.headers,
    )
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toContain('purchasePrice')
    expect((await get(id)).json().purchasePrice).toBe('1500000.00')
  })

  it('the form changes the station only within the country, before any move, for a role that may move', async () => {
    const sales = await t.as('AgentSales')
    const id = (await add()).json().id
    const current = (await get(id)).json()
    const base = fakeVehicleFields(refs, { chassisNo: current.chassisNo })
    const [sameCountry, kenya] = await Promise.all([fakeStation(t.db, 1), fakeStation(t.db, 4)])
    const bySales = await send(
      'PUT',
      `/api/car/updateCar/${id}`,
      { ...base, stationId: kenya.id },
      sales.headers,
    )
    expect(bySales.statusCode).toBe(403)
    expect(bySales.json().message).toContain('stationId')
    const abroad = await send('PUT', `/api/car/updateCar/${id}`, { ...base, stationId: kenya.id })
    expect(abroad.statusCode).toBe(400)
    expect(abroad.json().errors).toHaveProperty('stationId')
    expect((await get(id)).json()).toMatchObject({ stationId: refs.stationId, countryId: current.countryId })
    const corrected = await send('PUT', `/api/car/updateCar/${id}`, { ...base, stationId: sameCountry.id })
    expect(corrected.statusCode).toBe(200)
    expect((await get(id)).json().stationId).toBe(sameCountry.id)
  })
})

describe('location history', () => {
  const history = async (id: number) =>
    (await t.app.inject({ url: `/api/car/locations?carId=${id}`, headers: admin.headers }))
      .json()
      .map((h: { location: string; userId: number | null }) => [h.location, h.userId])

  it('the location typed when the vehicle is added is its first entry; a changed one on edit is appended', async () => {
    const created = await add({ location: 'Auction yard' })
    expect(created.statusCode).toBe(201)
    const id = created.json().id
    expect(await history(id)).toEqual([['Auction yard', admin.user.id]])

    const current = (await get(id)).json()
    const edit = (location: string | undefined) =>
      send(
        'PUT',
        `/api/car/updateCar/${id}`,
        fakeVehicleFields(refs, { chassisNo: current.chassisNo, location }),
      )
    expect((await edit('Auction yard')).statusCode).toBe(200)
    expect((await history(id)).map(([l]: [string]) => l)).toEqual(['Auction yard'])
    expect((await edit('Bonded yard')).statusCode).toBe(200)
    expect((await history(id)).map(([l]: [string]) => l)).toEqual(['Bonded yard', 'Auction yard'])
    expect((await get(id)).json().location).toBe('Bonded yard')
  })

  it('a vehicle added without a location has no history', async () => {
    expect(await history((await add()).json().id)).toEqual([])
  })
})

describe('after the vendor has been paid', () => {
  it('the price cannot drop below what was paid, and the vendor and currency cannot change (409)', async () => {
    const id = (await add()).json().id
    const current = (await get(id)).json()
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/car/AddTermPayment',
      payload: {
        carId: id,
        direction: 'out',
        amount: '1000000',
        currency: 'JPY',
        date: '2026-10-02',
        method: 'cash',
      },
      headers: admin.headers,
    })
    expect(pay.statusCode).toBe(201)
    const base = fakeVehicleFields(refs, { chassisNo: current.chassisNo })
    const lower = await send('PUT', `/api/car/updateCar/${id}`, { ...base, purchasePrice: '900000' })
    expect(lower.statusCode).toBe(409)
    expect(lower.json().errors.purchasePrice).toBeDefined()
    const other = await fakeVendor(t.db)
    const moved = await send('PUT', `/api/car/updateCar/${id}`, { ...base, vendorId: other.id })
    expect(moved.statusCode).toBe(409)
    expect(moved.json().errors.vendorId).toBeDefined()
    const ok = await send('PUT', `/api/car/updateCar/${id}`, { ...base, purchasePrice: '1000000' })
    expect(ok.statusCode).toBe(200)
  })
})

describe('deleting', () => {
  it('deletes an unsold vehicle; a sold one answers 409 and stays', async () => {
    const id = (await add()).json().id
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/Car/delete',
      payload: { id },
      headers: admin.headers,
    })
    expect(del.statusCode).toBe(200)
    expect(del.json().message).toBe('vehicles Deleted Successfully')
    expect((await get(id)).statusCode).toBe(404)
    const soldId = (await add()).json().id
    await t.db.update(vehicles).set({ status: 'sold' }).where(eq(vehicles.id, soldId))
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/Car/delete',
      payload: { id: soldId },
      headers: admin.headers,
    })
    expect(refused.statusCode).toBe(409)
    expect((await get(soldId)).statusCode).toBe(200)
  })
})

describe('permissions (shared/permissions.ts)', () => {
  it.each([
    ['Admin', { all: 403, inStock: 200, sold: 200, create: 201, delete: 200 }],
    ['AgentStock', { all: 403, inStock: 200, sold: 403, create: 201, delete: 403 }],
    ['AgentSales', { all: 403, inStock: 200, sold: 200, create: 403, delete: 403 }],
    ['Accounts', { all: 403, inStock: 200, sold: 403, create: 403, delete: 403 }],
    ['SuperAdmin', { all: 200, inStock: 200, sold: 200, create: 201, delete: 200 }],
  ] as const)('%s', async (role, expected) => {
    const who = await t.as(role)
    expect((await t.app.inject({ url: '/api/car/GetAll', headers: who.headers })).statusCode).toBe(
      expected.all,
    )
    expect((await t.app.inject({ url: '/api/car/getinstockcars', headers: who.headers })).statusCode).toBe(
      expected.inStock,
    )
    expect((await t.app.inject({ url: '/api/car/getsoldcars', headers: who.headers })).statusCode).toBe(
      expected.sold,
    )
    expect((await add({}, who.headers)).statusCode).toBe(expected.create)
    const id = (await add()).json().id
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Car/delete', payload: { id }, headers: who.headers }))
        .statusCode,
    ).toBe(expected.delete)
  })
})
