import { z } from 'zod'
import { isoDate } from './fields'

/** ?CountryId= on the pending endpoints: empty means every country the caller may see. */
export const CountryScopeQuery = z.object({
  countryId: z
    .union([z.literal(''), z.coerce.number().int().positive()])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : undefined)),
})
export type CountryScopeQuery = z.infer<typeof CountryScopeQuery>

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
})
export type PendingPayment = z.infer<typeof PendingPayment>

/** Chart range: months from StartMonth to EndMonth (any YYYY-MM-DD inside each month). */
export const ChartQuery = z.object({
  startMonth: isoDate('Start month').optional(),
  endMonth: isoDate('End month').optional(),
})
export type ChartQuery = z.infer<typeof ChartQuery>
