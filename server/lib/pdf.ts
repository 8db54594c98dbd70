import { PassThrough, type Readable } from 'node:stream'
import type {} from 'pdfkit'

/**
 * pdfkit is loaded with the first document, not with the server: most processes never draw one, and it
 * holds about 20 MB once loaded.
 */
const pdfkit = () => import('pdfkit').then((m) => m.default)

export type Pdf = PDFKit.PDFDocument

/** Who the business is, printed at the top of its documents (kept on the Settings page). */
export type Letterhead = {
  name: string
  address: string
  phone: string
  email: string
  bankDetails: string
  logo: Buffer | null
}

export type PdfColumn = {
  header: string
  /** A relative weight: the table spreads the page's width over the columns in these proportions. */
  width: number
  align?: 'left' | 'right'
}

type PageOptions = { size?: 'A4' | 'A5'; margin?: number; landscape?: boolean }

const ink = '#1e3a5f'
const muted = '#666'
const footerHeight = 24

const newDocument = async (title: string, page: PageOptions) =>
  new (await pdfkit())({
    size: page.size ?? 'A4',
    layout: page.landscape ? 'landscape' : 'portrait',
    margins: {
      top: page.margin ?? 40,
      left: page.margin ?? 40,
      right: page.margin ?? 40,
      bottom: (page.margin ?? 40) + footerHeight,
    },
    info: { Title: title, Author: 'Kuruma' },
  })

/**
 * Prints "Page N" at the foot of every page as the page is started, so a streamed document needs no
 * second pass. The bottom margin leaves room for it; it is lifted while the footer is written so the
 * text does not spill onto a new page.
 */
const numberPages = (doc: Pdf) => {
  let page = 0
  const footer = () => {
    page += 1
    const { x, y } = doc
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(muted)
      .text(`Page ${page}`, doc.page.margins.left, doc.page.height - bottom + 8, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'right',
        lineBreak: false,
      })
      .fillColor('#000')
    doc.page.margins.bottom = bottom
    doc.x = x
    doc.y = y
  }
  footer()
  doc.on('pageAdded', footer)
}

/** The business's name, logo and contacts across the top of the first page. */
export const letterheadBlock = (doc: Pdf, letterhead: Letterhead) => {
  const left = doc.page.margins.left
  const top = doc.y
  let textLeft = left
  if (letterhead.logo) {
    try {
      doc.image(letterhead.logo, left, top, { fit: [56, 56] })
      textLeft = left + 66
    } catch {
      // A logo pdfkit cannot draw (it reads PNG and JPEG) is left out rather than failing the document.
    }
  }
  const width = doc.page.width - doc.page.margins.right - textLeft
  doc.font('Helvetica-Bold').fontSize(15).fillColor(ink).text(letterhead.name, textLeft, top, { width })
  doc.font('Helvetica').fontSize(8.5).fillColor(muted)
  for (const line of [letterhead.address, [letterhead.phone, letterhead.email].filter(Boolean).join(' · ')]) {
    if (line) doc.text(line, textLeft, doc.y, { width })
  }
  doc.fillColor('#000')
  doc.x = left
  doc.y = Math.max(doc.y, top + (textLeft > left ? 56 : 0)) + 6
  doc
    .moveTo(left, doc.y)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y)
    .lineWidth(0.8)
    .strokeColor(ink)
    .stroke()
  doc.y += 10
}

/** The bank details to pay into, for documents that ask for payment. */
export const bankDetailsBlock = (doc: Pdf, letterhead: Letterhead | null) => {
  if (!letterhead?.bankDetails) return
  if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage()
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(9).text('Bank details', doc.page.margins.left)
  doc.font('Helvetica').fontSize(9).text(letterhead.bankDetails)
}

const titleBlock = (doc: Pdf, title: string, subtitle?: string) => {
  doc.font('Helvetica-Bold').fontSize(14).fillColor(ink).text(title, doc.page.margins.left)
  if (subtitle) doc.font('Helvetica').fontSize(9).fillColor(muted).text(subtitle)
  doc.fillColor('#000').moveDown(0.6)
}

const startDocument = (
  doc: Pdf,
  opts: { title: string; subtitle?: string; letterhead: Letterhead | null },
) => {
  numberPages(doc)
  if (opts.letterhead) letterheadBlock(doc, opts.letterhead)
  titleBlock(doc, opts.title, opts.subtitle)
}

/**
 * A document in the house layout — letterhead (when given) and title on the first page, "Page N" on
 * every page — streamed as it is drawn: the caller sends the stream, nothing is held in memory.
 */
