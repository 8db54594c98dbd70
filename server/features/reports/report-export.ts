import { counted } from '../../../shared/messages'
import { formatMoney } from '../../../shared/money'
import type { Amount, ReportKind, ReportRow, ReportTotals } from '../../../shared/reports'
import { type ExportColumn, type ExportFormat, type ExportValue, exportAmount } from '../../lib/export'

/** "JPY 25,000; USD 300.00": amounts in several currencies, in the one money format. */
const amounts = (list: Amount[]) => list.map((a) => formatMoney(a.amount, a.currency)).join('; ')
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

/** The currencies any row of the report has some of a figure in (read from its totals), in code order. */
const held = (t: ReportTotals, figure: 'expenses' | 'moveCosts') =>
  t.perCurrency.filter((c) => Number(c[figure]) !== 0).map((c) => c.currency)

/**
 * A spreadsheet's columns (CSV, XLSX): one fact per column, each amount a number beside its currency.
 * Expenses and move costs may be in several currencies on one row: a column for each currency the
 * report holds them in ("Expenses JPY").
 */
const sheetColumns = (t: ReportTotals): ExportColumn<ReportRow>[] => {
  const base = t.base.currency
  const perCurrency = (header: string, figure: 'expenses' | 'moveCosts') =>
    held(t, figure).map((currency) => ({
      header: `${header} ${currency}`,
      value: (r: ReportRow) => exportAmount(r[figure].find((a) => a.currency === currency)?.amount, currency),
    }))
  return [
    { header: 'Stock no.', value: (r) => r.stockNo },
    { header: 'Model', value: (r) => r.model },
    { header: 'Chassis no.', value: (r) => r.chassisNo },
    { header: 'Vendor', value: (r) => r.vendorName },
    { header: 'Customer', value: (r) => r.customerName },
    { header: 'Purchase country', value: (r) => r.purchaseCountry },
    { header: 'Sale country', value: (r) => r.saleCountry },
    { header: 'Purchase date', value: (r) => r.purchaseDate },
    { header: 'Purchase price', value: (r) => exportAmount(r.purchasePrice, r.purchaseCurrency) },
    { header: 'Purchase currency', value: (r) => r.purchaseCurrency },
    ...perCurrency('Expenses', 'expenses'),
    ...perCurrency('Move costs', 'moveCosts'),
    { header: 'Sale date', value: (r) => r.saleDate },
    { header: 'Sale price', value: (r) => exportAmount(r.salePrice, r.saleCurrency) },
    { header: 'Sale currency', value: (r) => r.saleCurrency },
    { header: `Cost (${base})`, value: (r) => exportAmount(r.costBase, base) },
    { header: `Sale (${base})`, value: (r) => exportAmount(r.saleBase, base) },
    { header: `Profit (${base})`, value: (r) => exportAmount(r.profitBase, base) },
    { header: 'Missing rates', value: (r) => r.missingRates.join('; ') },
  ]
}

/** Each currency's line under the rows, then the base currency's (the one with a profit). */
const sheetTotals = (t: ReportTotals): ExportValue[][] => {
  const cells = (currency: string, figure: 'expenses' | 'moveCosts', amount: string) =>
    held(t, figure).map((c) => (c === currency ? exportAmount(amount, c) : ''))
  const blanks = (n: number) => Array<ExportValue>(n).fill('')
  const columns = sheetColumns(t).length
  const base = t.base.currency
  return [
    ...t.perCurrency.map((c) => [
      `Total ${c.currency}`,
      counted(t.count, 'vehicle'),
      ...blanks(6),
      exportAmount(c.purchase, c.currency),
      c.currency,
      ...cells(c.currency, 'expenses', c.expenses),
      ...cells(c.currency, 'moveCosts', c.moveCosts),
      '',
      exportAmount(c.sale, c.currency),
      c.currency,
      ...blanks(4),
    ]),
    [
      `All in ${base}`,
      counted(t.base.rows, 'vehicle'),
      ...blanks(columns - 6),
      exportAmount(t.base.cost, base),
      exportAmount(t.base.sale, base),
      exportAmount(t.base.profit, base),
      t.base.leftOut ? `${t.base.leftOut} left out (missing rates)` : '',
    ],
  ]
}

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
    : { columns: sheetColumns(totals), totals: sheetTotals(totals) }
