import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { formatMoney } from '../../../shared/money'
import type { Amount, Vehicle } from '../../../shared/vehicles'
import { fieldRows, heading, renderPdf } from '../../lib/pdf'

type Sheet = {
  vehicle: Vehicle
  photoPath?: string
  expenses: { date: string; kind: string; amount: string; currency: string; details: string | null }[]
  locations: { location: string; at: string }[]
  moves: {
    date: string
    fromStationName: string
    toStationName: string
    rate: string
    costBefore: string
    currencyBefore: string
    costAfter: string
    currencyAfter: string
  }[]
}

const money = (a: Amount) => formatMoney(a.amount, a.currency)

/** The vehicle sheet staff print: photo, identity, specification, purchase, cost sheet, expenses, histories. */
export const renderVehicleSheet = ({ vehicle: v, photoPath, expenses, locations, moves }: Sheet) =>
  renderPdf(`${v.stockNo} ${v.model}`, async (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text(`${v.stockNo} · ${v.model}`)
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#666')
      .text(`${v.status === 'sold' ? 'Sold' : 'In stock'} · ${v.stationName}, ${v.countryName}`)
      .fillColor('#000')
    if (photoPath) {
      const jpeg = await sharp(await readFile(photoPath))
        .resize(480, 360, { fit: 'cover' })
        .jpeg()
        .toBuffer()
      doc.moveDown(0.5).image(jpeg, { width: 240 })
    }
    heading(doc, 'Identity and location')
    fieldRows(doc, [
      ['Chassis no.', v.chassisNo],
      ['Category', v.categoryName],
      ['Year', v.year],
      ['Colour', v.colour],
      ['Where it is now', v.location],
    ])
    heading(doc, 'Specification')
    fieldRows(doc, [
      ['Engine', v.engineCc ? `${v.engineCc} cc` : null],
      ['Mileage', v.mileageKm !== null ? `${v.mileageKm.toLocaleString('en')} km` : null],
      ['Transmission', v.transmission],
      ['Fuel', v.fuel],
      ['Drive / steering', [v.drive, v.steering].filter(Boolean).join(' / ')],
      ['Condition', v.condition],
    ])
    heading(doc, 'Purchase and cost')
    fieldRows(doc, [
      ['Vendor', v.vendorName],
      ['Purchase date', v.purchaseDate],
      ['Purchase price', money({ amount: v.purchasePrice, currency: v.purchaseCurrency })],
      ...(v.moved
        ? ([['Cost after moves', money({ amount: v.cost, currency: v.costCurrency })]] as [string, string][])
        : []),
      ['Expenses', v.expenses.map(money).join(', ') || null],
    ])
    heading(doc, 'Expenses')
    fieldRows(
      doc,
      expenses.length
        ? expenses.map((e) => [e.date, `${e.kind}: ${money(e)}${e.details ? ` — ${e.details}` : ''}`])
        : [['', 'None']],
    )
    heading(doc, 'Moves')
    fieldRows(
      doc,
      moves.length
        ? moves.map((m) => [
            m.date,
            `${m.fromStationName} → ${m.toStationName} at ${m.rate}: ${money({ amount: m.costBefore, currency: m.currencyBefore })} → ${money({ amount: m.costAfter, currency: m.currencyAfter })}`,
          ])
        : [['', 'None']],
    )
    heading(doc, 'Location history')
    fieldRows(
      doc,
      locations.length
        ? locations.map((l) => [l.at.slice(0, 16).replace('T', ' '), l.location])
        : [['', 'None']],
    )
  })
