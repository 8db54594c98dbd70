import { PassThrough, type Readable } from 'node:stream'
import type {} from 'pdfkit'
import type { Face } from './pdf-fonts'
import { type TextOptions, type Typesetter, typesetter, typesettingTools } from './pdf-typeset'

/**
 * pdfkit and the fonts are loaded with the first document, not with the server: most processes never
 * draw one, and pdfkit holds memory once loaded (see docs/decisions/0024).
 */
const pdfkit = () => import('pdfkit').then((m) => m.default)

export type Pdf = PDFKit.PDFDocument

const typesetters = new WeakMap<Pdf, Typesetter>()
const typesetterOf = (doc: Pdf) => {
  const found = typesetters.get(doc)
  if (!found) throw new Error('A PDF drawn outside documentPdf or renderPdf')
  return found
}

/** Sets the family's regular face (and a size) for the text that follows. */
export const regular = (doc: Pdf, size?: number) => {
  typesetterOf(doc).setFace('regular', size)
  return doc
}
/** Sets the family's bold face (and a size) for the text that follows. */
export const bold = (doc: Pdf, size?: number) => {
  typesetterOf(doc).setFace('bold', size)
  return doc
}
/**
 * Writes text in any script the family covers, as doc.text does: at the given or current position,
 * wrapped to the width, right-to-left runs in their order; the position moves below it.
 */
export const write = (doc: Pdf, text: string, options?: TextOptions) => typesetterOf(doc).write(text, options)
const heightOf = (doc: Pdf, text: string, options: { width?: number }) =>
  typesetterOf(doc).heightOf(text, options)

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

const newDocument = async (title: string, page: PageOptions) => {
  const [PDFDocument, tools] = await Promise.all([pdfkit(), typesettingTools()])
  const doc = new PDFDocument({
    // No standard font: every text is set in the family (the regular face until told otherwise).
    font: null as unknown as string,
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
  const setter = typesetter(doc, tools)
  typesetters.set(doc, setter)
  setter.setFace('regular')
  return doc
}

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
    // A page may start in the middle of a text: its face and size are back after the footer.
    typesetterOf(doc).aside(() => {
      regular(doc, 8).fillColor(muted)
      write(doc, `Page ${page}`, {
        x: doc.page.margins.left,
        y: doc.page.height - bottom + 8,
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'right',
        lineBreak: false,
      }).fillColor('#000')
    })
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
  bold(doc, 15).fillColor(ink)
  write(doc, letterhead.name, { x: textLeft, y: top, width })
  regular(doc, 8.5).fillColor(muted)
  for (const line of [letterhead.address, [letterhead.phone, letterhead.email].filter(Boolean).join(' · ')]) {
    if (line) write(doc, line, { x: textLeft, width })
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
  bold(doc.moveDown(0.8), 9)
  write(doc, 'Bank details', { x: doc.page.margins.left })
  regular(doc, 9)
  write(doc, letterhead.bankDetails)
}

const titleBlock = (doc: Pdf, title: string, subtitle?: string) => {
  bold(doc, 14).fillColor(ink)
  write(doc, title, { x: doc.page.margins.left })
  if (subtitle) write(regular(doc, 9).fillColor(muted), subtitle)
  regular(doc.fillColor('#000').moveDown(0.6))
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

  const face = { regular, bold }
  const rowHeight = (cells: string[], font: Face) => {
    face[font](doc, size)
    return (
      Math.max(...cells.map((cell, i) => heightOf(doc, cell || ' ', { width: widths[i]! - 2 * pad }))) +
      2 * pad
    )
  }
  const draw = (cells: string[], font: Face, fill?: string) => {
    const height = rowHeight(cells, font)
    const y = doc.y
    if (fill) doc.rect(left, y, full, height).fill(fill).fillColor('#000')
    let x = left
    face[font](doc, size)
    cells.forEach((cell, i) => {
      write(doc, cell ?? '', {
        x: x + pad,
        y: y + pad,
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
      'bold',
      '#e8eef5',
    )
  const fits = (height: number) => doc.y + height <= doc.page.height - doc.page.margins.bottom
  const row = (cells: string[], font: Face = 'regular') => {
    const height = rowHeight(cells, font)
    if (!fits(height)) {
      doc.addPage()
      header()
    }
    draw(cells, font)
  }

  if (
    !fits(
      rowHeight(
        columns.map((c) => c.header),
        'bold',
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
    if (!fits(rowHeight(totals[0]!, 'bold') + 4)) {
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
    for (const cells of totals) row(cells, 'bold')
  }
}

/** A two-column block of label/value pairs. */
export const fieldRows = (doc: Pdf, rows: [string, string | number | null | undefined][]) => {
  const left = doc.page.margins.left
  for (const [label, value] of rows) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage()
    const y = doc.y
    regular(doc, 9).fillColor(muted)
    write(doc, label, { x: left, y, width: 140 }).fillColor('#000')
    write(doc, value === null || value === undefined || value === '' ? '—' : String(value), {
      x: left + 150,
      y,
      width: 350,
    })
    doc.x = left
    doc.y = Math.max(doc.y, y + 13)
  }
}

export const heading = (doc: Pdf, text: string) => {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage()
  bold(doc.moveDown(0.8), 12).fillColor(ink)
  write(doc, text, { x: doc.page.margins.left }).fillColor('#000').moveDown(0.3)
}
