import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LineKind } from '../../../shared/auction-purchases'
import { daysBetween, todayIn } from '../../../shared/dates'
import {
  type ExportRegisterRow,
  type ExportRegisterTotals,
  type RefundRow,
  type RefundTotals,
  recycleRefundDue,
} from '../../../shared/reports-export-chain'
import { expenses, shipmentCars, shipments } from '../../db/schema'
import { pdfText } from '../../test/pdf-text'
import { createTestApp, type TestApp } from '../../test/test-app'
import { exportFiles } from '../export-files/export-files.table'
import { moneyApi } from '../sales/money.fakes'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'

/**
 * Cars bought in Japan (country 1) unless told, their auction lines and refunds written straight in the
 * database as the auction purchases and export files will write them (JPY):
 *
 *  A  exported 2024-03-01 (B/L BL-A; later shipped on from Kenya 2025-01-05, not an export): deposit
 *     15,000, tax 120,000 + fee tax 2,000, fee 20,000 (not refundable); no export file.
 *     Outstanding: recycle 15,000, tax 122,000 → 137,000; window ends 2026-03-01.
 *  B  exported 2025-06-10: deposit 12,000 with 5,000 refunded so far (not marked received), tax 80,000
 *     refunded in full (−80,000, refunded on the file); claim filed 2025-07-01; permit EP-B.
 *     Outstanding: recycle 7,000 only; window ends 2027-06-10.
 *  C  exported 2025-06-10: deposit 10,000, 9,000 refunded and marked received (the rest is kept back);
 *     tax 50,000 + fee tax 1,000, not refunded; no permit. Outstanding: tax 51,000 only, no window.
 *  D  exported 2025-05-15, every refund received: not listed.
 *  E  on a shipment that has not sailed: not exported, not listed.
 *  K  bought in Kenya (country 4), exported from Kenya 2025-06-20: deposit 5,000. A Kenyan branch's car.
 */
let t: TestApp
let api: ReturnType<typeof moneyApi>
let today = ''
const ids = { a: 0, b: 0, c: 0, d: 0, e: 0, k: 0 }
const stock = { a: '', b: '', c: '', d: '', e: '', k: '' }

