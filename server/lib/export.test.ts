import { once } from 'node:events'
import { get, type IncomingMessage } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import fc from 'fast-check'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { pdfText } from '../test/pdf-text'
import {
  batches,
  csvField,
  type ExportColumn,
  type ExportFile,
  type ExportFormat,
  exportAmount,
  inertCell,
  pdfRowsMost,
  sendExport,
} from './export'

type Car = { id: number; model: string; price: string }

const columns: ExportColumn<Car>[] = [
  { header: 'No.', value: (r) => r.id },
  { header: 'Model', value: (r) => r.model, width: 2 },
  { header: 'Price', value: (r) => r.price, align: 'right' },
]

const cars = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    model: `Corolla, "Fielder" ${i + 1}`,
    price: `${i + 1}000.00`,
  }))

/** A server whose one route exports `n` cars, read in batches of 7 as a repository would page them. */
const serve = (n: number, fetched: number[] = []) => {
  const app = Fastify()
  app.get<{ Params: { format: ExportFormat } }>('/cars/:format', (req, reply) => {
    const all = cars(n)
    return sendExport(reply, req.params.format, {
      filename: 'cars',
      title: 'Cars in stock',
      subtitle: 'All stations',
      columns,
      count: n,
      rows: batches<Car>(async (after, limit) => {
        const page = all.filter((c) => c.id > (after?.id ?? 0)).slice(0, limit)
        fetched.push(page.length)
        return page
      }, 7),
      totals: [['Total', `${n} cars`, 'JPY 1,000']],
      letterhead: {
        name: 'Kuruma Trading',
        address: '1-2-3 Minato, Tokyo',
        phone: '+81 3 1234 5678',
        email: 'office@example.com',
        bankDetails: 'MUFG 123',
        logo: null,
      },
    })
  })
  return app
}

