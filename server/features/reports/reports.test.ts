import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ReportRow, type ReportTotals, reportSortKeys } from '../../../shared/reports'
import { vehicles } from '../../db/schema'
import { batches } from '../../lib/export'
import { pdfText } from '../../test/pdf-text'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCustomer } from '../customers/customers.fakes'
import { moneyApi } from '../sales/money.fakes'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'
import { reportRows } from './reports.repo'

/**
 * A fixture in three currencies (JPY, KES, USD; base USD) with one missing rate: JPY→USD 0.0067 since
 * 2020-01-01, KES→USD 0.0077 only since 2025-02-01.
 *
 *  A  bought in Japan 2025-01-10 for JPY 1,500,000 from the Japanese vendor; expenses JPY 25,000
 *     (2025-01-12) and USD 300 (2025-01-15); moved to Kenya 2025-02-05 with KES 35,000 move costs; sold
 *     2025-03-01 to Amina for USD 14,000.
 *     USD: 10,050.00 + 167.50 + 300.00 + 269.50 = cost 10,787.00; profit 14,000 − 10,787 = 3,213.00.
 *  B  bought in Kenya 2025-01-20 for KES 1,000,000 from the Kenyan vendor (no KES rate that day);
 *     expense KES 20,000 (2025-02-10); sold 2025-03-05 to Kenji for USD 9,000. No USD figures.
 *  C  bought in Japan 2025-02-15 for JPY 800,000 from the Japanese vendor; in stock. Cost USD 5,360.00.
 *  D  bought in Japan 2024-12-01 for JPY 400,000 from the Japanese vendor; sold 2025-01-05 to Amina for
 *     JPY 600,000. USD 2,680.00 → 4,020.00: profit 1,340.00.
 */
let t: TestApp
let api: ReturnType<typeof moneyApi>
const ids = { a: 0, b: 0, c: 0, d: 0, amina: 0, kenji: 0, japanVendor: 0, kenyaVendor: 0, bulkVendor: 0 }
const stock = { a: '', b: '', c: '', d: '' }

const ok = (res: { statusCode: number; body: string }, status = 201) => {
  expect(res.statusCode, res.body).toBe(status)
  return res
}

beforeAll(async () => {
  t = await createTestApp()
  const admin = await t.as('SuperAdmin')
  api = moneyApi(t, admin.headers)
  ok(await api.json('/api/exchangerates', { currency: 'JPY', date: '2020-01-01', rate: '0.0067' }), 200)
  ok(await api.json('/api/exchangerates', { currency: 'KES', date: '2025-02-01', rate: '0.0077' }), 200)
  const [japanVendor, kenyaVendor, bulkVendor, amina, kenji, kenyaYard] = await Promise.all([
    fakeVendor(t.db, 'JPY', 1),
    fakeVendor(t.db, 'KES', 4),
    fakeVendor(t.db, 'JPY', 1),
    fakeCustomer(t.db, 'USD', 4),
    fakeCustomer(t.db, 'USD', 1),
    fakeStation(t.db, 4),
  ])
  Object.assign(ids, {
    amina: amina.id,
    kenji: kenji.id,
    japanVendor: japanVendor.id,
    kenyaVendor: kenyaVendor.id,
    bulkVendor: bulkVendor.id,
  })
  const expense = (carId: number, date: string, amount: string, currency: string) =>
    api.post('/api/car/addeditexpense?Id=0', { carId, date, kind: 'transport', amount, currency })
  const sell = (carId: number, customerId: number, date: string, price: string, currency: string) =>
    api.sell({ carId, customerId, date, price, currency, downPayment: price })

  const a = await api.addVehicle(
    { model: 'Toyota Land Cruiser', purchasePrice: '1500000', purchaseDate: '2025-01-10' },
    japanVendor,
  )
  ok(await expense(a.carId, '2025-01-12', '25000', 'JPY'))
  ok(await expense(a.carId, '2025-01-15', '300', 'USD'))
  ok(
    await api.json('/api/car/move', {
      carId: a.carId,
      toStationId: kenyaYard.id,
      date: '2025-02-05',
      rate: '0.87',
      moveExpenses: '35000',
    }),
    200,
  )
  ok(await sell(a.carId, amina.id, '2025-03-01', '14000', 'USD'))

  const b = await api.addVehicle(
    {
      model: 'Nissan X-Trail',
      purchasePrice: '1000000',
      purchaseCurrency: 'KES',
      purchaseDate: '2025-01-20',
      stationId: kenyaYard.id,
    },
    kenyaVendor,
  )
  ok(await expense(b.carId, '2025-02-10', '20000', 'KES'))
  ok(await sell(b.carId, kenji.id, '2025-03-05', '9000', 'USD'))

  const c = await api.addVehicle(
    { model: 'Honda Fit', purchasePrice: '800000', purchaseDate: '2025-02-15' },
    japanVendor,
  )
  const d = await api.addVehicle(
    { model: 'Mazda Demio', purchasePrice: '400000', purchaseDate: '2024-12-01' },
    japanVendor,
  )
  ok(await sell(d.carId, amina.id, '2025-01-05', '600000', 'JPY'))
  Object.assign(ids, { a: a.carId, b: b.carId, c: c.carId, d: d.carId })
  for (const key of ['a', 'b', 'c', 'd'] as const) stock[key] = `KR-${String(ids[key]).padStart(6, '0')}`
})
afterAll(() => t.close())

