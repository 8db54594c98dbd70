import { PassThrough, Readable } from 'node:stream'
import type { Style, Worksheet } from 'exceljs'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { totalCountHeader } from '../../shared/list-header'
import { messages } from '../../shared/messages'
import { currencyDecimals, formatAmount } from '../../shared/money'
import { unprocessable } from './errors'
import { documentPdf, type Letterhead, pdfTable } from './pdf'

export const exportFormats = ['csv', 'xlsx', 'pdf'] as const
export type ExportFormat = (typeof exportFormats)[number]

/** The optional `format` query parameter of a list that can be downloaded. */
export const exportFormat = z
  .enum(exportFormats, { error: 'Format must be csv, xlsx or pdf' })
  .optional()
  .describe('Answer the filtered rows as a file instead of JSON: csv, xlsx or pdf')

/**
 * An amount in one currency. A spreadsheet holds it as a number shown in the currency's decimals, a CSV
 * as its decimal text, a PDF in the money format; the currency itself belongs in a column of its own.
 */
export type ExportAmount = { amount: string; currency: string }
export type ExportValue = string | number | ExportAmount | null | undefined

/** An amount cell, or a blank one when there is no amount (an unsold vehicle's sale price). */
export const exportAmount = (amount: string | null | undefined, currency: string | null | undefined) =>
  amount === null || amount === undefined || !currency ? null : { amount, currency }

const isAmount = (value: ExportValue): value is ExportAmount => typeof value === 'object' && value !== null

export type ExportColumn<T> = {
  header: string
  value: (row: T) => ExportValue
  /** A relative width in the PDF (default 1). */
  width?: number
  align?: 'left' | 'right'
}

export type ExportFile<T> = {
  /** Without extension; the format's is added. */
  filename: string
  title: string
  subtitle?: string
  columns: ExportColumn<T>[]
  /** How many rows `rows` holds, from `exportCount`: sent as X-Total-Count, so a browser can show progress. */
  count: number
  /** The rows batch by batch (`batches`), so a row costs no step of its own through the stream. */
  rows: AsyncIterable<readonly T[]>
  /** Rows appended after the data, one cell per column: totals per currency and the like. */
  totals?: ExportValue[][]
  letterhead: Letterhead | null
}

/**
 * The most rows a PDF export prints: 2,000 rows fill dozens of pages (a report's, three lines a row,
 * 160), more than anyone reads on paper, and laying out a page costs many times what a spreadsheet row
 * does, so a longer list is a CSV or an XLSX.
 */
export const pdfRowsMost = 2000

/**
 * How many rows an export will hold, counted with the list's own filter before anything else is read:
 * a PDF of more than `pdfRowsMost` is refused here (422), before any work.
 */
export const exportCount = async (format: ExportFormat, title: string, count: () => Promise<number>) => {
  const rows = await count()
  refuseLongPdf(format, title, rows)
  return rows
}

const refuseLongPdf = (format: ExportFormat, title: string, rows: number) => {
  if (format === 'pdf' && rows > pdfRowsMost)
    throw unprocessable(messages.exports.pdfTooLong(title, rows, pdfRowsMost))
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
}

/** A cell as a CSV holds it: an amount as its plain decimal text, so a spreadsheet reads it as a number. */
const csvText = (value: ExportValue) =>
  value === null || value === undefined ? '' : isAmount(value) ? value.amount : String(value)

/** A cell as a printed page shows it: an amount grouped in its currency's decimals. */
const pdfText = (value: ExportValue) =>
  isAmount(value) ? formatAmount(value.amount, value.currency) : csvText(value)

async function* texts<T>(file: ExportFile<T>, text: (value: ExportValue) => string) {
  for await (const batch of file.rows)
    for (const row of batch) yield file.columns.map((c) => text(c.value(row)))
}

/** A number as a cell holds it: "1500000.00", "-25.5". */
const plainNumber = /^-?\d+(\.\d+)?$/

/**
 * A text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return:
 * OWASP's CSV injection rule) is written with a leading apostrophe, so it is shown, never run.
 * Numbers, negative ones included, stay numbers.
 */
export const inertCell = (text: string) =>
  /^[=+\-@\t\r]/.test(text) && !plainNumber.test(text) ? `'${text}` : text

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes doubled.
 * Written here rather than by csv-stringify, whose per-record work cost more than the database's
 * (docs/decisions/0036-exports-at-the-database-speed.md).
 */
export const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)

const csvLine = (cells: ExportValue[]) => {
  let line = ''
  for (let i = 0; i < cells.length; i++) line += (i ? ',' : '') + csvField(inertCell(csvText(cells[i])))
  return `${line}\n`
}

/** One chunk per batch of rows, pulled as the answer is sent: a slow client pauses the reading. */
const csv = <T>(file: ExportFile<T>) => {
  async function* chunks() {
    // The byte-order mark lets spreadsheet programs read the file as UTF-8 (names, yen signs).
    yield `\uFEFF${csvLine(file.columns.map((c) => c.header))}`
    const { columns } = file
    const cells: ExportValue[] = new Array(columns.length)
    for await (const batch of file.rows) {
      let chunk = ''
      for (const row of batch) {
        for (let i = 0; i < columns.length; i++) cells[i] = columns[i]!.value(row)
        chunk += csvLine(cells)
      }
      yield chunk
    }
    let totals = ''
    for (const total of file.totals ?? []) totals += csvLine(total)
    if (totals) yield totals
  }
  return Readable.from(chunks(), { objectMode: false })
}

