import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moneyApi } from '../features/sales/money.fakes'
import { multipart } from './multipart'
import { createTestApp, type TestApp } from './test-app'

/**
 * CSV injection: names that a spreadsheet would run as formulas are stored as typed, and every CSV
 * Kuruma writes (each list and report that downloads as a file) shows them as text, never as formulas.
 * Amounts, negative ones included, stay numbers.
 */
let t: TestApp
let headers: Record<string, string>

const formulas = {
  customer: '=HYPERLINK("http://x","y")',
  vendor: "+cmd|' /C calc'!A0",
  model: '@SUM(1+1)*cmd|/C calc!A0',
  colour: '-2+3+cmd|/C calc!A0',
}

beforeAll(async () => {
  t = await createTestApp()
  ;({ headers } = await t.as('SuperAdmin'))
  const money = moneyApi(t, headers)
  const send = (url: string, fields: Record<string, string | number>) => {
    const form = multipart(fields)
    return t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    })
  }
  const vendor = await send('/api/vendor/addedit?Id=0', {
    name: formulas.vendor,
    type: 'auction',
    countryId: 1,
    currency: 'JPY',
  })
  const customer = await send('/api/customer/addedit?Id=0', {
    firstName: formulas.customer,
    lastName: 'Buyer',
    countryId: 1,
    currency: 'JPY',
  })
  expect([vendor.statusCode, customer.statusCode]).toEqual([201, 201])
  const { carId } = await money.addVehicle(
    { model: formulas.model, colour: formulas.colour },
    { id: vendor.json().id },
  )
  const sale = await money.sell({
    carId,
    customerId: customer.json().id,
    date: '2026-11-01',
    price: '2000000',
    downPayment: '2000000',
  })
  expect(sale.statusCode, sale.body).toBe(201)
})
afterAll(() => t.close())

type Parameter = { in: string; name: string; schema?: { enum?: string[] } }
type OpenApi = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> }

/** Every list and report that answers `format=csv`. */
const csvRoutes = () =>
  Object.entries((t.app.swagger() as OpenApi).paths)
    .filter(([, methods]) =>
      methods.get?.parameters?.some((p) => p.name === 'format' && p.schema?.enum?.includes('csv')),
    )
    .map(([path]) => path)

const runsAsFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell)

describe('CSV exports', () => {
  it('every CSV shows formula-like names as text, and keeps numbers as numbers', async () => {
    await t.app.ready()
    const paths = csvRoutes()
    expect(paths.length).toBeGreaterThanOrEqual(9)
    const seen = new Set<string>()
    for (const path of paths) {
      const res = await t.app.inject({ url: `${path}?format=csv`, headers })
      expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200)
      expect(res.headers['content-type'], `${path}: ${res.body.slice(0, 300)}`).toMatch(/text\/csv/)
      const rows = parse(res.body, { bom: true, relax_column_count: true }) as string[][]
      for (const cell of rows.flat()) {
        expect(runsAsFormula(cell), `${path}: ${JSON.stringify(cell)}`).toBe(false)
        for (const text of Object.values(formulas)) if (cell.includes(text)) seen.add(text)
      }
    }
    // The hostile names were in the files (written inert), so the check above saw them.
    expect([...seen].sort()).toEqual(Object.values(formulas).sort())
  })

  it('writes such a cell with a leading apostrophe, and a negative amount as it is', async () => {
    const res = await t.app.inject({ url: '/api/customer?format=csv', headers })
    const rows = parse(res.body, { bom: true }) as string[][]
    expect(rows.flat().filter((cell) => cell.startsWith(`'${formulas.customer}`))).toHaveLength(1)
    const { inertCell } = await import('../lib/export')
    expect(['-250000.00', '-1', '3.5', '=1+1', '@a', '+81 3 1234', '\tx'].map(inertCell)).toEqual([
      '-250000.00',
      '-1',
      '3.5',
      "'=1+1",
      "'@a",
      "'+81 3 1234",
      "'\tx",
    ])
  })
})
