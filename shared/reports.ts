import { z } from 'zod'
import { blankToUndefined, formBoolean, optionalIsoDate } from './fields'
import { ListQuery } from './list-query'

/**
 * The five reports. Each lists vehicles with their purchase, costs, sale and profit; they differ in
 * their filter and in which date the From/To range applies to (docs/decisions/0018-reports.md).
 */
export const reportKinds = [
  'bycustomer',
  'byvendor',
  'bypurchasecountry',
  'bysalecountry',
  'byavailability',
] as const
export type ReportKind = (typeof reportKinds)[number]

export const reportTitles: Record<ReportKind, string> = {
  bycustomer: 'By customer',
  byvendor: 'By vendor',
  bypurchasecountry: 'By purchase country',
  bysalecountry: 'By sale country',
  byavailability: 'Availability',
}

/** The date the From/To range filters on: the sale's for the sales reports, else the purchase's. */
export const reportDateField: Record<ReportKind, 'saleDate' | 'purchaseDate'> = {
  bycustomer: 'saleDate',
  byvendor: 'purchaseDate',
  bypurchasecountry: 'purchaseDate',
  bysalecountry: 'saleDate',
  byavailability: 'purchaseDate',
}

/** The fields a report sorts on (`sort=-profitBase` for descending); the id breaks ties. */
export const reportSortKeys = [
  'stockNo',
  'model',
  'chassisNo',
  'vendorName',
  'customerName',
  'purchaseDate',
  'purchasePrice',
  'saleDate',
  'salePrice',
  'costBase',
  'profitBase',
] as const
export type ReportSortKey = (typeof reportSortKeys)[number]

/** An empty filter means every record; anything else must be a whole positive id. */
const filterId = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be an id` })
      .int(`${label} must be an id`)
      .positive(`${label} must be an id`)
      .optional(),
  )

/** Paging, sorting, a search on stock no., chassis, model or colour, and the date range. */
const ReportBaseQuery = ListQuery.extend({
  from: optionalIsoDate('From'),
  to: optionalIsoDate('To'),
})

/** Each report's own filter (PascalCase in the query string: CustomerId, IsAvailable…). */
const reportFilterFields = {
  bycustomer: { customerId: filterId('CustomerId') },
  byvendor: { vendorId: filterId('VendorId') },
  bypurchasecountry: { countryId: filterId('CountryId') },
  bysalecountry: { countryId: filterId('CountryId') },
  byavailability: { isAvailable: z.preprocess(blankToUndefined, formBoolean.optional()) },
}

/** A From/To range must run forwards: the error names `to`. */
export const rangeInOrder = (q: { from: string | null; to: string | null }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.from > q.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' })
}

/** A report's query: its filter, the date range (From on or before To), paging, sort and search. */
export const reportQuery = <K extends ReportKind, E extends z.ZodRawShape = Record<never, never>>(
  kind: K,
  extra?: E,
) =>
  ReportBaseQuery.extend({ ...reportFilterFields[kind], ...(extra as E) }).superRefine(rangeInOrder as never)

/** Every report's filters in one shape (a report ignores the filters that are not its own). */
export type ReportFilter = {
  kind: ReportKind
  customerId?: number
  vendorId?: number
  countryId?: number
  isAvailable?: boolean
  from: string | null
  to: string | null
  q?: string
  sort?: string
}

/** An amount in one currency: decimal text, never a float. */
export const Amount = z.object({ currency: z.string(), amount: z.string() })
export type Amount = z.infer<typeof Amount>

/**
 * One vehicle. Amounts are as recorded, per currency (expenses and move costs may be in several), and in
 * the base currency at the rate of each line's own date. When a rate is missing, `missingRates` names it
 * ("JPY 2025-01-03") and every base-currency figure of the row is null. Profit is only in the base
 * currency (a yen purchase sold in dollars has no profit in either), null until sold.
 */
export const ReportRow = z.object({
  id: z.number().int(),
  stockNo: z.string(),
  model: z.string(),
  chassisNo: z.string(),
  status: z.enum(['in_stock', 'sold']),
  vendorId: z.number().int(),
  vendorName: z.string(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  purchaseCountry: z.string(),
  saleCountry: z.string().nullable(),
  purchaseDate: z.string(),
  purchasePrice: z.string(),
  purchaseCurrency: z.string(),
  expenses: z.array(Amount),
  moveCosts: z.array(Amount),
  saleDate: z.string().nullable(),
  salePrice: z.string().nullable(),
  saleCurrency: z.string().nullable(),
  base: z.string(),
  purchaseBase: z.string().nullable(),
  expensesBase: z.string().nullable(),
  moveCostsBase: z.string().nullable(),
  costBase: z.string().nullable(),
  saleBase: z.string().nullable(),
  profitBase: z.string().nullable(),
  missingRates: z.array(z.string()),
})
export type ReportRow = z.infer<typeof ReportRow>

/** Sums of one currency over every row of the report; no profit, which needs every line in one currency. */
export const CurrencyTotal = z.object({
  currency: z.string(),
  purchase: z.string(),
  expenses: z.string(),
  moveCosts: z.string(),
  sale: z.string(),
})
export type CurrencyTotal = z.infer<typeof CurrencyTotal>

/**
 * The report's totals over all its rows (not one page): per currency as recorded, and in the base
 * currency, with the profit, over the rows whose rates are all recorded; `leftOut` rows had a missing rate.
 */
export const ReportTotals = z.object({
  count: z.number().int(),
  perCurrency: z.array(CurrencyTotal),
  base: z.object({
    currency: z.string(),
    purchase: z.string(),
    expenses: z.string(),
    moveCosts: z.string(),
    cost: z.string(),
    sale: z.string(),
    profit: z.string(),
    rows: z.number().int(),
    leftOut: z.number().int(),
  }),
})
export type ReportTotals = z.infer<typeof ReportTotals>

export const reportMessages = {
  fetchFailed: 'Failed to fetch report',
  downloadFailed: 'Failed to download report',
}
