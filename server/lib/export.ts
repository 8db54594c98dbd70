import { PassThrough, Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import type { Worksheet } from 'exceljs'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { currencyDecimals, formatAmount } from '../../shared/money'
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
  rows: AsyncIterable<T>
  /** Rows appended after the data, one cell per column: totals per currency and the like. */
  totals?: ExportValue[][]
  letterhead: Letterhead | null
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

async function* values<T>(file: ExportFile<T>) {
  for await (const row of file.rows) yield file.columns.map((c) => c.value(row))
}

async function* texts<T>(file: ExportFile<T>, text: (value: ExportValue) => string) {
  for await (const row of values(file)) yield row.map(text)
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

const csv = <T>(file: ExportFile<T>) => {
  async function* lines() {
    yield file.columns.map((c) => inertCell(c.header))
    for await (const row of texts(file, csvText)) yield row.map(inertCell)
    for (const total of file.totals ?? []) yield total.map((v) => inertCell(csvText(v)))
  }
  // The byte-order mark lets spreadsheet programs read the file as UTF-8 (names, yen signs).
  return Readable.from(lines()).pipe(stringify({ bom: true }))
}

/** "#,##0" for yen, "#,##0.00" for dollars, "#,##0.000" for dinars. */
const numberFormat = (currency: string) => {
  const decimals = currencyDecimals(currency)
  return decimals ? `#,##0.${'0'.repeat(decimals)}` : '#,##0'
}

/**
 * Adds a row of typed cells: text as text (exceljs never writes a formula from a string, so no cell
 * runs), numbers and amounts as numbers, each amount with its currency's number format.
 */
const addSheetRow = (sheet: Worksheet, row: ExportValue[], bold = false) => {
  const added = sheet.addRow(row.map((v) => (isAmount(v) ? Number(v.amount) : (v ?? null))))
  if (bold) added.font = { bold: true }
  row.forEach((v, i) => {
    if (isAmount(v)) added.getCell(i + 1).numFmt = numberFormat(v.currency)
  })
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
    for await (const row of values(file)) {
      addSheetRow(sheet, row)
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve))
    }
    for (const total of file.totals ?? []) addSheetRow(sheet, total, true)
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

/** Answers the rows as a CSV, XLSX or PDF file, streamed: only one batch of rows is held at a time. */
export const sendExport = <T>(reply: FastifyReply, format: ExportFormat, file: ExportFile<T>) =>
  sendDownload(
    reply,
    { filename: `${file.filename}.${format}`, type: contentTypes[format] },
    format === 'csv' ? csv(file) : format === 'xlsx' ? xlsx(file) : pdf(file),
  )

/**
 * Reads a query in batches: `fetch(after, limit)` returns the rows that follow `after` (the last row of
 * the previous batch, null at first) — keyset on the sort key and id keeps every batch as cheap as the
 * first. A batch shorter than the limit is the last.
 */
export async function* batches<T>(fetch: (after: T | null, limit: number) => Promise<T[]>, size = 1000) {
  let after: T | null = null
  for (;;) {
    const rows = await fetch(after, size)
    yield* rows
    if (rows.length < size) return
    after = rows[rows.length - 1]!
  }
}

/**
 * Reads a list in windows of `size` rows by offset, for lists whose sort keys are not unique: the list's
 * own query (filters and sort) is reused exactly, and each window fetches its page's ids first.
 */
export const offsetBatches = <T>(
  fetch: (window: { offset: number; limit: number }) => Promise<T[]>,
  size = 1000,
) => {
  let offset = 0
  return batches<T>(async (_after, limit) => {
    const rows = await fetch({ offset, limit })
    offset += rows.length
    return rows
  }, size)
}