export const documentPdf = (
  opts: { title: string; subtitle?: string; letterhead: Letterhead | null } & PageOptions,
  build: (doc: Pdf) => void | Promise<void>,
): Readable => {
  const out = new PassThrough()
  newDocument(opts.title, opts).then(
    (doc) => {
      doc.pipe(out)
      doc.on('error', (err: Error) => out.destroy(err))
      startDocument(doc, opts)
      Promise.resolve()
        .then(() => build(doc))
        .then(
          () => doc.end(),
          (err: Error) => doc.destroy(err),
        )
    },
    (err: Error) => out.destroy(err),
  )
  return out
}

/**
 * The same layout rendered into bytes, for documents that are attached to an e-mail or small enough
 * that a byte count is worth having (receipts, payslips, one vehicle's sheet).
 */
export const renderPdf = (
  title: string,
  build: (doc: Pdf) => void | Promise<void>,
  page: PageOptions & { subtitle?: string; letterhead?: Letterhead | null; heading?: string } = {},
) =>
  newDocument(title, page).then(
    (doc) =>
      new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = []
        doc.on('data', (c: Buffer) => chunks.push(c))
        doc.on('end', () => resolve(Buffer.concat(chunks)))
        doc.on('error', reject)
        startDocument(doc, {
          title: page.heading ?? title,
          subtitle: page.subtitle,
          letterhead: page.letterhead ?? null,
        })
        Promise.resolve(build(doc)).then(
          () => doc.end(),
          (err) => reject(err),
        )
      }),
  )

/**
 * A table across the page: the header row repeats at the top of every page the rows run onto, cells
 * wrap within their column, and totals rows follow a rule in bold. Rows may be streamed.
 */
export const pdfTable = async (
  doc: Pdf,
  columns: PdfColumn[],
  rows: Iterable<string[]> | AsyncIterable<string[]>,
  totals: string[][] = [],
) => {
  const left = doc.page.margins.left
  const full = doc.page.width - left - doc.page.margins.right
  const weight = columns.reduce((sum, c) => sum + c.width, 0)
  const widths = columns.map((c) => (c.width / weight) * full)
  const pad = 3
  const size = columns.length > 8 ? 7 : 8.5

  const heightOf = (cells: string[], font: string) => {
    doc.font(font).fontSize(size)
    return (
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: widths[i]! - 2 * pad }))) +
      2 * pad
    )
  }
  const draw = (cells: string[], font: string, fill?: string) => {
    const height = heightOf(cells, font)
    const y = doc.y
    if (fill) doc.rect(left, y, full, height).fill(fill).fillColor('#000')
    let x = left
    doc.font(font).fontSize(size)
    cells.forEach((cell, i) => {
      doc.text(cell ?? '', x + pad, y + pad, {
        width: widths[i]! - 2 * pad,
        align: columns[i]?.align ?? 'left',
      })
      x += widths[i]!
    })
    doc.x = left
    doc.y = y + height
  }
  const header = () =>
    draw(
      columns.map((c) => c.header),
      'Helvetica-Bold',
      '#e8eef5',
    )
  const fits = (height: number) => doc.y + height <= doc.page.height - doc.page.margins.bottom
  const row = (cells: string[], font = 'Helvetica') => {
    const height = heightOf(cells, font)
    if (!fits(height)) {
      doc.addPage()
      header()
    }
    draw(cells, font)
  }

  if (
    !fits(
      heightOf(
        columns.map((c) => c.header),
        'Helvetica-Bold',
      ) * 2,
    )
  )
    doc.addPage()
  header()
  let count = 0
  for await (const cells of rows) {
    row(cells)
    count += 1
  }
  if (count === 0) row(['No rows', ...columns.slice(1).map(() => '')])
  if (totals.length) {
    if (!fits(heightOf(totals[0]!, 'Helvetica-Bold') + 4)) {
      doc.addPage()
      header()
    }
    doc
      .moveTo(left, doc.y + 1)
      .lineTo(left + full, doc.y + 1)
      .lineWidth(0.8)
      .strokeColor('#000')
      .stroke()
    doc.y += 3
    for (const cells of totals) row(cells, 'Helvetica-Bold')
  }
}

/** A two-column block of label/value pairs. */
export const fieldRows = (doc: Pdf, rows: [string, string | number | null | undefined][]) => {
  const left = doc.page.margins.left
  for (const [label, value] of rows) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage()
    const y = doc.y
    doc.font('Helvetica').fontSize(9).fillColor(muted).text(label, left, y, { width: 140 })
    doc
      .fillColor('#000')
      .text(value === null || value === undefined || value === '' ? '—' : String(value), left + 150, y, {
        width: 350,
      })
    doc.x = left
    doc.y = Math.max(doc.y, y + 13)
  }
}

export const heading = (doc: Pdf, text: string) => {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage()
  doc
    .moveDown(0.8)
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(ink)
    .text(text, doc.page.margins.left)
    .fillColor('#000')
    .moveDown(0.3)
}
