import { z } from 'zod'

export const Country = z.object({
  id: z.number().int(),
  name: z.string(),
  isoCode: z.string(),
  currency: z.string(),
  dialCode: z.string(),
  flag: z.string(),
})
export type Country = z.infer<typeof Country>

export const Currency = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
})
export type Currency = z.infer<typeof Currency>
