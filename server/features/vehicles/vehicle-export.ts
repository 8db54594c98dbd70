import { formatMoney } from '../../../shared/money'
import type { VehicleRow } from '../../../shared/vehicles'
import { type ExportColumn, exportAmount } from '../../lib/export'

/**
 * The columns of a vehicle list's CSV, XLSX and PDF: each amount beside its currency. Expenses may be in
 * several currencies, so they stay one cell in the money format.
 */
export const vehicleExportColumns: ExportColumn<VehicleRow>[] = [
  { header: 'Stock no.', value: (v) => v.stockNo },
  { header: 'Chassis no.', value: (v) => v.chassisNo, width: 1.3 },
  { header: 'Model', value: (v) => v.model, width: 1.4 },
  { header: 'Year', value: (v) => v.year, width: 0.5 },
  { header: 'Colour', value: (v) => v.colour, width: 0.7 },
  { header: 'Category', value: (v) => v.categoryName },
  { header: 'Vendor', value: (v) => v.vendorName, width: 1.2 },
  { header: 'Station', value: (v) => `${v.stationName}, ${v.countryName}`, width: 1.3 },
  { header: 'Purchase date', value: (v) => v.purchaseDate },
  {
    header: 'Purchase price',
    value: (v) => exportAmount(v.purchasePrice, v.purchaseCurrency),
    align: 'right',
  },
  { header: 'Currency', value: (v) => v.purchaseCurrency, width: 0.6 },
  { header: 'Cost', value: (v) => exportAmount(v.cost, v.costCurrency), align: 'right' },
  { header: 'Cost currency', value: (v) => v.costCurrency, width: 0.6 },
  {
    header: 'Expenses',
    value: (v) => v.expenses.map((e) => formatMoney(e.amount, e.currency)).join('; '),
    width: 1.3,
  },
  { header: 'Status', value: (v) => (v.status === 'sold' ? 'Sold' : 'In stock'), width: 0.6 },
]