const get = (url: string) => api.get(url)
const rowsOf = async (url: string) => {
  const res = await get(url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as ReportRow[]
}
const totalsOf = async (url: string) => {
  const res = await get(url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as ReportTotals
}
const stockNos = (rows: ReportRow[]) => rows.map((r) => r.stockNo)

describe('GET Reports/bycustomer', () => {
  it('lists every sold vehicle with its money per currency and in USD, newest sale first', async () => {
    const rows = await rowsOf('/api/Reports/bycustomer')
    expect(stockNos(rows)).toEqual([stock.b, stock.a, stock.d])
    const [b, a, d] = rows
    expect(a).toMatchObject({
      model: 'Toyota Land Cruiser',
      status: 'sold',
      customerId: ids.amina,
      purchaseCountry: 'Japan',
      saleCountry: 'Kenya',
      purchaseDate: '2025-01-10',
      purchasePrice: '1500000.00',
      purchaseCurrency: 'JPY',
      expenses: [
        { currency: 'JPY', amount: '25000.00' },
        { currency: 'USD', amount: '300.00' },
      ],
      moveCosts: [{ currency: 'KES', amount: '35000.00' }],
      saleDate: '2025-03-01',
      salePrice: '14000.00',
      saleCurrency: 'USD',
      base: 'USD',
      purchaseBase: '10050.00',
      expensesBase: '467.50',
      moveCostsBase: '269.50',
      costBase: '10787.00',
      saleBase: '14000.00',
      profitBase: '3213.00',
      missingRates: [],
    })
    expect(b).toMatchObject({
      customerId: ids.kenji,
      purchaseCountry: 'Kenya',
      saleCountry: 'Kenya',
      expenses: [{ currency: 'KES', amount: '20000.00' }],
      moveCosts: [],
      purchaseBase: null,
      expensesBase: null,
      moveCostsBase: null,
      costBase: null,
      saleBase: null,
      profitBase: null,
      missingRates: ['KES 2025-01-20'],
    })
    expect(d).toMatchObject({
      purchaseBase: '2680.00',
      costBase: '2680.00',
      saleBase: '4020.00',
      profitBase: '1340.00',
    })
    // Profit is only worth reading in one currency: no row has a profit per currency as recorded.
    for (const row of rows) expect(row).not.toHaveProperty('profit')
  })

  it('gives the same USD profit as the vehicle’s own profit (car/profit)', async () => {
    const rows = await rowsOf('/api/Reports/bycustomer')
    for (const id of [ids.a, ids.d]) {
      const profit = (await get(`/api/car/profit?CarId=${id}`)).json() as { profit: string }
      expect(rows.find((r) => r.id === id)?.profitBase).toBe(profit.profit)
    }
  })

  it('totals per currency (no profit) and in USD with the profit, over the rows with every rate', async () => {
    expect(await totalsOf('/api/Reports/bycustomer/totals')).toEqual({
      count: 3,
      perCurrency: [
        {
          currency: 'JPY',
          purchase: '1900000.00',
          expenses: '25000.00',
          moveCosts: '0.00',
          sale: '600000.00',
        },
        {
          currency: 'KES',
          purchase: '1000000.00',
          expenses: '20000.00',
          moveCosts: '35000.00',
          sale: '0.00',
        },
        {
          currency: 'USD',
          purchase: '0.00',
          expenses: '300.00',
          moveCosts: '0.00',
          sale: '23000.00',
        },
      ],
      base: {
        currency: 'USD',
        purchase: '12730.00',
        expenses: '467.50',
        moveCosts: '269.50',
        cost: '13467.00',
        sale: '18020.00',
        profit: '4553.00',
        rows: 2,
        leftOut: 1,
      },
    })
  })

  it('combines the customer with a sale-date range (PascalCase or camelCase, any path case)', async () => {
    expect(stockNos(await rowsOf(`/api/Reports/bycustomer?CustomerId=${ids.amina}`))).toEqual([
      stock.a,
      stock.d,
    ])
    expect(
      stockNos(await rowsOf(`/api/reports/ByCustomer?customerId=${ids.amina}&from=2025-02-01&to=2025-03-31`)),
    ).toEqual([stock.a])
    const totals = await totalsOf(`/api/Reports/bycustomer/totals?CustomerId=${ids.amina}&To=2025-01-31`)
    expect(totals.count).toBe(1)
    expect(totals.base).toMatchObject({ profit: '1340.00', rows: 1, leftOut: 0 })
    expect(await rowsOf('/api/Reports/bycustomer?CustomerId=')).toHaveLength(3)
  })
})

describe('the other reports', () => {
  it('by vendor: every purchase from the vendor, the range on the purchase date', async () => {
    expect(stockNos(await rowsOf(`/api/Reports/byvendor?VendorId=${ids.japanVendor}`))).toEqual([
      stock.c,
      stock.a,
      stock.d,
    ])
    expect(
      stockNos(
        await rowsOf(`/api/Reports/byvendor?VendorId=${ids.japanVendor}&from=2025-01-01&to=2025-01-31`),
      ),
    ).toEqual([stock.a])
    const totals = await totalsOf(`/api/Reports/byvendor/totals?VendorId=${ids.kenyaVendor}`)
    expect(totals).toMatchObject({ count: 1, base: { rows: 0, leftOut: 1, profit: '0.00' } })
  })

  it('by purchase country: where the vehicle was bought, even after a move', async () => {
    const japan = await rowsOf('/api/Reports/bypurchasecountry?CountryId=1&sort=stockNo')
    expect(stockNos(japan)).toEqual([stock.a, stock.c, stock.d])
    expect(stockNos(await rowsOf('/api/Reports/bypurchasecountry?CountryId=4'))).toEqual([stock.b])
    const totals = await totalsOf('/api/Reports/bypurchasecountry/totals?CountryId=1')
    expect(totals.base).toMatchObject({ rows: 3, leftOut: 0, cost: '18827.00', profit: '4553.00' })
  })

  it('by sale country: where the vehicle stood when sold, the range on the sale date', async () => {
    expect(stockNos(await rowsOf('/api/Reports/bysalecountry?CountryId=4'))).toEqual([stock.b, stock.a])
    expect(stockNos(await rowsOf('/api/Reports/bysalecountry?CountryId=1'))).toEqual([stock.d])
    expect(stockNos(await rowsOf('/api/Reports/bysalecountry?CountryId=4&to=2025-03-02'))).toEqual([stock.a])
  })

  it('by availability: in stock, sold, or all when empty', async () => {
    const mine = (rows: ReportRow[]) => stockNos(rows).filter((s) => Object.values(stock).includes(s))
    expect(mine(await rowsOf('/api/Reports/byavailability?IsAvailable=true&pageSize=500'))).toEqual([stock.c])
    expect(mine(await rowsOf('/api/Reports/byavailability?IsAvailable=false&sort=stockNo'))).toEqual([
      stock.a,
      stock.b,
      stock.d,
    ])
    expect(mine(await rowsOf('/api/Reports/byavailability?IsAvailable=&sort=stockNo'))).toEqual([
      stock.a,
      stock.b,
      stock.c,
      stock.d,
    ])
    const c = (await rowsOf(`/api/Reports/byavailability?IsAvailable=&q=${stock.c}`))[0]
    expect(c).toMatchObject({ status: 'in_stock', profitBase: null, costBase: '5360.00' })
  })
})

describe('paging and sorting', () => {
  it('pages on the server with the total in X-Total-Count, sorted on a computed figure', async () => {
    const first = await get('/api/Reports/bycustomer?page=1&pageSize=2&sort=-profitBase')
    expect(first.headers['x-total-count']).toBe('3')
    expect(stockNos(first.json())).toEqual([stock.a, stock.d])
    const second = await get('/api/Reports/bycustomer?page=2&pageSize=2&sort=-profitBase')
    expect(stockNos(second.json())).toEqual([stock.b])
    expect(stockNos(await rowsOf('/api/Reports/bycustomer?sort=profitBase'))).toEqual([
      stock.d,
      stock.a,
      stock.b,
    ])
  })

  it('sorts on a vehicle’s own columns too', async () => {
    expect(stockNos(await rowsOf('/api/Reports/bycustomer?sort=-salePrice'))).toEqual([
      stock.d,
      stock.a,
      stock.b,
    ])
    expect(stockNos(await rowsOf('/api/Reports/bycustomer?sort=model'))).toEqual([stock.d, stock.b, stock.a])
  })
})

describe('who may read and what is refused', () => {
  it('documents every report, its totals and its filter in the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const paths = res.json().paths as Record<string, { get: { parameters: { name: string }[] } }>
    for (const kind of ['bycustomer', 'byvendor', 'bypurchasecountry', 'bysalecountry', 'byavailability']) {
      expect(paths).toHaveProperty([`/api/Reports/${kind}`])
      expect(paths).toHaveProperty([`/api/Reports/${kind}/totals`])
    }
    const names = paths['/api/Reports/bycustomer']!.get.parameters.map((p) => p.name)
    expect(names).toEqual(expect.arrayContaining(['customerId', 'from', 'to', 'page', 'sort', 'format']))
  })

  it('lets SuperAdmin and MainAdmin read; other roles get 403, no token 401', async () => {
    const main = await t.as('MainAdmin')
    expect((await api.get('/api/Reports/byvendor', main.headers)).statusCode).toBe(200)
    for (const role of ['Admin', 'Accounts', 'AgentSales', 'AgentStock'] as const) {
      const user = await t.as(role)
      expect((await api.get('/api/Reports/bycustomer', user.headers)).statusCode).toBe(403)
      expect((await api.get('/api/Reports/bycustomer/totals', user.headers)).statusCode).toBe(403)
      expect((await api.get('/api/Reports/bycustomer?format=csv', user.headers)).statusCode).toBe(403)
    }
    expect((await t.app.inject({ url: '/api/Reports/bycustomer' })).statusCode).toBe(401)
  })

  it.each([
    ['bypurchasecountry?CountryId=abc', 'countryId'],
    ['bysalecountry?CountryId=-2', 'countryId'],
    ['bycustomer?CustomerId=1.5', 'customerId'],
    ['byvendor?from=2025-02-30', 'from'],
    ['byvendor?to=yesterday', 'to'],
    ['byvendor?from=2025-03-01&to=2025-02-01', 'to'],
    ['byavailability?IsAvailable=maybe', 'isAvailable'],
    ['byavailability?format=doc', 'format'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await get(`/api/Reports/${query}`)
    expect(res.statusCode, res.body).toBe(400)
    expect(Object.keys(res.json().errors)).toEqual([field])
  })
})

const sheetHead = [
  'Stock no.',
  'Model',
  'Chassis no.',
  'Vendor',
  'Customer',
  'Purchase country',
  'Sale country',
  'Purchase date',
  'Purchase price',
  'Purchase currency',
]

/** The first columns of a report row's spreadsheet line, as a CSV holds them. */
const sheetLine = (r: ReportRow) => [
  r.stockNo,
  r.model,
  r.chassisNo,
  r.vendorName,
  r.customerName ?? '',
  r.purchaseCountry,
  r.saleCountry ?? '',
  r.purchaseDate,
  r.purchasePrice,
  r.purchaseCurrency,
]

describe('exports', () => {
  it('CSV: exactly the filtered rows in the chosen sort, every page, then the totals', async () => {
    const url = `/api/Reports/bycustomer?CustomerId=${ids.amina}&sort=stockNo&page=1&pageSize=1`
    const json = await rowsOf(url.replace('page=1&pageSize=1', 'pageSize=500'))
    const res = await get(`${url}&format=csv`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="report-bycustomer.csv"')
    const [header, ...lines] = parse(res.body, { bom: true })
    // Expenses and move costs get a column per currency the report holds them in.
    expect(header).toEqual([
      'Stock no.',
      'Model',
      'Chassis no.',
      'Vendor',
      'Customer',
      'Purchase country',
      'Sale country',
      'Purchase date',
      'Purchase price',
      'Purchase currency',
      'Expenses JPY',
      'Expenses USD',
      'Move costs KES',
      'Sale date',
      'Sale price',
      'Sale currency',
      'Cost (USD)',
      'Sale (USD)',
      'Profit (USD)',
      'Missing rates',
    ])
    expect(lines.slice(0, 2).map((l) => l.slice(0, 10))).toEqual(json.map(sheetLine))
    const [a, d] = lines
    expect(a!.slice(10)).toEqual([
      '25000.00',
      '300.00',
      '35000.00',
      '2025-03-01',
      '14000.00',
      'USD',
      '10787.00',
      '14000.00',
      '3213.00',
      '',
    ])
    expect(d!.slice(10, 13)).toEqual(['', '', ''])
    // Totals: one line per currency as recorded, then everything converted into USD.
    expect(lines.slice(2).map((l) => l.slice(0, 2))).toEqual([
      ['Total JPY', '2 vehicles'],
      ['Total KES', '2 vehicles'],
      ['Total USD', '2 vehicles'],
      ['All in USD', '2 vehicles'],
    ])
    expect(lines[2]?.slice(8)).toEqual([
      '1900000.00',
      'JPY',
      '25000.00',
      '',
      '',
      '',
      '600000.00',
      'JPY',
      '',
      '',
      '',
      '',
    ])
    expect(lines[3]?.slice(8, 16)).toEqual(['0.00', 'KES', '', '', '35000.00', '', '0.00', 'KES'])
    expect(lines.at(-1)?.slice(16)).toEqual(['13467.00', '18020.00', '4553.00', ''])
  })

  it('XLSX: the same rows and totals as the JSON, every amount a number in its currency’s format', async () => {
    const res = await get(`/api/Reports/byvendor?VendorId=${ids.kenyaVendor}&format=xlsx`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="report-byvendor.xlsx"')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    // Empty cells are holes in ExcelJS's 1-based array: read them as ''.
    const cells = (n: number) => Array.from(sheet.getRow(n).values as unknown[], (v) => v ?? '').slice(1)
    const [b] = await rowsOf(`/api/Reports/byvendor?VendorId=${ids.kenyaVendor}`)
    expect(cells(1)).toEqual([
      ...[...sheetHead, 'Expenses KES'],
      ...['Sale date', 'Sale price', 'Sale currency', 'Cost (USD)', 'Sale (USD)', 'Profit (USD)'],
      'Missing rates',
    ])
    expect(cells(2)).toEqual([
      ...sheetLine(b!).slice(0, 8),
      1_000_000,
      'KES',
      20_000,
      '2025-03-05',
      9_000,
      'USD',
      '',
      '',
      '',
      'KES 2025-01-20',
    ])
    for (const col of [9, 11, 13]) {
      expect(sheet.getRow(2).getCell(col).type).toBe(ExcelJS.ValueType.Number)
      expect(sheet.getRow(2).getCell(col).numFmt).toBe('#,##0.00')
    }
    expect(cells(3)).toEqual([
      ...['Total KES', '1 vehicle', '', '', '', '', '', ''],
      ...[1_000_000, 'KES', 20_000, '', 0, 'KES'],
    ])
    expect(cells(4)[0]).toBe('Total USD')
    expect(cells(5)[0]).toBe('All in USD')
    expect(cells(5).slice(14)).toEqual([0, 0, 0, '1 left out (missing rates)'])
    expect(sheet.getRow(5).getCell(17).numFmt).toBe('#,##0.00')

    // Yen have no decimals; each expense currency its own column.
    const yen = await get(`/api/Reports/bycustomer?CustomerId=${ids.amina}&sort=stockNo&format=xlsx`)
    await book.xlsx.load(yen.rawPayload as unknown as ArrayBuffer)
    const a = book.worksheets[0]!.getRow(2)
    for (const [col, value, numFmt] of [
      [9, 1_500_000, '#,##0'],
      [11, 25_000, '#,##0'],
      [12, 300, '#,##0.00'],
      [13, 35_000, '#,##0.00'],
      [19, 3_213, '#,##0.00'],
    ] as const) {
      expect(a.getCell(col).value, `column ${col}`).toBe(value)
      expect(a.getCell(col).numFmt, `column ${col}`).toBe(numFmt)
    }
  })

  it('PDF: the rows and the totals, with the filter in the subtitle', async () => {
    const res = await get(`/api/Reports/bycustomer?CustomerId=${ids.amina}&format=pdf`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const { text, pages } = await pdfText(res.rawPayload)
    expect(pages).toBe(1)
    expect(text).toContain('Report: By customer')
    expect(text).toMatch(/Customer: Amina Buyer/)
    for (const s of [stock.a, stock.d, 'JPY 1,500,000', 'USD 14,000.00', 'USD 3,213.00', 'USD 1,340.00'])
      expect(text).toContain(s)
    expect(text).toContain('Total JPY')
    expect(text).toContain('All in USD')
    expect(text).toContain('USD 4,553.00')
    // No profit per currency as recorded: not A's yen loss, nor the yen total's.
    expect(text).not.toContain('-1,525,000')
    expect(text).not.toContain('-1,325,000')
  })

  it('PDF: 200 rows run onto the expected number of pages, the header on each', async () => {
    const station = await fakeStation(t.db, 1)
    await t.db.insert(vehicles).values(
      Array.from({ length: 200 }, (_, i) => ({
        chassisNo: `BULK-${String(i).padStart(4, '0')}-${Date.now()}`,
        model: 'Toyota Probox',
        vendorId: ids.bulkVendor,
        purchaseDate: '2025-04-01',
        purchasePrice: '300000',
        purchaseCurrency: 'JPY',
        countryId: 1,
        stationId: station.id,
        cost: '300000',
        costCurrency: 'JPY',
      })),
    )
    const res = await get(`/api/Reports/byvendor?VendorId=${ids.bulkVendor}&format=pdf`)
    expect(res.statusCode).toBe(200)
    const { text, pages } = await pdfText(res.rawPayload)
    // Each row is three lines (stock no., model, chassis) in the larger type of a table of at most eight
    // columns, so 200 rows take 16 pages; the header row repeats on each.
    expect(text.match(/Missing rates/g)?.length).toBe(pages)
    expect(text.match(/Toyota Probox/g)?.length).toBe(200)
    expect(pages).toBe(16)
    expect(text).toContain('USD 402,000.00')
    const csv = parse((await get(`/api/Reports/byvendor?VendorId=${ids.bulkVendor}&format=csv`)).body, {
      bom: true,
    })
    expect(csv).toHaveLength(1 + 200 + 2)
  })
})

describe('reading a report in batches (as the exports do)', () => {
  it.each(reportSortKeys.flatMap((key) => [key, `-${key}`]))(
    'sorted on %s, batches of 7 after the last row give every row once, in the page order',
    async (sort) => {
      const filter = { kind: 'byavailability' as const, from: null, to: null, sort, base: 'USD' }
      const all = await reportRows(t.db, filter, { limit: 1000 })
      expect(all.length).toBeGreaterThan(200)
      const read: number[] = []
      for await (const batch of batches<ReportRow>(
        (after, limit) => reportRows(t.db, filter, { after, limit }),
        7,
      ))
        read.push(...batch.map((row) => row.id))
      expect(read).toEqual(all.map((r) => r.id))
    },
  )
})
