import { formatMoney } from '../../../shared/money'
import type { VehicleRow } from '../../../shared/vehicles'
import { type ExportColumn, type ExportFormat, exportAmount } from '../../lib/export'

/**
 * The columns of a vehicle list's file, each amount beside its currency. A vehicle's expenses may be in
 * several currencies: a spreadsheet (CSV, XLSX) has a column per currency expenses are recorded in
 * ("Expenses JPY"), each a number; the PDF one cell in the money format, as on screen.
 */
export const vehicleExportColumns = (
  format: ExportFormat,
  expenseCurrencies: string[],
): ExportColumn<VehicleRow>[] => [
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
  ...(format === 'pdf'
    ? [
        {
          header: 'Expenses',
          value: (v: VehicleRow) => v.expenses.map((e) => formatMoney(e.amount, e.currency)).join('; '),
          width: 1.3,
        },
      ]
    : expenseCurrencies.map((currency) => ({
        header: `Expenses ${currency}`,
        value: (v: VehicleRow) =>
          exportAmount(v.expenses.find((e) => e.currency === currency)?.amount, currency),
      }))),
  { header: 'Status', value: (v) => (v.status === 'sold' ? 'Sold' : 'In stock'), width: 0.6 },
]
