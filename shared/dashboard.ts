import { z } from 'zod'
import { formBoolean, isoDate } from './fields'

/** ?CountryId= on the pending endpoints: empty means every country the caller may see. */
export const CountryScopeQuery = z.object({
  countryId: z
    .union([z.literal(''), z.coerce.number().int().positive()])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : undefined)),
})
export type CountryScopeQuery = z.infer<typeof CountryScopeQuery>

/**
 * GET Dashboard/PendingPaymentDetails's filters, all optional: customers or vendors, receivables or
 * payables (a customer holding credit is a payable), a name or e-mail search, one currency, only rows
 * overdue 10 days or more. Without `side` the rows are those with money owed (what reminders chase).
 * Without `page` every row comes back (as the original client expects); with it, one page ordered by
 * due date and the total in X-Total-Count.
 */
export const PendingListQuery = CountryScopeQuery.extend({
  type: z
    .union([z.literal(''), z.enum(['customer', 'vendor'])])
    .optional()
    .transform((v) => v || undefined),
  side: z
    .union([z.literal(''), z.enum(['receivable', 'payable'])])
    .optional()
    .transform((v) => v || undefined),
  q: z.string().trim().max(100).optional(),
  currency: z
    .string()
    .trim()
    .max(3)
    .optional()
    .transform((v) => v?.toUpperCase() || undefined),
  overdue: formBoolean.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000, 'page is at most 1,000,000').optional(),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
})
export type PendingListQuery = z.infer<typeof PendingListQuery>

/**
 * GET Dashboard/PendingPaymentDetails: one row per customer and per vendor with money pending, per
 * currency. A customer's row carries pendingSaleAmount (they owe us) and pendingPurchaseAmount "0.00";
 * a vendor's row the other way round (we owe them). Amounts are decimal text in `currency`.
 */
export const PendingPayment = z.object({
  id: z.number().int(),
  type: z.enum(['customer', 'vendor']),
  name: z.string(),
  countryId: z.number().int(),
  countryName: z.string(),
  email: z.string().nullable(),
  whatsApp: z.string().nullable(),
  currency: z.string(),
  currencySymbol: z.string(),
  totalAmount: z.string(),
  dueDate: z.string().nullable(),
  daysPassed: z.number().int().nullable(),
  pendingSaleAmount: z.string(),
  pendingPurchaseAmount: z.string(),
  /** When the party was last sent a reminder (the latest one queued, ISO time in UTC); null if never. */
  lastRemindedAt: z.string().nullable(),
})
export type PendingPayment = z.infer<typeof PendingPayment>

/** Chart range: months from StartMonth to EndMonth (any YYYY-MM-DD inside each month). */
export const ChartQuery = z.object({
  startMonth: isoDate('Start month').optional(),
  endMonth: isoDate('End month').optional(),
})
export type ChartQuery = z.infer<typeof ChartQuery>

export const Amount = z.object({ currency: z.string(), amount: z.string() })
export const MissingRate = z.object({ currency: z.string(), date: z.string() })
export type MissingRate = z.infer<typeof MissingRate>

/** GET Dashboard/stats: the business at a glance, in the caller's countries. */
export const DashboardStats = z.object({
  month: z.string(),
  base: z.string(),
  inStock: z.object({ count: z.number().int(), value: z.array(Amount) }),
  soldThisMonth: z.number().int(),
  /** In the base currency at the recorded rates; null when a rate is missing (named in `missingRates`). */
  revenueThisMonth: z.string().nullable(),
  /** Left out for a role that may not see profit (it is computed from purchase costs). */
  profitThisMonth: z.string().nullable().optional(),
  missingRates: z.array(MissingRate),
  customers: z.number().int(),
  vendors: z.number().int(),
  activeStaff: z.number().int(),
  expensesThisMonth: z.array(Amount),
})
export type DashboardStats = z.infer<typeof DashboardStats>

export const PurchaseMonth = z.object({
  purchaseMonth: z.string(),
  totalPurchases: z.string(),
  count: z.number().int(),
})
export const SaleMonth = z.object({ saleMonth: z.string(), totalSales: z.string(), count: z.number().int() })
/** One row per month (empty months as zero), totals in the base currency; rows with a missing rate named. */
export const PurchaseChart = z.object({
  base: z.string(),
  rows: z.array(PurchaseMonth),
  missingRates: z.array(MissingRate),
})
export const SaleChart = z.object({
  base: z.string(),
  rows: z.array(SaleMonth),
  missingRates: z.array(MissingRate),
})
export type PurchaseChart = z.infer<typeof PurchaseChart>
export type SaleChart = z.infer<typeof SaleChart>

/** GET Dashboard/PendingTerms: pending per country and currency, and the instalments due soon or overdue. */
export const PendingTotal = z.object({
  countryId: z.number().int(),
  countryName: z.string(),
  pendingSaleAmount: z.string(),
  saleCurrency: z.string().nullable(),
  pendingPurchaseAmount: z.string(),
  purchaseCurrency: z.string().nullable(),
})
export const DueInstalment = z.object({
  saleId: z.number().int(),
  carId: z.number().int(),
  stockNo: z.string(),
  model: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  countryId: z.number().int(),
  seq: z.number().int(),
  dueDate: z.string(),
  amountLeft: z.string(),
  currency: z.string(),
  overdue: z.boolean(),
})
export const PendingTerms = z.object({ totals: z.array(PendingTotal), instalments: z.array(DueInstalment) })
export type PendingTerms = z.infer<typeof PendingTerms>
export type DueInstalment = z.infer<typeof DueInstalment>
