import { counted } from '../../../shared/messages'
import { formatMoney } from '../../../shared/money'
import type { Amount } from '../../../shared/reports'
import {
  daysLeftLabel,
  type ExportRegisterRow,
  type ExportRegisterTotals,
  missingPermit,
  type RefundRow,
  type RefundTotals,
} from '../../../shared/reports-export-chain'
import { type ExportColumn, type ExportFormat, type ExportValue, exportAmount } from '../../lib/export'

/** "JPY 25,000; USD 300.00": amounts in several currencies, in the one money format. */
const amounts = (list: Amount[]) => list.map((a) => formatMoney(a.amount, a.currency)).join('; ')
const amountIn = (list: Amount[], currency: string) =>
  exportAmount(list.find((a) => a.currency === currency)?.amount, currency)
const blanks = (n: number) => Array<ExportValue>(n).fill('')

/**
 * The refunds as a spreadsheet: one fact per column, each amount a number, a column per currency the
 * report holds (yen in practice) for the deposit, the tax and their sum.
 */
const refundSheet = (t: RefundTotals) => {
  const currencies = t.perCurrency.map((c) => c.currency)
  const perCurrency = (header: string, figure: 'recycleOutstanding' | 'taxOutstanding' | 'atStake') =>
    currencies.map((currency) => ({
      header: `${header} ${currency}`,
      value: (r: RefundRow) => amountIn(r[figure], currency),
    }))
  const columns: ExportColumn<RefundRow>[] = [
    { header: 'Stock no.', value: (r) => r.stockNo },
    { header: 'Model', value: (r) => r.model },
    { header: 'Chassis no.', value: (r) => r.chassisNo },
    { header: 'Departed', value: (r) => r.departedOn },
    ...perCurrency('Recycle deposit outstanding', 'recycleOutstanding'),
    ...perCurrency('Consumption tax outstanding', 'taxOutstanding'),
    ...perCurrency('At stake', 'atStake'),
    { header: 'Recycle window ends', value: (r) => r.recycleDueOn },
    { header: 'Days left', value: (r) => r.daysLeft },
    { header: 'Recycle claimed on', value: (r) => r.recycleClaimedOn },
    { header: 'Tax return period end', value: (r) => r.taxClaimPeriodEnd },
  ]
  const cells = (currency: string, amount: string) =>
    currencies.map((c) => (c === currency ? exportAmount(amount, c) : ''))
  const totals = t.perCurrency.map((c) => [
    `Total ${c.currency}`,
    counted(t.count, 'vehicle'),
    ...blanks(2),
    ...cells(c.currency, c.recycle),
    ...cells(c.currency, c.tax),
    ...cells(c.currency, c.atStake),
    ...blanks(4),
  ])
  return { columns, totals }
}

/** The refunds on a printed page: fewer, wider columns, each amount with its currency. */
const refundPage = (t: RefundTotals) => {
  const columns: ExportColumn<RefundRow>[] = [
    { header: 'Vehicle', value: (r) => `${r.stockNo}\n${r.model}\n${r.chassisNo}`, width: 1.7 },
    { header: 'Departed', value: (r) => r.departedOn, width: 0.9 },
    { header: 'Recycle deposit', value: (r) => amounts(r.recycleOutstanding), width: 1.1, align: 'right' },
    { header: 'Consumption tax', value: (r) => amounts(r.taxOutstanding), width: 1.1, align: 'right' },
    { header: 'At stake', value: (r) => amounts(r.atStake), width: 1.1, align: 'right' },
    {
      header: 'Recycle window',
      value: (r) =>
        r.recycleDueOn ? `${r.recycleDueOn}\n${r.daysLeft === null ? '' : daysLeftLabel(r.daysLeft)}` : '',
      width: 1.1,
    },
    {
      header: 'Claimed',
      value: (r) =>
        [
          r.recycleClaimedOn && `Recycle ${r.recycleClaimedOn}`,
          r.taxClaimPeriodEnd && `Tax return ${r.taxClaimPeriodEnd}`,
        ]
          .filter(Boolean)
          .join('\n') || 'Not claimed',
      width: 1.2,
    },
  ]
  const totals = t.perCurrency.map((c) => [
    `Total ${c.currency}`,
    counted(t.count, 'vehicle'),
    formatMoney(c.recycle, c.currency),
    formatMoney(c.tax, c.currency),
    formatMoney(c.atStake, c.currency),
    '',
    '',
  ])
  return { columns, totals }
}