describe('exports', () => {
  it('answers a CSV of every row and the totals, read batch by batch', async () => {
    const fetched: number[] = []
    const res = await serve(20, fetched).inject('/cars/csv')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="cars.csv"')
    expect(fetched).toEqual([7, 7, 6])
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines).toHaveLength(22)
    expect(lines[0]).toBe('No.,Model,Price')
    expect(lines[1]).toBe('1,"Corolla, ""Fielder"" 1",1000.00')
    expect(lines[21]).toBe('Total,20 cars,"JPY 1,000"')
  })

  it('tells the browser how many rows are coming', async () => {
    const res = await serve(20).inject('/cars/csv')
    expect(res.headers['x-total-count']).toBe('20')
  })

  it('refuses a PDF of more rows than a PDF holds before reading any, and names CSV and XLSX', async () => {
    const fetched: number[] = []
    const res = await serve(pdfRowsMost + 1, fetched).inject('/cars/pdf')
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe(
      'Cars in stock has 2,001 rows; a PDF holds at most 2,000. Export CSV or XLSX instead.',
    )
    expect(fetched).toEqual([])
    const atTheLimit = await serve(pdfRowsMost, fetched).inject('/cars/csv')
    expect(atTheLimit.statusCode).toBe(200)
  })

  it('reads no further ahead than the client takes: a paused download pauses the reading', async () => {
    // 60 batches of 7 rows of 100 KB: 42 MB, far more than the socket's buffers hold.
    const fetched: number[] = []
    const app = Fastify()
    app.get('/big.csv', (_req, reply) =>
      sendExport(reply, 'csv', {
        filename: 'big',
        title: 'Big',
        columns,
        count: 420,
        rows: batches<Car>(async (after, limit) => {
          const from = after?.id ?? 0
          const page = Array.from({ length: Math.min(limit, 420 - from) }, (_, i) => ({
            id: from + i + 1,
            model: 'x'.repeat(100_000),
            price: '1.00',
          }))
          fetched.push(page.length)
          return page
        }, 7),
        letterhead: null,
      }),
    )
    const base = await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const res = await new Promise<IncomingMessage>((resolve) => get(`${base}/big.csv`, resolve))
      res.pause()
      await sleep(500)
      expect(fetched.length).toBeLessThan(20)
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      res.resume()
      await once(res, 'end')
      expect(fetched.reduce((a, b) => a + b, 0)).toBe(420)
      expect(bytes).toBeGreaterThan(42_000_000)
    } finally {
      await app.close()
    }
  })

  it('writes any text as a CSV field a parser reads back as the same text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 5 }), (cells) => {
        const line = `${cells.map(csvField).join(',')}\n`
        expect(parse(line)).toEqual([cells])
      }),
    )
    expect(csvField(inertCell('=1+2'))).toBe("'=1+2")
    expect(csvField('a\rb')).toBe('"a\rb"')
  })

  it('answers a spreadsheet that reads back to the same rows, numbers as numbers, with bold totals', async () => {
    const res = await serve(15).inject('/cars/xlsx')
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    expect(sheet.name).toBe('Cars in stock')
    expect(sheet.getRow(1).values).toEqual([undefined, 'No.', 'Model', 'Price'])
    expect(sheet.getRow(3).values).toEqual([undefined, 2, 'Corolla, "Fielder" 2', '2000.00'])
    expect(sheet.rowCount).toBe(17)
    expect(sheet.getRow(17).getCell(2).value).toBe('15 cars')
    expect(sheet.getRow(17).font?.bold).toBe(true)
  })

  it('answers a PDF with the letterhead, every row, the totals and a page number on each page', async () => {
    const res = await serve(200).inject('/cars/pdf')
    expect(res.headers['content-type']).toBe('application/pdf')
    const { pages, text } = await pdfText(res.rawPayload)
    expect(pages).toBe(5)
    expect(text).toContain('Kuruma Trading')
    expect(text).toContain('Cars in stock')
    expect(text).toContain('Corolla, "Fielder" 1 ')
    expect(text).toContain('Corolla, "Fielder" 200 ')
    expect(text).toContain('200 cars')
    for (const page of [1, 2, 3, 4, 5]) expect(text).toContain(`Page ${page}`)
    expect(text).not.toContain('Page 6')
    // The header repeats on every page.
    expect(text.split('No. Model Price').length - 1).toBe(5)
  })

  it('says so when there is nothing to list', async () => {
    const res = await serve(0).inject('/cars/pdf')
    expect((await pdfText(res.rawPayload)).text).toContain('No rows')
  })

  it('writes amounts as numbers in their currency’s decimals, the currency in a column of its own', async () => {
    const res = await serveAmounts().inject('/sales/xlsx')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    const cell = (row: number, col: number) => sheet.getRow(row).getCell(col)
    expect(sheet.getRow(1).values).toEqual([undefined, 'Model', 'Price', 'Currency'])
    for (const [row, value, numFmt, currency] of [
      [2, 1500000, '#,##0', 'JPY'],
      [3, 14000.5, '#,##0.00', 'USD'],
      [4, -25.5, '#,##0.00', 'AED'],
    ] as const) {
      expect(cell(row, 2).type).toBe(ExcelJS.ValueType.Number)
      expect(cell(row, 2).value).toBe(value)
      expect(cell(row, 2).numFmt).toBe(numFmt)
      expect(cell(row, 3).value).toBe(currency)
    }
    // Text that looks like a formula stays text: a spreadsheet shows it and runs nothing.
    expect(cell(4, 1).type).toBe(ExcelJS.ValueType.String)
    expect(cell(4, 1).value).toBe('=HYPERLINK("x")')
    // A total is a number too, in bold; a blank amount is an empty cell, not a zero.
    expect(cell(5, 2).value).toBe(1500000)
    expect(cell(5, 2).numFmt).toBe('#,##0')
    expect(cell(5, 2).font?.bold).toBe(true)
    expect(cell(6, 2).value).toBeNull()
  })

  it('writes the same amounts in a CSV as plain decimals, and keeps a formula-looking text inert', async () => {
    const res = await serveAmounts().inject('/sales/csv')
    expect(parse(res.body, { bom: true })).toEqual([
      ['Model', 'Price', 'Currency'],
      ['Land Cruiser', '1500000', 'JPY'],
      ['Hiace', '14000.50', 'USD'],
      ['\'=HYPERLINK("x")', '-25.50', 'AED'],
      ['Total JPY', '1500000', 'JPY'],
      ['Not priced', '', ''],
    ])
  })

  it('prints amounts in the money format of their currency in a PDF', async () => {
    const { text } = await pdfText((await serveAmounts().inject('/sales/pdf')).rawPayload)
    expect(text).toContain('1,500,000')
    expect(text).toContain('14,000.50')
    expect(text).toContain('-25.50')
  })
})

type Sale = { model: string; price: string | null; currency: string | null }

/** A server exporting three sales priced in JPY, USD and AED, a total and an unpriced row. */
const serveAmounts = () => {
  const app = Fastify()
  const sales: Sale[] = [
    { model: 'Land Cruiser', price: '1500000', currency: 'JPY' },
    { model: 'Hiace', price: '14000.50', currency: 'USD' },
    { model: '=HYPERLINK("x")', price: '-25.50', currency: 'AED' },
  ]
  const file: Omit<ExportFile<Sale>, 'rows'> = {
    filename: 'sales',
    title: 'Sales',
    columns: [
      { header: 'Model', value: (r) => r.model },
      { header: 'Price', value: (r) => exportAmount(r.price, r.currency), align: 'right' },
      { header: 'Currency', value: (r) => r.currency },
    ],
    count: sales.length,
    totals: [
      ['Total JPY', exportAmount('1500000', 'JPY'), 'JPY'],
      ['Not priced', exportAmount(null, null), null],
    ],
    letterhead: null,
  }
  app.get<{ Params: { format: ExportFormat } }>('/sales/:format', (req, reply) =>
    sendExport(reply, req.params.format, {
      ...file,
      rows: (async function* () {
        yield sales
      })(),
    }),
  )
  return app
}