beforeAll(async () => {
  t = await createTestApp()
  today = todayIn(t.config.BUSINESS_TIMEZONE)
  const admin = await t.as('SuperAdmin')
  api = moneyApi(t, admin.headers)
  const [japanVendor, kenyaVendor, kenyaYard, japanYard] = await Promise.all([
    fakeVendor(t.db, 'JPY', 1),
    fakeVendor(t.db, 'JPY', 4),
    fakeStation(t.db, 4),
    fakeStation(t.db, 1),
  ])
  const car = async (key: keyof typeof ids, model: string, purchaseDate: string, kenya = false) => {
    const { carId } = await api.addVehicle(
      { model, purchaseDate, purchasePrice: '1000000', ...(kenya && { stationId: kenyaYard.id }) },
      kenya ? kenyaVendor : japanVendor,
    )
    ids[key] = carId
    stock[key] = `KR-${String(carId).padStart(6, '0')}`
    return carId
  }
  const a = await car('a', 'Toyota Land Cruiser', '2024-02-01')
  const b = await car('b', 'Honda Fit', '2025-05-01')
  const c = await car('c', 'Mazda Demio', '2025-05-02')
  const d = await car('d', 'Nissan Note', '2025-04-01')
  const e = await car('e', 'Suzuki Swift', '2025-05-03')
  const k = await car('k', 'Toyota Hilux', '2025-05-04', true)

  const ship = async (
    carIds: number[],
    fields: { departedOn: string | null; blNumber?: string; loadingCountryId?: number },
  ) => {
    const [row] = await t.db
      .insert(shipments)
      .values({
        mode: 'roro',
        shippingLine: 'NYK Line',
        bookingNumber: `NYK-${Math.random().toString().slice(2, 9)}`,
        loadingCountryId: fields.loadingCountryId ?? 1,
        portOfLoading: 'Yokohama',
        portOfDischarge: 'Mombasa',
        destinationStationId: fields.loadingCountryId === 4 ? japanYard.id : kenyaYard.id,
        etd: fields.departedOn ?? '2026-12-01',
        eta: '2026-12-31',
        departedOn: fields.departedOn,
        blNumber: fields.blNumber,
        status: fields.departedOn ? 'sailed' : 'booked',
      })
      .returning()
    await t.db
      .insert(shipmentCars)
      .values(carIds.map((vehicleId) => ({ shipmentId: row!.id, vehicleId, open: !fields.departedOn })))
  }
  await ship([a], { departedOn: '2024-03-01', blNumber: 'BL-A' })
  await ship([a], { departedOn: '2025-01-05', blNumber: 'BL-A2', loadingCountryId: 4 })
  await ship([b, c], { departedOn: '2025-06-10', blNumber: 'BL-BC' })
  await ship([d], { departedOn: '2025-05-15', blNumber: 'BL-D' })
  await ship([e], { departedOn: null })
  await ship([k], { departedOn: '2025-06-20', blNumber: 'BL-K', loadingCountryId: 4 })

  const lines = (vehicleId: number, date: string, list: [LineKind, string][]) =>
    t.db.insert(expenses).values(
      list.map(([lineKind, amount]) => ({
        vehicleId,
        date,
        kind: amount.startsWith('-') ? 'other' : 'auction fee',
        amount,
        currency: 'JPY',
        lineKind,
      })),
    )
  await lines(a, '2024-02-01', [
    ['recycle_deposit', '15000'],
    ['consumption_tax', '120000'],
    ['fee_tax', '2000'],
    ['auction_fee', '20000'],
  ])
  await lines(b, '2025-05-01', [
    ['recycle_deposit', '12000'],
    ['consumption_tax', '80000'],
  ])
  await lines(b, '2025-08-01', [
    ['recycle_refund', '-5000'],
    ['tax_refund', '-80000'],
  ])
  await lines(c, '2025-05-02', [
    ['recycle_deposit', '10000'],
    ['consumption_tax', '50000'],
    ['fee_tax', '1000'],
  ])
  await lines(c, '2025-08-01', [['recycle_refund', '-9000']])
  await lines(d, '2025-04-01', [
    ['recycle_deposit', '10000'],
    ['consumption_tax', '30000'],
  ])
  await lines(d, '2025-09-01', [
    ['recycle_refund', '-10000'],
    ['tax_refund', '-30000'],
  ])
  await lines(e, '2025-05-03', [['recycle_deposit', '9000']])
  await lines(k, '2025-05-04', [['recycle_deposit', '5000']])

  await t.db.insert(exportFiles).values([
    {
      vehicleId: b,
      exportPermitNo: 'EP-B',
      exportPermitOn: '2025-06-05',
      recycleClaimedOn: '2025-07-01',
      taxClaimPeriodEnd: '2025-06-30',
      taxRefundAmount: '80000',
      taxRefundedOn: '2025-08-01',
    },
    { vehicleId: c, recycleClaimedOn: '2025-07-01', recycleAmount: '9000', recycleReceivedOn: '2025-08-01' },
    {
      vehicleId: d,
      exportPermitNo: 'EP-D',
      exportPermitOn: '2025-05-10',
      recycleAmount: '10000',
      recycleReceivedOn: '2025-09-01',
      taxClaimPeriodEnd: '2025-06-30',
      taxRefundAmount: '30000',
      taxRefundedOn: '2025-09-01',
    },
  ])
})
afterAll(() => t.close())

const yen = (amount: string) => [{ currency: 'JPY', amount }]
const json = async <T>(url: string, headers?: Record<string, string>) => {
  const res = await api.get(url, headers)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as T
}
const stockNos = (rows: { stockNo: string }[]) => rows.map((r) => r.stockNo)
const left = (due: string) => daysBetween(today, due)

