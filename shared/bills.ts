import Decimal from 'decimal.js'
import { z } from 'zod'
import { tradeTerms } from './customers'
import {
  currencyCode,
  isoDate,
  money,
  numberText,
  optionalEmail,
  optionalId,
  optionalText,
  requiredChoice,
  requiredText,
} from './fields'
import { ListQuery } from './list-query'
import { currencyDecimals, multiplyAmount, parseMoney, sumAmounts } from './money'

export { tradeTerms }
export const billStatuses = ['issued', 'void'] as const
export type BillStatus = (typeof billStatuses)[number]

/** A quantity: positive, at most 2 decimals ("1", "2.5"). */
const quantity = numberText('Quantity')
  .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v), 'Quantity can have at most 9 digits and 2 decimals')
  .refine((v) => !/^\d{1,9}(\.\d{1,2})?$/.test(v) || new Decimal(v).gt(0), 'Quantity must be more than 0')

export const BillLineInput = z.object({
  description: requiredText('Description', 300),
  quantity,
  unitPrice: money('Unit price'),
})
export type BillLineInput = z.infer<typeof BillLineInput>

/**
 * A new bill: a customer of the book or a buyer's name typed in (exactly one of them), an optional
 * vehicle, dates, terms, currency and at least one line. The server computes every total.
 */
export const BillInput = z
  .object({
    customerId: optionalId,
    buyerName: optionalText(160),
    vehicleId: optionalId,
    issueDate: isoDate('Issue date'),
    dueDate: isoDate('Due date'),
    paymentTerms: optionalText(500),
    tradeTerm: requiredChoice('Trade term', tradeTerms, `Trade term must be one of ${tradeTerms.join(', ')}`),
    currency: currencyCode,
    lines: z
      .array(BillLineInput, { error: 'Add at least one line' })
      .min(1, 'Add at least one line')
      .max(50, 'At most 50 lines'),
  })
  .superRefine((v, ctx) => {
    if (v.customerId && v.buyerName)
      ctx.addIssue({
        code: 'custom',
        path: ['customerId'],
        message: 'Choose a customer or type a buyer name, not both',
      })
    if (!v.customerId && !v.buyerName)
      ctx.addIssue({
        code: 'custom',
        path: ['customerId'],
        message: 'Choose a customer or type a buyer name',
      })
    if (v.dueDate < v.issueDate)
      ctx.addIssue({
        code: 'custom',
        path: ['dueDate'],
        message: 'Due date must not be before the issue date',
      })
  })
export type BillInput = z.input<typeof BillInput>
export type BillValues = z.output<typeof BillInput>

export const BillLine = z.object({
  position: z.number().int(),
  description: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  lineTotal: z.string(),
})
export type BillLine = z.infer<typeof BillLine>

/** One row of the bill book. */
export const BillRow = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(billStatuses),
  customerId: z.number().int().nullable(),
  buyerName: z.string(),
  vehicleId: z.number().int().nullable(),
  stockNo: z.string().nullable(),
  model: z.string().nullable(),
  issueDate: z.string(),
  dueDate: z.string(),
  tradeTerm: z.string(),
  currency: z.string(),
  total: z.string(),
})
export type BillRow = z.infer<typeof BillRow>

export const Bill = BillRow.extend({
  buyerAddress: z.string().nullable(),
  customerEmail: z.string().nullable(),
  chassisNo: z.string().nullable(),
  countryId: z.number().int(),
  paymentTerms: z.string().nullable(),
  lines: z.array(BillLine),
  voidReason: z.string().nullable(),
  voidedAt: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
})
export type Bill = z.infer<typeof Bill>

export const BillQuery = ListQuery.extend({
  vehicleId: z.coerce.number().int().positive().optional(),
  customerId: z.coerce.number().int().positive().optional(),
  status: z.enum(billStatuses).optional(),
})
export type BillQuery = z.infer<typeof BillQuery>

export const VoidBillInput = z.object({ reason: requiredText('Reason', 500) })
export type VoidBillInput = z.infer<typeof VoidBillInput>

/** To whom a bill is e-mailed: the address given, else the customer's. */
export const EmailBillInput = z.object({ email: optionalEmail })
export type EmailBillInput = z.infer<typeof EmailBillInput>

export const billMessages = {
  created: (number: string) => `Bill ${number} issued`,
  voided: (number: string) => `Bill ${number} voided`,
  queued: (email: string) => `Bill queued for e-mail to ${email}`,
  issuedLocked: 'An issued bill cannot be edited — void it and issue another',
  voidConfirm: 'Void this bill? Its number stays used; issue a new bill to replace it.',
  fetchFailed: 'Failed to fetch bills',
  saveFailed: 'Failed to issue bill',
} as const

/**
 * quantity × unit price in the currency's decimals, as the server's SQL rounds it (half away from
 * zero); null while either is not a number yet. For the form's live totals only: the server computes
 * the stored totals itself.
 */
export const lineTotal = (quantityText: string, unitPriceText: string, currency: string): string | null => {
  const q = parseMoney(quantityText)
  const p = parseMoney(unitPriceText)
  if (q === null || p === null) return null
  const decimals = currencyDecimals(currency || 'USD')
  return multiplyAmount(q, p, decimals)
}

/** The sum of the lines' totals (lines that are not complete yet count as nothing). */
export const billTotal = (lines: { quantity: string; unitPrice: string }[], currency: string): string => {
  const decimals = currencyDecimals(currency || 'USD')
  return sumAmounts(
    lines.map((l) => lineTotal(l.quantity, l.unitPrice, currency) ?? 0),
    decimals,
  )
}
