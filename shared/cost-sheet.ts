import { z } from 'zod'

/** A conversion either gives an amount in the base currency or names the rate that is missing. */
export const Converted = z.union([
  z.object({ amount: z.string() }),
  z.object({ missing: z.object({ currency: z.string(), date: z.string() }) }),
])

export const CostLine = z.object({
  ref: z.string(),
  label: z.string(),
  date: z.string(),
  amount: z.string(),
  currency: z.string(),
  converted: Converted,
})

/** What a vehicle cost, line by line in its own currencies, and in BASE_CURRENCY at each line's date. */
export const CostSheet = z.object({
  base: z.string(),
  lines: z.array(CostLine),
  /** The landed cost in the base currency, or the rates that are missing for it. */
  landedBase: z.union([
    z.object({ amount: z.string() }),
    z.object({ missing: z.array(z.object({ currency: z.string(), date: z.string() })) }),
  ]),
})
export type CostSheet = z.infer<typeof CostSheet>
