import { z } from 'zod'
import { addMonths } from './dates'
import { exportPeriods } from './export-files'
import { optionalIsoDate } from './fields'
import { ListQuery } from './list-query'
import { counted } from './messages'
import { Amount, rangeInOrder } from './reports'

/**
 * The export chain's two money reports for the office that keeps the accounts: the refunds still to
 * claim on exported cars, and the export register (the evidence list for the consumption-tax return).
 * A car's export is its first departure: the voyage that took it out of the country it was bought in.
 */
export const exportChainReports = ['refunds', 'export-register'] as const
export type ExportChainReport = (typeof exportChainReports)[number]

export const exportChainTitles: Record<ExportChainReport, string> = {
  refunds: 'Refunds still to claim',
  'export-register': 'Export register',
}

/** The last day a recycle deposit refund may be claimed: the window runs from the export (JARC). */
export const recycleRefundDue = (departedOn: string) =>
  addMonths(departedOn, exportPeriods.recycleRefundYears.value * 12)

/** The days left in a window as the page and the files read them: "412 days left", "30 days overdue". */
export const daysLeftLabel = (days: number) =>
  days === 0 ? 'due today' : days > 0 ? `${counted(days, 'day')} left` : `${counted(-days, 'day')} overdue`

/** Refunds sort on the days left by default (the most urgent first, closed windows last). */
export const refundSortKeys = ['daysLeft', 'departedOn', 'stockNo'] as const
export type RefundSortKey = (typeof refundSortKeys)[number]

/** The register sorts on the departure date by default, the order of the return's evidence. */
export const registerSortKeys = ['departedOn', 'stockNo', 'purchaseDate', 'exportPermitOn'] as const
export type RegisterSortKey = (typeof registerSortKeys)[number]

/** The refunds' query: paging, sort and a search on stock no., chassis, model or colour. */
export const refundsQuery = <E extends z.ZodRawShape = Record<never, never>>(extra?: E) =>
  ListQuery.extend({ ...(extra as E) })

/** The register's query: the period of export (departure dates, both inclusive), paging, sort, search. */
export const exportRegisterQuery = <E extends z.ZodRawShape = Record<never, never>>(extra?: E) =>
  ListQuery.extend({ from: optionalIsoDate('From'), to: optionalIsoDate('To'), ...(extra as E) }).superRefine(
    rangeInOrder as never,
  )

export type RefundsFilter = { q?: string; sort?: string }
export type ExportRegisterFilter = { from: string | null; to: string | null; q?: string; sort?: string }

/**
 * One exported car with money still to come back, per currency as recorded (yen in practice). The recycle
 * deposit is outstanding (deposit − recycle refunds) while above 0 and not received; the consumption tax
 * (on the price and on the fee, − tax refunds) while above 0 and not refunded. A received refund closes
 * its column whatever it left (what was kept back is a cost, not a claim). The recycle window and the
 * days left (negative: overdue) only while the deposit is outstanding.
 */
export const RefundRow = z.object({
  id: z.number().int(),
  stockNo: z.string(),
  model: z.string(),
  chassisNo: z.string(),
  departedOn: z.string(),
  recycleOutstanding: z.array(Amount),
  taxOutstanding: z.array(Amount),
  atStake: z.array(Amount),
  recycleDueOn: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  recycleClaimedOn: z.string().nullable(),
  taxClaimPeriodEnd: z.string().nullable(),
})
export type RefundRow = z.infer<typeof RefundRow>

/** The refunds' sums over every listed car, per currency. */
export const RefundTotals = z.object({
  count: z.number().int(),
  perCurrency: z.array(
    z.object({ currency: z.string(), recycle: z.string(), tax: z.string(), atStake: z.string() }),
  ),
})
export type RefundTotals = z.infer<typeof RefundTotals>

/**
 * One car exported in the period: its purchase, the consumption tax paid on it (the auction's tax on
 * the price and on the fee, per currency), the export permit (null when missing: the return needs it),
 * the departure and B/L, and the return period its tax was claimed in.
 */
export const ExportRegisterRow = z.object({
  id: z.number().int(),
  stockNo: z.string(),
  model: z.string(),
  chassisNo: z.string(),
  purchaseDate: z.string(),
  purchasePrice: z.string(),
  purchaseCurrency: z.string(),
  taxPaid: z.array(Amount),
  exportPermitNo: z.string().nullable(),
  exportPermitOn: z.string().nullable(),
  departedOn: z.string(),
  blNumber: z.string().nullable(),
  taxClaimPeriodEnd: z.string().nullable(),
})
export type ExportRegisterRow = z.infer<typeof ExportRegisterRow>

/** The register's totals: the cars, those without a permit, and the tax paid per currency. */
export const ExportRegisterTotals = z.object({
  count: z.number().int(),
  missingPermits: z.number().int(),
  taxPaid: z.array(Amount),
})
export type ExportRegisterTotals = z.infer<typeof ExportRegisterTotals>

/** What the exports and the page print where a car has no export permit recorded. */
export const missingPermit = 'MISSING'
