import { counted } from '../../../shared/messages'
import { formatMoney } from '../../../shared/money'
import type { Amount, ReportKind, ReportRow, ReportTotals } from '../../../shared/reports'
import type { ExportColumn, ExportFormat } from '../../lib/export'

/** "JPY 25,000; USD 300.00": amounts in several currencies, in the one money format. */
const amounts = (list: Amount[] | null) =>
  (list ?? []).map((a) => formatMoney(a.amount, a.currency)).join('; ')
const money = (amount: string | null, currency: string | null) =>
  amount === null || currency === null ? '' : formatMoney(amount, currency)

/** Who the report is about: the buyer in the sales reports, the seller in the purchase ones. */
const party: Record<ReportKind, { header: string; value: (r: ReportRow) => string | null }> = {
  bycustomer: { header: 'Customer', value: (r) => r.customerName },
  bysalecountry: { header: 'Customer', value: (r) => r.customerName },
  byvendor: { header: 'Vendor', value: (r) => r.vendorName },
  bypurchasecountry: { header: 'Vendor', value: (r) => r.vendorName },
  byavailability: {
    header: 'Vendor / customer',
    value: (r) => [r.vendorName, r.customerName].filter(Boolean).join('\n'),
  },
}

/**
 * A spreadsheet's columns (CSV, XLSX): one fact per column, single amounts as plain decimals beside
 * their currency so they can be added up; amounts in several currencies in the money format.
 */
const sheetColumns = (base: string): ExportColumn<ReportRow>[] => [
  { header: 'Stock no.', value: (r) => r.stockNo },
  { header: 'Model', value: (r) => r.model },
  { header: 'Chassis no.', value: (r) => r.chassisNo },
  { header: 'Vendor', value: (r) => r.vendorName },
  { header: 'Customer', value: (r) => r.customerName },
  { header: 'Purchase country', value: (r) => r.purchaseCountry },
  { header: 'Sale country', value: (r) => r.saleCountry },
  { header: 'Purchase date', value: (r) => r.purchaseDate },
  { header: 'Purchase price', value: (r) => r.purchasePrice },
  { header: 'Purchase currency', value: (r) => r.purchaseCurrency },
  { header: 'Expenses', value: (r) => amounts(r.expenses) },
  { header: 'Move costs', value: (r) => amounts(r.moveCosts) },
  { header: 'Sale date', value: (r) => r.saleDate },
  { header: 'Sale price', value: (r) => r.salePrice },
  { header: 'Sale currency', value: (r) => r.saleCurrency },
  { header: `Cost (${base})`, value: (r) => r.costBase },
  { header: `Sale (${base})`, value: (r) => r.saleBase },
  { header: `Profit (${base})`, value: (r) => r.profitBase },
  { header: 'Missing rates', value: (r) => r.missingRates.join('; ') },
]

const sheetTotals = (t: ReportTotals): string[][] => [
  ...t.perCurrency.map((c) => [
    `Total ${c.currency}`,
    counted(t.count, 'vehicle'),
    ...Array(6).fill(''),
    c.purchase,
    c.currency,
    formatMoney(c.expenses, c.currency),
    formatMoney(c.moveCosts, c.currency),
    '',
    c.sale,
    c.currency,
    '',
    '',
    '',
    '',
  ]),
  [
    `All in ${t.base.currency}`,
    counted(t.base.rows, 'vehicle'),
    ...Array(13).fill(''),
    t.base.cost,
    t.base.sale,
    t.base.profit,
    t.base.leftOut ? `${t.base.leftOut} left out (missing rates)` : '',
  ],
]

/** A printed page's columns (PDF): fewer, wider, each amount with its currency. */
const pageColumns = (kind: ReportKind, base: string): ExportColumn<ReportRow>[] => [
  { header: 'Vehicle', value: (r) => `${r.stockNo}\n${r.model}\n${r.chassisNo}`, width: 1.7 },
  { header: party[kind].header, value: party[kind].value, width: 1.3 },
  {
    header: 'Purchase',
    value: (r) => `${r.purchaseDate}\n${money(r.purchasePrice, r.purchaseCurrency)}`,
    width: 1.2,
    align: 'right',
  },
  { header: 'Expenses', value: (r) => amounts(r.expenses), width: 1.1, align: 'right' },
  { header: 'Move costs', value: (r) => amounts(r.moveCosts), width: 1, align: 'right' },
  {
    header: 'Sale',
    value: (r) => (r.saleDate ? `${r.saleDate}\n${money(r.salePrice, r.saleCurrency)}` : ''),
    width: 1.2,
    align: 'right',
  },
  { header: `Profit (${base})`, value: (r) => money(r.profitBase, base), width: 1.2, align: 'right' },
  { header: 'Missing rates', value: (r) => r.missingRates.join('\n'), width: 1 },
]

const pageTotals = (t: ReportTotals): string[][] => [
  ...t.perCurrency.map((c) => [
    `Total ${c.currency}`,
    counted(t.count, 'vehicle'),
    formatMoney(c.purchase, c.currency),
    formatMoney(c.expenses, c.currency),
    formatMoney(c.moveCosts, c.currency),
    formatMoney(c.sale, c.currency),
    '',
    '',
  ]),
  [
    `All in ${t.base.currency}`,
    counted(t.base.rows, 'vehicle'),
    formatMoney(t.base.purchase, t.base.currency),
    formatMoney(t.base.expenses, t.base.currency),
    formatMoney(t.base.moveCosts, t.base.currency),
    formatMoney(t.base.sale, t.base.currency),
    formatMoney(t.base.profit, t.base.currency),
    t.base.leftOut ? `${t.base.leftOut} left out` : '',
  ],
]

/** The columns and totals rows of a report's file in the chosen format. */
export const reportExport = (format: ExportFormat, kind: ReportKind, totals: ReportTotals) =>
  format === 'pdf'
    ? { columns: pageColumns(kind, totals.base.currency), totals: pageTotals(totals) }
    : { columns: sheetColumns(totals.base.currency), totals: sheetTotals(totals) }
