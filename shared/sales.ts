import Decimal from 'decimal.js'
import { z } from 'zod'
import { blankToUndefined, currencyCode, id, isoDate, money, optionalText, requiredText } from './fields'

export const frequencies = ['weekly', 'monthly'] as const
export type Frequency = (typeof frequencies)[number]
export const paymentMethods = ['cash', 'bank', 'cheque'] as const
export type PaymentMethod = (typeof paymentMethods)[number]
/** How a payment method reads on every screen and receipt. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  bank: 'Bank transfer',
  cheque: 'Cheque',
}

/** The instalment plan: how many, how often, from when. Multipart sends it flattened (instalmentCount…). */
export const InstalmentPlan = z.object({
  count: z.coerce
    .number({ error: 'Number of instalments is required' })
    .int('Number of instalments must be a whole number')
    .min(1, 'Number of instalments must be at least 1')
    .max(120, 'Number of instalments must be at most 120'),
  frequency: z.enum(frequencies, { error: 'Frequency must be weekly or monthly' }),
  firstDueDate: isoDate('First due date'),
})
export type InstalmentPlan = z.infer<typeof InstalmentPlan>

/** Multipart forms send the plan flat (instalmentCount, frequency, firstDueDate): fold it into `instalments`. */
const foldPlan = (v: unknown) => {
  if (!v || typeof v !== 'object') return v
  const { instalmentCount, frequency, firstDueDate, ...rest } = v as Record<string, unknown>
  if ((rest as { instalments?: unknown }).instalments || blankToUndefined(instalmentCount) === undefined)
    return rest
  return { ...rest, instalments: { count: instalmentCount, frequency, firstDueDate } }
}

/**
 * The sale dialog (domain.md "Sale"). The currency may be left empty: the customer's is used. The
 * down payment is recorded as the first payment in; the plan schedules the rest of the price.
 */
const SaleFields = z
  .object({
    carId: id('Vehicle'),
    customerId: id('Customer'),
    date: isoDate('Sale date'),
    price: money('Price').refine(
      (v) => !/^[\d.]+$/.test(v) || new Decimal(v).gt(0),
      'Price must be greater than 0',
    ),
    currency: z.preprocess(blankToUndefined, currencyCode.optional()),
    details: optionalText(2000),
    downPayment: z.preprocess(blankToUndefined, money('Down payment').optional()).transform((v) => v ?? '0'),
    downPaymentMethod: z.preprocess(blankToUndefined, z.enum(paymentMethods).default('cash')),
    instalments: z.preprocess(blankToUndefined, InstalmentPlan.optional()),
  })
  .superRefine((v, ctx) => {
    if (!/^[\d.]+$/.test(v.price) || !/^[\d.]+$/.test(v.downPayment)) return
    const rest = new Decimal(v.price).minus(v.downPayment)
    if (rest.lt(0))
      ctx.addIssue({ code: 'custom', path: ['downPayment'], message: 'Down payment cannot exceed the price' })
    else if (rest.gt(0) && !v.instalments)
      ctx.addIssue({
        code: 'custom',
        path: ['instalments'],
        message: 'An instalment plan is required for the rest of the price',
      })
    else if (v.instalments && v.instalments.firstDueDate < v.date)
      ctx.addIssue({
        code: 'custom',
        path: ['instalments'],
        message: 'The first due date cannot be before the sale date',
      })
  })
export const SaleInput = z.preprocess(foldPlan, SaleFields)
export type SaleInput = z.infer<typeof SaleInput>

export const UndoSaleInput = z.object({
  carId: id('Vehicle'),
  reason: requiredText('Reason', 500),
  date: z.preprocess(blankToUndefined, isoDate('Date').optional()),
})
export type UndoSaleInput = z.infer<typeof UndoSaleInput>

export const SavedSale = z.object({ id: z.number().int(), message: z.string() })

export const Instalment = z.object({
  seq: z.number().int(),
  dueDate: z.string(),
  amount: z.string(),
  paid: z.string(),
  status: z.enum(['paid', 'due', 'overdue']),
})
export type Instalment = z.infer<typeof Instalment>

export const ProfitLine = z.object({
  kind: z.enum(['sale', 'purchase', 'expense', 'move']),
  date: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** In the base currency; null when no rate is recorded on or before the date. */
  converted: z.string().nullable(),
})
export type ProfitLine = z.infer<typeof ProfitLine>

/** A vehicle's profit in the base currency; null until sold, or while a rate is missing (named in `missing`). */
export const Profit = z.object({
  base: z.string(),
  lines: z.array(ProfitLine),
  profit: z.string().nullable(),
  missing: z.array(z.object({ currency: z.string(), date: z.string() })),
})
export type Profit = z.infer<typeof Profit>
