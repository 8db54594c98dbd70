import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeCustomer } from '../features/customers/customers.fakes'
import { moneyApi } from '../features/sales/money.fakes'
import { fakeVendor } from '../features/vendors/vendors.fakes'
import { pdfText } from './pdf-text'
import { createTestApp, type TestApp } from './test-app'

let t: TestApp
let headers: Record<string, string>
let customerNames: string[]
let aquaId = 0

const csvRows = (body: string) => parse(body, { bom: true }) as string[][]

beforeAll(async () => {
  t = await createTestApp()
  ;({ headers } = await t.as('SuperAdmin'))
  const money = moneyApi(t, headers)
  const vendor = await fakeVendor(t.db)
  for (const [i, model] of [
    'Toyota Aqua',
    'Honda Fit',
    'Toyota Hiace',
    'Nissan Note',
    'Toyota Vitz',
  ].entries()) {
    const { carId } = await money.addVehicle(
      { model, purchasePrice: String(1_000_000 + i * 100_000), purchaseDate: `2026-0${i + 1}-10` },
      vendor,
    )
    if (i === 0) aquaId = carId
  }
  for (const [amount, currency] of [
    ['25000', 'JPY'],
    ['12000', 'JPY'],
    ['300.50', 'USD'],
  ])
    await money.post('/api/car/addeditexpense?Id=0', {
      carId: aquaId,
      date: '2026-01-12',
      kind: 'transport',
      amount,
      currency,
    })
  customerNames = [await fakeCustomer(t.db, 'KES'), await fakeCustomer(t.db, 'USD', 1)].map(
    (c) => `${c.firstName} ${c.lastName}`,
  )
})
afterAll(() => t.close())

describe('list exports', () => {
  it('a vehicle list downloads as CSV with exactly the filtered rows, in the list order', async () => {
    const list = await t.app.inject({ url: '/api/car/GetAll?q=Toyota&sort=purchaseDate', headers })
    const res = await t.app.inject({ url: '/api/car/GetAll?q=Toyota&sort=purchaseDate&format=csv', headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="vehicles.csv"')
    const [head, ...rows] = csvRows(res.body)
    expect(head!.slice(0, 3)).toEqual(['Stock no.', 'Chassis no.', 'Model'])
    expect(rows.map((r) => r[0])).toEqual(list.json().map((v: { stockNo: string }) => v.stockNo))
    expect(rows.map((r) => r[2])).toEqual(['Toyota Aqua', 'Toyota Hiace', 'Toyota Vitz'])
    expect(rows.map((r) => r[9])).toEqual(['1000000.00', '1200000.00', '1400000.00'])
  })

  it('a vehicle list’s spreadsheet holds amounts as numbers in yen format, each currency in its own column', async () => {
    const res = await t.app.inject({ url: '/api/car/GetAll?q=Toyota&sort=purchaseDate&format=xlsx', headers })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    const head = (sheet.getRow(1).values as string[]).slice(1)
    const col = (name: string) => head.indexOf(name) + 1
    expect(head).toEqual(
      expect.arrayContaining(['Purchase price', 'Currency', 'Cost', 'Cost currency', 'Expenses JPY']),
    )
    const first = sheet.getRow(2)
    // Expenses in several currencies: a column for each, each a number.
    expect(first.getCell(col('Expenses JPY')).value).toBe(37_000)
    expect(first.getCell(col('Expenses JPY')).numFmt).toBe('#,##0')
    expect(first.getCell(col('Expenses USD')).value).toBe(300.5)
    expect(first.getCell(col('Expenses USD')).numFmt).toBe('#,##0.00')
    expect(sheet.getRow(3).getCell(col('Expenses JPY')).value).toBeNull()
    for (const [amount, currency] of [
      ['Purchase price', 'Currency'],
      ['Cost', 'Cost currency'],
    ]) {
      expect(first.getCell(col(amount!)).type).toBe(ExcelJS.ValueType.Number)
      expect(first.getCell(col(amount!)).value).toBe(1_000_000)
      expect(first.getCell(col(amount!)).numFmt).toBe('#,##0')
      expect(first.getCell(col(currency!)).value).toBe('JPY')
    }
  })

  it('paging is ignored: a file holds every matching row', async () => {
    const res = await t.app.inject({ url: '/api/car/getinstockcars?page=2&pageSize=2&format=xlsx', headers })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    expect(sheet.name).toBe('Vehicles in stock')
    expect(sheet.rowCount).toBe(6)
  })

  it('customers and vendors download as PDF and XLSX', async () => {
    const pdf = await t.app.inject({ url: '/api/customer?format=pdf', headers })
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const { text } = await pdfText(pdf.rawPayload)
    expect(text).toContain('Customers')
    for (const name of customerNames) expect(text).toContain(name)
    const xlsx = await t.app.inject({ url: '/api/vendor?format=xlsx&q=Test Vendor', headers })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    expect(sheet.getRow(1).getCell(1).value).toBe('Name')
    expect(String(sheet.getRow(2).getCell(1).value)).toMatch(/^Test Vendor/)
    expect(sheet.getRow(2).getCell(8).value).toBe('JPY')
    expect(sheet.getRow(1).getCell(9).value).toBe('Advance')
    expect(sheet.getRow(2).getCell(9).value).toBe(0)
    expect(sheet.getRow(2).getCell(9).numFmt).toBe('#,##0')
    const customers = await t.app.inject({ url: '/api/customer?format=xlsx', headers })
    await book.xlsx.load(customers.rawPayload as unknown as ArrayBuffer)
    const deposits = book.worksheets[0]!
    expect(deposits.getRow(1).getCell(11).value).toBe('Security deposit')
    expect(deposits.getRow(2).getCell(11).type).toBe(ExcelJS.ValueType.Number)
  })

  it('a bad format is a 400 naming the field, and the list roles still apply', async () => {
    const bad = await t.app.inject({ url: '/api/vendor?format=doc', headers })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.format).toEqual(['Format must be csv, xlsx or pdf'])
    const agent = await t.as('AgentSales')
    const denied = await t.app.inject({ url: '/api/vendor?format=csv', headers: agent.headers })
    expect(denied.statusCode).toBe(403)
  })
})