export const refundExport = (format: ExportFormat, totals: RefundTotals) =>
  format === 'pdf' ? refundPage(totals) : refundSheet(totals)

/** The register as a spreadsheet: a tax-paid column per currency; a missing permit says so. */
const registerSheet = (t: ExportRegisterTotals) => {
  const currencies = t.taxPaid.map((a) => a.currency)
  const columns: ExportColumn<ExportRegisterRow>[] = [
    { header: 'Stock no.', value: (r) => r.stockNo },
    { header: 'Model', value: (r) => r.model },
    { header: 'Chassis no.', value: (r) => r.chassisNo },
    { header: 'Purchase date', value: (r) => r.purchaseDate },
    { header: 'Purchase price', value: (r) => exportAmount(r.purchasePrice, r.purchaseCurrency) },
    { header: 'Purchase currency', value: (r) => r.purchaseCurrency },
    ...currencies.map((currency) => ({
      header: `Consumption tax paid ${currency}`,
      value: (r: ExportRegisterRow) => amountIn(r.taxPaid, currency),
    })),
    { header: 'Export permit no.', value: (r) => r.exportPermitNo ?? missingPermit },
    { header: 'Export permit date', value: (r) => r.exportPermitOn },
    { header: 'Departed', value: (r) => r.departedOn },
    { header: 'B/L no.', value: (r) => r.blNumber },
    { header: 'Tax return period end', value: (r) => r.taxClaimPeriodEnd },
  ]
  const totals: ExportValue[][] = [
    [
      'Total',
      counted(t.count, 'vehicle'),
      ...blanks(4),
      ...t.taxPaid.map((a) => exportAmount(a.amount, a.currency)),
      t.missingPermits ? `${t.missingPermits} missing` : '',
      ...blanks(4),
    ],
  ]
  return { columns, totals }
}

const registerPage = (t: ExportRegisterTotals) => {
  const columns: ExportColumn<ExportRegisterRow>[] = [
    { header: 'Vehicle', value: (r) => `${r.stockNo}\n${r.model}\n${r.chassisNo}`, width: 1.7 },
    {
      header: 'Purchase',
      value: (r) => `${r.purchaseDate}\n${formatMoney(r.purchasePrice, r.purchaseCurrency)}`,
      width: 1.1,
      align: 'right',
    },
    { header: 'Tax paid', value: (r) => amounts(r.taxPaid), width: 1, align: 'right' },
    {
      header: 'Export permit',
      value: (r) => (r.exportPermitNo ? `${r.exportPermitNo}\n${r.exportPermitOn ?? ''}` : missingPermit),
      width: 1.1,
    },
    { header: 'Departed', value: (r) => `${r.departedOn}\n${r.blNumber ?? ''}`, width: 1.1 },
    { header: 'Tax return', value: (r) => r.taxClaimPeriodEnd ?? '', width: 0.9 },
  ]
  const totals = [
    [
      'Total',
      counted(t.count, 'vehicle'),
      amounts(t.taxPaid),
      t.missingPermits ? `${t.missingPermits} missing` : '',
      '',
      '',
    ],
  ]
  return { columns, totals }
}

export const registerExport = (format: ExportFormat, totals: ExportRegisterTotals) =>
  format === 'pdf' ? registerPage(totals) : registerSheet(totals)
