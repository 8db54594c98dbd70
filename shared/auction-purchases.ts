import { z } from 'zod'
import { blankToUndefined, isoDate, loadedVersion, money, optionalInt, requiredText } from './fields'

/**
 * The parts of an auction invoice beyond the hammer price (the purchase price), each an expense of the
 * car with its `lineKind`. The recycle deposit and the consumption tax (on the price and on the fee) come
 * back after export, so they are refundable: they count in the cost until the refund is recorded, and
 * the refund is an expense of the negative amount with its own kind.
 */
export const auctionLineKinds = ['consumption_tax', 'recycle_deposit', 'auction_fee', 'fee_tax'] as const
export type AuctionLineKind = (typeof auctionLineKinds)[number]
export const refundLineKinds = ['recycle_refund', 'tax_refund'] as const
export type RefundLineKind = (typeof refundLineKinds)[number]
export type LineKind = AuctionLineKind | RefundLineKind
export const lineKinds = [...auctionLineKinds, ...refundLineKinds] as const

export const lineKindLabels: Record<LineKind, string> = {
  consumption_tax: 'Consumption tax',
  recycle_deposit: 'Recycle deposit',
  auction_fee: 'Auction fee',
  fee_tax: 'Tax on the auction fee',
  recycle_refund: 'Recycle deposit refunded',
  tax_refund: 'Consumption tax refunded',
}

export const refundableLineKinds: readonly AuctionLineKind[] = [
  'consumption_tax',
  'recycle_deposit',
  'fee_tax',
]

/** Japan's consumption tax on an auction's price and fee (a car exported gets it back). */
export const consumptionTaxRate = {
  value: '0.10',
  source: 'https://www.nta.go.jp/taxes/shiraberu/taxanswer/shohi/6303.htm',
} as const

/**
 * The overall grade an auction inspector gives a car, best first (S: new or nearly; R and RA: repaired
 * accident damage). Source: http://www.lita.jp/grading_system.php
 */
export const overallGrades = ['S', '6', '5', '4.5', '4', '3.5', '3', '2', '1', 'R', 'RA'] as const
/** The sheet's interior and exterior grades, A (best) to E. */
export const letterGrades = ['A', 'B', 'C', 'D', 'E'] as const

/** The invoice's amounts as the form sends them, each the expense of one line kind. */
export const lineFields = {
  consumptionTax: 'consumption_tax',
  recycleDeposit: 'recycle_deposit',
  auctionFee: 'auction_fee',
  feeTax: 'fee_tax',
} as const satisfies Record<string, AuctionLineKind>
export type LineField = keyof typeof lineFields

const grade = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : String(v).trim().toUpperCase()),
    z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }).nullable(),
  )

const lineAmount = (label: string) =>
  z.preprocess(blankToUndefined, money(label).optional()).transform((v) => v ?? null)

/** The fields of PUT auction-purchases/:carId (multipart, with the sheet beside them). */
export const AuctionPurchaseFields = z.object({
  version: loadedVersion,
  venue: requiredText('Venue', 120),
  saleDate: isoDate('Sale date'),
  lotNo: requiredText('Lot number', 40),
  overallGrade: grade('Overall grade', overallGrades),
  interiorGrade: grade('Interior grade', letterGrades),
  exteriorGrade: grade('Exterior grade', letterGrades),
  sheetMileageKm: optionalInt('Sheet mileage', 0, 9_999_999),
  /** The payment due to the auction: it is the vehicle's vendor due date. */
  paymentDueOn: isoDate('Payment due'),
  consumptionTax: lineAmount('Consumption tax'),
  recycleDeposit: lineAmount('Recycle deposit'),
  auctionFee: lineAmount('Auction fee'),
  feeTax: lineAmount('Tax on the auction fee'),
})

/** The auction is paid after the sale, never before. */
export const dueAfterSale = (v: { saleDate: string; paymentDueOn: string }, ctx: z.RefinementCtx) => {
  if (v.paymentDueOn < v.saleDate)
    ctx.addIssue({
      code: 'custom',
      path: ['paymentDueOn'],
      message: 'Payment due cannot be before the sale date',
    })
}

export const AuctionPurchaseInput = AuctionPurchaseFields.superRefine(dueAfterSale)
export type AuctionPurchaseInput = z.infer<typeof AuctionPurchaseInput>

export const AuctionRecord = z.object({
  /** Sent back with a save from the edit form (see `loadedVersion`). */
  version: z.number().int(),
  venue: z.string(),
  saleDate: z.string(),
  lotNo: z.string(),
  overallGrade: z.string().nullable(),
  interiorGrade: z.string().nullable(),
  exteriorGrade: z.string().nullable(),
  sheetMileageKm: z.number().int().nullable(),
  sheetUrl: z.string().nullable(),
  sheetType: z.string().nullable(),
})
export type AuctionRecord = z.infer<typeof AuctionRecord>

/** One typed expense of the car: an invoice line or the refund of one (a negative amount). */
export const AuctionLine = z.object({
  lineKind: z.enum(lineKinds),
  date: z.string(),
  amount: z.string(),
  currency: z.string(),
})
export type AuctionLine = z.infer<typeof AuctionLine>

/**
 * A car's auction purchase as its page reads it: the record (null until saved), the hammer price (the
 * vehicle's purchase price, never copied), the invoice lines and their refunds, and the due date the form
 * proposes (the sale date, or the purchase date, plus the owners' auction payment days).
 */
export const AuctionPurchase = z.object({
  vehicleId: z.number().int(),
  /** Whether the vehicle's vendor is an auction house: only such a car has an auction record. */
  atAuction: z.boolean(),
  vendorName: z.string(),
  purchaseDate: z.string(),
  hammerPrice: z.string(),
  currency: z.string(),
  /** The vehicle's vendor due date. */
  paymentDueOn: z.string().nullable(),
  proposedDueOn: z.string(),
  record: AuctionRecord.nullable(),
  lines: z.array(AuctionLine),
  /** The hammer price and the invoice lines (refunds left out), in `currency`. */
  invoiceTotal: z.string(),
})
export type AuctionPurchase = z.infer<typeof AuctionPurchase>
