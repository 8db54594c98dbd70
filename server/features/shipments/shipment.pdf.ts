import {
  modeLabels,
  releaseLabels,
  type Shipment,
  type ShipmentCar,
  totalVolumeM3,
} from '../../../shared/shipments'
import {
  documentPdf,
  fieldRows,
  type Letterhead,
  type Pdf,
  type PdfColumn,
  pdfTable,
  regular,
  write,
} from '../../lib/pdf'

const orDash = (v: string | number | null) => (v === null || v === '' ? '—' : String(v))
const carsLabel = (n: number) => `${n} ${n === 1 ? 'car' : 'cars'}`
const containerOf = (s: Shipment) =>
  s.containerNumber ? [s.containerNumber, s.containerSize].filter(Boolean).join(' ') : null
const vesselOf = (s: Shipment) => [s.vessel, s.voyage].filter(Boolean).join(' / ')

/** The totals row's m³, and a line under the table when some cars have no dimensions to count. */
const volumeTotal = (doc: Pdf, cars: ShipmentCar[]) => {
  const { total, unknown } = totalVolumeM3(cars)
  return {
    total: `${total} m³`,
    note: () => {
      if (!unknown) return
      regular(doc.moveDown(0.4), 8.5)
      write(doc, `The total leaves out ${carsLabel(unknown)} without recorded dimensions.`, {
        x: doc.page.margins.left,
      })
    },
  }
}

const carColumns: PdfColumn[] = [
  { header: 'Chassis', width: 3 },
  { header: 'Model', width: 3.2 },
  { header: 'Year', width: 1, align: 'right' },
  { header: 'cc', width: 1, align: 'right' },
  { header: 'm³', width: 1.1, align: 'right' },
]
const carCells = (c: ShipmentCar) => [
  c.chassisNo,
  c.model,
  orDash(c.year),
  orDash(c.engineCc),
  orDash(c.volumeM3),
]

/**
 * Shipping instructions to the line: who ships to whom, on what and on which booking, and the cars
 * with their chassis and m³.
 */
const drawInstructions = (s: Shipment) => async (doc: Pdf) => {
  fieldRows(doc, [
    ['Shipper', s.shipper],
    ['Consignee', s.consignee],
    ['Notify party', s.notifyParty],
    ['Shipping line', s.shippingLine],
    ['Vessel / voyage', vesselOf(s)],
    ['Port of loading', `${s.portOfLoading}, ${s.loadingCountryName}`],
    ['Port of discharge', `${s.portOfDischarge}, ${s.destinationCountryName}`],
    ['ETD / ETA', `${s.etd} / ${s.eta}`],
    ['Booking number', s.bookingNumber],
    ['Mode', [modeLabels[s.mode], containerOf(s)].filter(Boolean).join(' · ')],
    ['B/L number', s.blNumber],
    ['Release', s.releaseType ? releaseLabels[s.releaseType] : null],
  ])
  doc.moveDown(0.8)
  const volume = volumeTotal(doc, s.carsOnBoard)
  await pdfTable(
    doc,
    [{ header: 'Stock no', width: 1.6 }, ...carColumns],
    s.carsOnBoard.map((c) => [c.stockNo, ...carCells(c)]),
    [['Total', carsLabel(s.carsOnBoard.length), '', '', '', volume.total]],
  )
  volume.note()
}

/** The manifest: the voyage, then one line per car with its consignee. */
const drawManifest = (s: Shipment) => async (doc: Pdf) => {
  fieldRows(doc, [
    ['Shipping line', s.shippingLine],
    ['Vessel', s.vessel],
    ['Voyage', s.voyage],
    ['Port of loading', `${s.portOfLoading}, ${s.loadingCountryName}`],
    ['Port of discharge', `${s.portOfDischarge}, ${s.destinationCountryName}`],
    ['ETD', s.etd],
    ['ETA', s.eta],
    ...(containerOf(s) ? ([['Container', containerOf(s)]] as [string, string][]) : []),
    ['B/L number', s.blNumber],
  ])
  doc.moveDown(0.8)
  // The consignee's first line is its name; the address is on the instructions.
  const consignee = s.consignee?.split('\n')[0]?.trim() || '—'
  const volume = volumeTotal(doc, s.carsOnBoard)
  await pdfTable(
    doc,
    [{ header: '#', width: 0.5 }, ...carColumns, { header: 'Consignee', width: 3 }],
    s.carsOnBoard.map((c, i) => [String(i + 1), ...carCells(c), consignee]),
    [['', carsLabel(s.carsOnBoard.length), '', '', '', volume.total, '']],
  )
  volume.note()
}

const subtitleOf = (s: Shipment) => [s.shippingLine, `booking ${s.bookingNumber}`, `ETD ${s.etd}`].join(' · ')

/** The shipping instructions as a streamed PDF; like the manifest, it carries no purchase price. */
export const instructionsPdf = (s: Shipment, letterhead: Letterhead | null) =>
  documentPdf(
    { title: `Shipping instructions ${s.reference}`, subtitle: subtitleOf(s), letterhead },
    drawInstructions(s),
  )

/** The manifest as a streamed PDF. */
export const manifestPdf = (s: Shipment, letterhead: Letterhead | null) =>
  documentPdf({ title: `Manifest ${s.reference}`, subtitle: subtitleOf(s), letterhead }, drawManifest(s))
