import { formatDateTime } from '../../../shared/dates'
import { formatMoney } from '../../../shared/money'
import type { Amount, Vehicle } from '../../../shared/vehicles'
import { sharp } from '../../lib/images'
import { fieldRows, heading, type Letterhead, pdfTable, renderPdf } from '../../lib/pdf'

type Sheet = {
  letterhead: Letterhead | null
  timeZone: string
  vehicle: Vehicle
  /** The cover photo's bytes. */
  photo?: Buffer
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
export const renderVehicleSheet = ({
  letterhead,
  timeZone,
  vehicle: v,
  photo,
  expenses,
  locations,
  moves,
}: Sheet) =>
  renderPdf(
    `${v.stockNo} ${v.model}`,
    async (doc) => {
      if (photo) {
        const jpeg = await (await sharp(photo)).resize(480, 360, { fit: 'cover' }).jpeg().toBuffer()
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
      if (v.moneyVisible) {
        heading(doc, 'Purchase and cost')
        fieldRows(doc, [
          ['Vendor', v.vendorName],
          ['Purchase date', v.purchaseDate],
          ['Purchase price', money({ amount: v.purchasePrice ?? '0', currency: v.purchaseCurrency })],
          ...(v.moved
            ? ([['Cost after moves', money({ amount: v.cost ?? '0', currency: v.costCurrency })]] as [
                string,
                string,
              ][])
            : []),
          ['Expenses', v.expenses.map(money).join(', ') || null],
        ])
        heading(doc, 'Expenses')
        await pdfTable(
          doc,
          [
            { header: 'Date', width: 1 },
            { header: 'Expense', width: 1.4 },
            { header: 'Amount', width: 1.4, align: 'right' },
            { header: 'Details', width: 2.4 },
          ],
          expenses.map((e) => [e.date, e.kind, money(e), e.details ?? '']),
        )
        heading(doc, 'Moves')
        await pdfTable(
          doc,
          [
            { header: 'Date', width: 1 },
            { header: 'From → to', width: 2.4 },
            { header: 'Rate', width: 0.8, align: 'right' },
            { header: 'Cost before', width: 1.4, align: 'right' },
            { header: 'Cost after', width: 1.4, align: 'right' },
          ],
          moves.map((m) => [
            m.date,
            `${m.fromStationName} → ${m.toStationName}`,
            m.rate,
            money({ amount: m.costBefore, currency: m.currencyBefore }),
            money({ amount: m.costAfter, currency: m.currencyAfter }),
          ]),
        )
      }
      heading(doc, 'Location history')
      await pdfTable(
        doc,
        [
          { header: 'When', width: 1 },
          { header: 'Location', width: 4 },
        ],
        locations.map((l) => [formatDateTime(l.at, timeZone), l.location]),
      )
    },
    {
      letterhead,
      heading: `${v.stockNo} · ${v.model}`,
      subtitle: `${v.status === 'sold' ? 'Sold' : 'In stock'} · ${v.stationName}, ${v.countryName}`,
    },
  )
