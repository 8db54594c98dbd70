import Decimal from 'decimal.js'
import { z } from 'zod'
import {
  blankToUndefined,
  currencyCode,
  formBoolean,
  id,
  isoDate,
  money,
  optionalText,
  requiredChoice,
} from './fields'
import { Instalment, paymentMethods } from './sales'

export const directions = ['in', 'out'] as const
export type Direction = (typeof directions)[number]

/**
 * The term-payment dialog: in from the customer (after the sale) or out to the vendor (for the
 * purchase). The currency may be left empty: the sale's (in) or the purchase's (out) is used.
 */
export const PaymentInput = z
  .object({
    carId: id('Vehicle'),
    direction: requiredChoice('Direction', directions, 'Direction must be in or out'),
    amount: money('Amount').refine(
      (v) => !/^[\d.]+$/.test(v) || new Decimal(v).gt(0),
      'Amount must be greater than 0',
    ),
    currency: z.preprocess(blankToUndefined, currencyCode.optional()),
    date: isoDate('Date'),
    method: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      requiredChoice('Method', paymentMethods, 'Method must be cash, bank or cheque'),
    ),
    chequeNo: optionalText(40),
    place: optionalText(200),
    details: optionalText(2000),
    isAdvance: formBoolean.default(false),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'cheque' && !v.chequeNo)
      ctx.addIssue({ code: 'custom', path: ['chequeNo'], message: 'Cheque number is required' })
  })
export type PaymentInput = z.infer<typeof PaymentInput>

export const SavedPayment = z.object({ id: z.number().int(), receiptNo: z.string(), message: z.string() })

export const Payment = z.object({
  id: z.number().int(),
  receiptNo: z.string(),
  carId: z.number().int(),
  direction: z.string(),
  saleId: z.number().int().nullable(),
  customerId: z.number().int().nullable(),
  vendorId: z.number().int().nullable(),
  date: z.string(),
  amount: z.string(),
  currency: z.string(),
  method: z.string(),
  chequeNo: z.string().nullable(),
  place: z.string().nullable(),
  details: z.string().nullable(),
  isAdvance: z.boolean(),
  createdByName: z.string().nullable(),
})
export type Payment = z.infer<typeof Payment>

/** What is pending on one side of a vehicle: total, paid, pending (negative only through an advance). */
export const SidePending = z.object({
  currency: z.string(),
  total: z.string(),
  paid: z.string(),
  pending: z.string(),
})

/** A vehicle's money: its active sale and schedule, its payments both ways, what is pending on each side. */
export const VehiclePayments = z.object({
  carId: z.number().int(),
  sale: z
    .object({
      id: z.number().int(),
      customerId: z.number().int(),
      date: z.string(),
      price: z.string(),
      currency: z.string(),
      downPayment: z.string(),
    })
    .nullable(),
  schedule: z.array(Instalment),
  payments: z.array(Payment),
  pending: z.object({ in: SidePending.nullable(), out: SidePending }),
})
export type VehiclePayments = z.infer<typeof VehiclePayments>
