import { PassThrough, Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { documentPdf, type Letterhead, pdfTable } from './pdf'

export const exportFormats = ['csv', 'xlsx', 'pdf'] as const
export type ExportFormat = (typeof exportFormats)[number]

/** The optional `format` query parameter of a list that can be downloaded. */
export const exportFormat = z
  .enum(exportFormats, { error: 'Format must be csv, xlsx or pdf' })
  .optional()
  .describe('Answer the filtered rows as a file instead of JSON: csv, xlsx or pdf')

export type ExportColumn<T> = {
  header: string
  value: (row: T) => string | number | null | undefined
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
  totals?: string[][]
  letterhead: Letterhead | null
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
}

const cellText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

async function* cells<T>(file: ExportFile<T>) {
  for await (const row of file.rows) yield file.columns.map((c) => cellText(c.value(row)))
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
    for await (const row of cells(file)) yield row.map(inertCell)
    for (const total of file.totals ?? []) yield total.map(inertCell)
  }
  // The byte-order mark lets spreadsheet programs read the file as UTF-8 (names, yen signs).
  return Readable.from(lines()).pipe(stringify({ bom: true }))
}

/** A spreadsheet written row by row: each row is committed and flushed to the zip stream as it comes. */
const xlsx = <T>(file: ExportFile<T>) => {
  const out = new PassThrough()
  // exceljs is loaded with the first spreadsheet, not with the server (about 20 MB once loaded).
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
    for await (const row of cells(file)) {
      sheet.addRow(row).commit()
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve))
    }
    for (const total of file.totals ?? []) {
      const added = sheet.addRow(total)
      added.font = { bold: true }
      added.commit()
    }
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
        cells(file),
        file.totals,
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
