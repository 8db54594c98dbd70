import { z } from 'zod'

/** The list contract: page, pageSize, sort and q; the total comes in X-Total-Count. */
export const ListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000, 'page is at most 1,000,000').optional(),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  sort: z
    .string()
    .regex(/^-?[a-zA-Z]+$/, 'sort is a field name, with - for descending')
    .optional(),
  q: z.string().trim().max(100).optional(),
})
export type ListQuery = z.infer<typeof ListQuery>

export { totalCountHeader } from './list-header'
