import { z } from 'zod'
import { lineKinds } from './auction-purchases'

/** A rate that is not recorded: the currency and the date it was needed for. */
export const MissingRate = z.object({ currency: z.string(), date: z.string() })

/** A conversion either gives an amount in the base currency or names the rate that is missing. */
export const Converted = z.union([z.object({ amount: z.string() }), z.object({ missing: MissingRate })])

/**
 * One step that brings a line into the vehicle's cost currency: a move's rate (the money moved with the
 * car), or the exchange rates of the line's date for a currency that no move converted.
 */
export const ConversionStep = z.object({
  by: z.enum(['move', 'exchangeRate']),
  date: z.string(),
  from: z.string(),
  to: z.string(),
  rate: z.string(),
  /** The amount in `to` after this step, to the cent. */
  amount: z.string(),
})
export type ConversionStep = z.infer<typeof ConversionStep>

/** A line in the vehicle's cost currency: no steps when it was recorded in it, or the rates that are missing. */
export const InCost = z.union([
  z.object({ amount: z.string(), steps: z.array(ConversionStep) }),
  z.object({ missing: z.array(MissingRate) }),
])

export const CostLine = z.object({
  ref: z.string(),
  label: z.string(),
  date: z.string(),
  /** As recorded, in its own currency. */
  amount: z.string(),
  currency: z.string(),
  /** An auction invoice's typed line or the refund of one; null for every other cost. */
  lineKind: z.enum(lineKinds).nullable(),
  /** In the vehicle's cost currency, with how it got there. */
  inCost: InCost,
  /** In the base currency at the line's date. */
  converted: Converted,
})
export type CostLine = z.infer<typeof CostLine>

const Total = z.union([z.object({ amount: z.string() }), z.object({ missing: z.array(MissingRate) })])

/**
 * What a vehicle cost, line by line: as recorded, in the vehicle's cost currency (lines from before a
 * move converted at the move's rate), and in BASE_CURRENCY at each line's date.
 */
export const CostSheet = z.object({
  /** The vehicle's cost currency now (its station country's currency after a move). */
  costCurrency: z.string(),
  /** The one landed cost in `costCurrency`, or the rates that are missing for it. */
  landed: Total,
  base: z.string(),
  lines: z.array(CostLine),
  /** The landed cost in the base currency, or the rates that are missing for it. */
  landedBase: Total,
  /**
   * What of the landed cost is refundable and not yet refunded (the recycle deposit and the consumption
   * tax, less their refunds), in `costCurrency`.
   */
  refundable: Total,
})
export type CostSheet = z.infer<typeof CostSheet>
