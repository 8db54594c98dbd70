import Decimal from 'decimal.js'
import { z } from 'zod'
import { blankToUndefined, id, isoDate, money, numberText, optionalText, requiredText } from './fields'
import { multiplyAmount, sumAmounts } from './money'

/** A location update (domain.md): free text kept as history; the vehicle shows the latest. */
export const LocationInput = z.object({
  carId: id('Vehicle'),
  location: requiredText('Location', 200),
})
export type LocationInput = z.infer<typeof LocationInput>

export const LocationUpdate = z.object({
  id: z.number().int(),
  carId: z.number().int(),
  location: z.string(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
})
export type LocationUpdate = z.infer<typeof LocationUpdate>

/** An exchange rate as the moves table keeps it, numeric(20,8): greater than 0, at most 8 decimals. */
const isRate = (v: string) => /^\d{1,12}(\.\d{1,8})?$/.test(v)
export const rateField = numberText('Exchange rate')
  .refine(isRate, 'Rate must have at most 12 digits before the point and 8 after')
  .refine((v) => !isRate(v) || new Decimal(v).gt(0), 'Rate must be greater than 0')

/** The move dialog: move expenses are in the destination station's currency. */
export const MoveInput = z.object({
  carId: id('Vehicle'),
  toStationId: id('Destination station'),
  date: isoDate('Date'),
  rate: rateField,
  moveExpenses: z.preprocess(blankToUndefined, money('Move expenses').optional()).transform((v) => v ?? '0'),
  details: optionalText(2000),
})
export type MoveInput = z.infer<typeof MoveInput>

/** The largest amount numeric(18,2) holds. */
export const maxAmount = new Decimal('9999999999999999.99')

/** The cost after a move: cost × rate + move expenses, in decimal, rounded half-up to 2 places. */
export const costAfterMove = (cost: string, rate: string, moveExpenses: string) =>
  sumAmounts([multiplyAmount(cost, rate), moveExpenses])

export const Move = z.object({
  id: z.number().int(),
  carId: z.number().int(),
  fromStationId: z.number().int(),
  fromStationName: z.string(),
  toStationId: z.number().int(),
  toStationName: z.string(),
  date: z.string(),
  rate: z.string(),
  moveExpenses: z.string(),
  costBefore: z.string(),
  currencyBefore: z.string(),
  costAfter: z.string(),
  currencyAfter: z.string(),
  details: z.string().nullable(),
  movedBy: z.number().int().nullable(),
  movedByName: z.string().nullable(),
  createdAt: z.string(),
})
export type Move = z.infer<typeof Move>

export const MoveResult = z.object({
  id: z.number().int(),
  cost: z.string(),
  costCurrency: z.string(),
  message: z.string(),
})
export type MoveResult = z.infer<typeof MoveResult>

export const LocationResult = z.object({ id: z.number().int(), location: z.string(), message: z.string() })

export const CarIdQuery = z.object({ carId: z.coerce.number().int().positive() })
