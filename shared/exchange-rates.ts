import { z } from 'zod'
import { blankToUndefined, currencyCode, isoDate, numberText } from './fields'

/** A rate: how many units of BASE_CURRENCY one unit of `currency` is worth from `date` on. */
export const ExchangeRateInput = z.object({
  currency: currencyCode,
  date: isoDate('Date'),
  rate: numberText('Rate').refine(
    (v) => /^\d{1,10}(\.\d{1,10})?$/.test(v) && /[1-9]/.test(v),
    'Rate must be a positive number with at most 10 decimals',
  ),
})
export type ExchangeRateInput = z.infer<typeof ExchangeRateInput>

export const ExchangeRate = z.object({
  id: z.number().int(),
  currency: z.string(),
  base: z.string(),
  date: z.string(),
  rate: z.string(),
  enteredBy: z.number().int().nullable(),
})
export type ExchangeRate = z.infer<typeof ExchangeRate>

export const ExchangeRateFilter = z.object({
  currency: z.preprocess(blankToUndefined, currencyCode.optional()),
  page: z.coerce.number().int().min(1).max(1_000_000, 'page is at most 1,000,000').optional(),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
})
export type ExchangeRateFilter = z.infer<typeof ExchangeRateFilter>

/** A conversion either gives an amount or names the rate that is missing: it never guesses. */
export type Conversion = { amount: string } | { missing: { currency: string; date: string } }