describe('GET Reports/refunds', () => {
  it('lists each exported car with money still to come back, the most urgent window first', async () => {
    const rows = await json<RefundRow[]>('/api/Reports/refunds')
    expect(stockNos(rows)).toEqual([stock.a, stock.b, stock.k, stock.c])
    const [a, b, , c] = rows
    expect(a).toEqual({
      id: ids.a,
      stockNo: stock.a,
      model: 'Toyota Land Cruiser',
      chassisNo: expect.any(String),
      // The export is the first departure; the voyage on from Kenya does not restart the window.
      departedOn: '2024-03-01',
      recycleOutstanding: yen('15000.00'),
      taxOutstanding: yen('122000.00'),
      atStake: yen('137000.00'),
      recycleDueOn: '2026-03-01',
      daysLeft: left('2026-03-01'),
      recycleClaimedOn: null,
      taxClaimPeriodEnd: null,
    })
    expect(a!.recycleDueOn).toBe(recycleRefundDue('2024-03-01'))
    // A refund recorded in part, not marked received: the remainder stays listed; the tax refunded
    // in full leaves its column.
    expect(b).toMatchObject({
      recycleOutstanding: yen('7000.00'),
      taxOutstanding: [],
      atStake: yen('7000.00'),
      recycleDueOn: '2027-06-10',
      daysLeft: left('2027-06-10'),
      recycleClaimedOn: '2025-07-01',
      taxClaimPeriodEnd: '2025-06-30',
    })
    // The recycle refund received (1,000 kept back) closes the recycle column and its window.
    expect(c).toMatchObject({
      recycleOutstanding: [],
      taxOutstanding: yen('51000.00'),
      atStake: yen('51000.00'),
      recycleDueOn: null,
      daysLeft: null,
    })
  })

  it('leaves out a car fully refunded and a car that has not left', async () => {
    const rows = await json<RefundRow[]>('/api/Reports/refunds?pageSize=500')
    expect(stockNos(rows)).not.toContain(stock.d)
    expect(stockNos(rows)).not.toContain(stock.e)
  })

  it('totals the amounts at stake exactly, per currency', async () => {
    expect(await json<RefundTotals>('/api/Reports/refunds/totals')).toEqual({
      count: 4,
      perCurrency: [{ currency: 'JPY', recycle: '27000.00', tax: '173000.00', atStake: '200000.00' }],
    })
  })

  it('pages on the server with X-Total-Count, sorts and searches', async () => {
    const res = await api.get('/api/Reports/refunds?page=2&pageSize=3')
    expect(res.headers['x-total-count']).toBe('4')
    expect(stockNos(res.json())).toEqual([stock.c])
    expect(stockNos(await json<RefundRow[]>('/api/Reports/refunds?sort=-departedOn'))).toEqual([
      stock.k,
      // The same departure: the id breaks the tie, in the same direction.
      stock.c,
      stock.b,
      stock.a,
    ])
    expect(stockNos(await json<RefundRow[]>('/api/Reports/refunds?q=Demio'))).toEqual([stock.c])
    expect((await json<RefundTotals>('/api/Reports/refunds/totals?q=Demio')).count).toBe(1)
  })
})

describe('GET Reports/export-register', () => {
  const june = '/api/Reports/export-register?from=2025-06-01&to=2025-06-30'

  it('lists the cars exported in the period in departure order, a missing permit as null', async () => {
    const rows = await json<ExportRegisterRow[]>(june)
    expect(stockNos(rows)).toEqual([stock.b, stock.c, stock.k])
    const [b, c, k] = rows
    expect(b).toEqual({
      id: ids.b,
      stockNo: stock.b,
      model: 'Honda Fit',
      chassisNo: expect.any(String),
      purchaseDate: '2025-05-01',
      purchasePrice: '1000000.00',
      purchaseCurrency: 'JPY',
      // Paid, not net: the refund is what the return claims back.
      taxPaid: yen('80000.00'),
      exportPermitNo: 'EP-B',
      exportPermitOn: '2025-06-05',
      departedOn: '2025-06-10',
      blNumber: 'BL-BC',
      taxClaimPeriodEnd: '2025-06-30',
    })
    expect(c).toMatchObject({ taxPaid: yen('51000.00'), exportPermitNo: null, exportPermitOn: null })
    expect(k).toMatchObject({ taxPaid: [], blNumber: 'BL-K' })
  })

  it('takes the first departure as the export, and every export without a period', async () => {
    const all = await json<ExportRegisterRow[]>('/api/Reports/export-register')
    expect(stockNos(all)).toEqual([stock.a, stock.d, stock.b, stock.c, stock.k])
    expect(all[0]).toMatchObject({ departedOn: '2024-03-01', blNumber: 'BL-A' })
    const january = await json<ExportRegisterRow[]>(
      '/api/Reports/export-register?from=2025-01-01&to=2025-01-31',
    )
    expect(january).toEqual([])
  })

  it('totals the tax paid exactly and counts the missing permits', async () => {
    expect(await json<ExportRegisterTotals>(june.replace('register?', 'register/totals?'))).toEqual({
      count: 3,
      missingPermits: 2,
      taxPaid: yen('131000.00'),
    })
  })
})

