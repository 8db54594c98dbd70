import PDFDocument from 'pdfkit'

export type Pdf = PDFKit.PDFDocument

/**
 * Renders a PDF (A4 unless told otherwise) in memory: `build` draws on the document, the promise gives
 * the bytes. Every PDF of the app goes through here.
 */
export const renderPdf = (
  title: string,
  build: (doc: Pdf) => void | Promise<void>,
  page: { size?: 'A4' | 'A5'; margin?: number } = {},
) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: page.size ?? 'A4',
      margin: page.margin ?? 40,
      info: { Title: title, Author: 'Kuruma' },
    })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    Promise.resolve(build(doc)).then(
      () => doc.end(),
      (err) => reject(err),
    )
  })

/** A two-column block of label/value pairs. */
export const fieldRows = (doc: Pdf, rows: [string, string | number | null | undefined][]) => {
  const left = doc.page.margins.left
  for (const [label, value] of rows) {
    if (doc.y > doc.page.height - 70) doc.addPage()
    const y = doc.y
    doc.font('Helvetica').fontSize(9).fillColor('#666').text(label, left, y, { width: 140 })
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
  if (doc.y > doc.page.height - 100) doc.addPage()
  doc
    .moveDown(0.8)
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#1e3a5f')
    .text(text, doc.page.margins.left)
    .fillColor('#000')
    .moveDown(0.3)
}