/** "#,##0" for yen, "#,##0.00" for dollars, "#,##0.000" for dinars. */
const numberFormat = (currency: string) => {
  const decimals = currencyDecimals(currency)
  return decimals ? `#,##0.${'0'.repeat(decimals)}` : '#,##0'
}

/**
 * One style object per number format and one for every other cell, given to each cell as it is:
 * exceljs turns a style into its index once per object, where a cell's own copy costs that every time.
 */
const sheetStyles = () => {
  const plain: Partial<Style> = {}
  const amounts = new Map<string, Partial<Style>>()
  return (value: ExportValue) => {
    if (!isAmount(value)) return plain
    const known = amounts.get(value.currency)
    if (known) return known
    const style = { numFmt: numberFormat(value.currency) }
    amounts.set(value.currency, style)
    return style
  }
}

/**
 * Adds a row of typed cells: text as text (exceljs never writes a formula from a string, so no cell
 * runs), numbers and amounts as numbers, each amount with its currency's number format.
 */
const addSheetRow = (
  sheet: Worksheet,
  styleOf: ReturnType<typeof sheetStyles>,
  row: ExportValue[],
  bold = false,
) => {
  const added = sheet.addRow(row.map((v) => (isAmount(v) ? Number(v.amount) : (v ?? null))))
  // A bold row's cells get copies: setting their font must not change the shared styles.
  for (let i = 0; i < row.length; i++)
    added.getCell(i + 1).style = bold ? { ...styleOf(row[i]) } : styleOf(row[i])
  if (bold) added.font = { bold: true }
  added.commit()
}

/** A spreadsheet written row by row: each row is committed and flushed to the zip stream as it comes. */
const xlsx = <T>(file: ExportFile<T>) => {
  const out = new PassThrough()
  // exceljs is loaded with the first spreadsheet, not with the server: most processes never need it.
  const write = async () => {
    const { default: ExcelJS } = await import('exceljs')
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true })
    const sheet = workbook.addWorksheet(file.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '))
    sheet.columns = file.columns.map((c) => ({
      header: c.header,
      width: Math.max(10, Math.round((c.width ?? 1) * 14)),
    }))
    sheet.getRow(1).font = { bold: true }
    sheet.getRow(1).commit()
    const styleOf = sheetStyles()
    const { columns } = file
    for await (const batch of file.rows) {
      for (const row of batch)
        addSheetRow(
          sheet,
          styleOf,
          columns.map((c) => c.value(row)),
        )
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve))
    }
    for (const total of file.totals ?? []) addSheetRow(sheet, styleOf, total, true)
    sheet.commit()
    await workbook.commit()
  }
  write().catch((err: Error) => out.destroy(err))
  return out
}

const pdf = <T>(file: ExportFile<T>) =>
  documentPdf(
    {
      title: file.title,
      subtitle: file.subtitle,
      letterhead: file.letterhead,
      landscape: file.columns.length > 6,
    },
    (doc) =>
      pdfTable(
        doc,
        file.columns.map((c) => ({ header: c.header, width: c.width ?? 1, align: c.align })),
        texts(file, pdfText),
        file.totals?.map((total) => total.map(pdfText)),
      ),
  )

/** Answers a download: the header line for the browser, then the rows as they are read. */
export const sendDownload = (
  reply: FastifyReply,
  file: { filename: string; type: string; inline?: boolean },
  body: Buffer | Readable,
) =>
  reply
    .type(file.type)
    .header(
      'Content-Disposition',
      `${file.inline ? 'inline' : 'attachment'}; filename="${file.filename.replace(/[^\w.-]+/g, '-')}"`,
    )
    .header('Cache-Control', 'no-store')
    .send(body)

/**
 * Answers the rows as a CSV, XLSX or PDF file, streamed: only one batch of rows is held at a time.
 * X-Total-Count carries the number of rows, so the browser can show how far the download is.
 */
export const sendExport = <T>(reply: FastifyReply, format: ExportFormat, file: ExportFile<T>) => {
  refuseLongPdf(format, file.title, file.count)
  reply.header(totalCountHeader, file.count)
  return sendDownload(
    reply,
    { filename: `${file.filename}.${format}`, type: contentTypes[format] },
    format === 'csv' ? csv(file) : format === 'xlsx' ? xlsx(file) : pdf(file),
  )
}

/** Rows per batch of an export: few enough to hold, enough that a batch's round trip is small beside its rows. */
export const exportBatchSize = 5000

/**
 * Reads a query in batches: `fetch(after, limit)` returns the rows that follow `after` (the last row of
 * the previous batch, null at first) — keyset on the sort key and id keeps every batch as cheap as the
 * first. A batch shorter than the limit is the last. The next batch is asked for as soon as a batch
 * arrives, so the database reads it while this one is written: at most two batches are held.
 */
export async function* batches<T>(
  fetch: (after: T | null, limit: number) => Promise<T[]>,
  size = exportBatchSize,
) {
  let next = fetch(null, size)
  for (;;) {
    const rows = await next
    const more = rows.length === size
    if (more) {
      next = fetch(rows[rows.length - 1]!, size)
      // A download given up leaves this batch unread: its failure then has no one to tell.
      next.catch(() => {})
    }
    if (rows.length) yield rows
    if (!more) return
  }
}

/**
 * Reads a short list (customers, vendors: a few thousand rows) in windows of `size` rows by offset,
 * reusing the list's own query (filters and sort) exactly.
 */
export const offsetBatches = <T>(
  fetch: (window: { offset: number; limit: number }) => Promise<T[]>,
  size = exportBatchSize,
) => {
  let offset = 0
  return batches<T>(async (_after, limit) => {
    const rows = await fetch({ offset, limit })
    offset += rows.length
    return rows
  }, size)
}