describe('who sees which cars', () => {
  it('a Japanese branch sees its cars; a Kenyan one the cars standing in or exported from Kenya', async () => {
    const japan = await t.as('Accounts', { countryId: 1 })
    const kenya = await t.as('Admin', { countryId: 4 })
    expect(stockNos(await json<RefundRow[]>('/api/Reports/refunds', japan.headers))).toEqual([
      stock.a,
      stock.b,
      stock.c,
    ])
    expect(stockNos(await json<RefundRow[]>('/api/Reports/refunds', kenya.headers))).toEqual([stock.k])
    expect(await json<RefundTotals>('/api/Reports/refunds/totals', kenya.headers)).toEqual({
      count: 1,
      perCurrency: [{ currency: 'JPY', recycle: '5000.00', tax: '0.00', atStake: '5000.00' }],
    })
    expect(stockNos(await json<ExportRegisterRow[]>('/api/Reports/export-register', kenya.headers))).toEqual([
      stock.k,
    ])
  })

  it('lets the roles that see vehicle money read; the agents get 403, no token 401', async () => {
    for (const role of ['MainAdmin', 'Admin', 'Accounts'] as const) {
      const user = await t.as(role)
      expect((await api.get('/api/Reports/refunds', user.headers)).statusCode).toBe(200)
      expect((await api.get('/api/Reports/export-register/totals', user.headers)).statusCode).toBe(200)
    }
    for (const role of ['AgentStock', 'AgentSales'] as const) {
      const user = await t.as(role)
      for (const url of [
        '/api/Reports/refunds',
        '/api/Reports/refunds/totals',
        '/api/Reports/export-register?format=csv',
        '/api/Reports/export-register/totals',
      ])
        expect((await api.get(url, user.headers)).statusCode, url).toBe(403)
    }
    expect((await t.app.inject({ url: '/api/Reports/refunds' })).statusCode).toBe(401)
  })

  it.each([
    ['export-register?from=2025-02-30', 'from'],
    ['export-register?to=yesterday', 'to'],
    ['export-register?from=2025-07-01&to=2025-06-01', 'to'],
    ['export-register/totals?from=2025-07-01&to=2025-06-01', 'to'],
    ['export-register?format=doc', 'format'],
    ['refunds?format=doc', 'format'],
    ['refunds?pageSize=0', 'pageSize'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await api.get(`/api/Reports/${query}`)
    expect(res.statusCode, res.body).toBe(400)
    expect(Object.keys(res.json().errors)).toEqual([field])
  })
})

describe('exports', () => {
  it('refunds CSV: every row in the chosen sort, each amount in its column, then the totals', async () => {
    const res = await api.get('/api/Reports/refunds?page=1&pageSize=1&format=csv')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="report-refunds.csv"')
    const [header, ...lines] = parse(res.body, { bom: true }) as string[][]
    expect(header).toEqual([
      'Stock no.',
      'Model',
      'Chassis no.',
      'Departed',
      'Recycle deposit outstanding JPY',
      'Consumption tax outstanding JPY',
      'At stake JPY',
      'Recycle window ends',
      'Days left',
      'Recycle claimed on',
      'Tax return period end',
    ])
    expect(lines.map((l) => l[0])).toEqual([stock.a, stock.b, stock.k, stock.c, 'Total JPY'])
    expect(lines[0]).toEqual([
      stock.a,
      'Toyota Land Cruiser',
      expect.any(String),
      '2024-03-01',
      '15000.00',
      '122000.00',
      '137000.00',
      '2026-03-01',
      String(left('2026-03-01')),
      '',
      '',
    ])
    expect(lines[3]!.slice(4, 9)).toEqual(['', '51000.00', '51000.00', '', ''])
    expect(lines[4]).toEqual([
      'Total JPY',
      '4 vehicles',
      '',
      '',
      '27000.00',
      '173000.00',
      '200000.00',
      '',
      '',
      '',
      '',
    ])
  })

  it('refunds XLSX: the same rows, amounts as numbers; PDF: the rows and the totals', async () => {
    const res = await api.get('/api/Reports/refunds?format=xlsx')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    expect(sheet.rowCount).toBe(1 + 4 + 1)
    expect(sheet.getRow(2).getCell(1).value).toBe(stock.a)
    expect(sheet.getRow(2).getCell(7).value).toBe(137000)
    expect(sheet.getRow(6).getCell(7).value).toBe(200000)

    const pdf = await api.get('/api/Reports/refunds?format=pdf')
    expect(pdf.statusCode, pdf.body).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const { text } = await pdfText(pdf.rawPayload)
    expect(text).toContain('Report: Refunds still to claim')
    for (const s of [stock.a, stock.b, stock.c, stock.k]) expect(text).toContain(s)
    expect(text).toContain('JPY 137,000')
    expect(text).toContain('JPY 200,000')
  })

  it('register CSV, XLSX and PDF: the period’s rows, MISSING where there is no permit, the totals', async () => {
    const url = '/api/Reports/export-register?from=2025-06-01&to=2025-06-30'
    const csv = await api.get(`${url}&format=csv`)
    expect(csv.statusCode, csv.body).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe('attachment; filename="report-export-register.csv"')
    const [header, ...lines] = parse(csv.body, { bom: true }) as string[][]
    expect(header).toEqual([
      'Stock no.',
      'Model',
      'Chassis no.',
      'Purchase date',
      'Purchase price',
      'Purchase currency',
      'Consumption tax paid JPY',
      'Export permit no.',
      'Export permit date',
      'Departed',
      'B/L no.',
      'Tax return period end',
    ])
    expect(lines).toEqual([
      [
        stock.b,
        'Honda Fit',
        expect.any(String),
        '2025-05-01',
        '1000000.00',
        'JPY',
        '80000.00',
        'EP-B',
        '2025-06-05',
        '2025-06-10',
        'BL-BC',
        '2025-06-30',
      ],
      [
        stock.c,
        'Mazda Demio',
        expect.any(String),
        '2025-05-02',
        '1000000.00',
        'JPY',
        '51000.00',
        'MISSING',
        '',
        '2025-06-10',
        'BL-BC',
        '',
      ],
      [
        stock.k,
        'Toyota Hilux',
        expect.any(String),
        '2025-05-04',
        '1000000.00',
        'JPY',
        '',
        'MISSING',
        '',
        '2025-06-20',
        'BL-K',
        '',
      ],
      ['Total', '3 vehicles', '', '', '', '', '131000.00', '2 missing', '', '', '', ''],
    ])

    const xlsx = await api.get(`${url}&format=xlsx`)
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    expect(sheet.rowCount).toBe(1 + 3 + 1)
    expect(sheet.getRow(3).getCell(8).value).toBe('MISSING')
    expect(sheet.getRow(5).getCell(7).value).toBe(131000)

    const pdf = await api.get(`${url}&format=pdf`)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const { text } = await pdfText(pdf.rawPayload)
    expect(text).toContain('Report: Export register')
    expect(text).toContain('Departed from 2025-06-01 to 2025-06-30')
    for (const s of [stock.b, stock.c, stock.k, 'EP-B', 'MISSING', 'JPY 131,000', '2 missing'])
      expect(text).toContain(s)
  })
})
