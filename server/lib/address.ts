import { z } from 'zod'
import { fieldError } from './errors'

const addressId = z.coerce
  .number({ error: 'is not a known id' })
  .int('is not a known id')
  .min(0, 'is not a known id')
  .optional()
  .describe('The record to update; 0 or none adds one')

/**
 * A write body that may name the record it updates, as the original client sends it (`id` beside the
 * fields). The id is an address, never a column: it comes out of the fields the route passes on, so no
 * save can write it and no client can renumber a record. Bodies of routes whose path names the record
 * (`/update/:id`) declare no id at all, and the schema drops one that is sent.
 */
export const addressedBody = <S extends z.ZodRawShape>(fields: z.ZodObject<S>) =>
  fields.extend({ id: addressId }).transform((body) => {
    const { id, ...rest } = body as { id?: number } & Record<string, unknown>
    return { id: id || undefined, fields: rest as Omit<z.output<z.ZodObject<S>>, 'id'> }
  })

/** The record an add-or-edit call is for: `?Id=` or the body's id (0 or none: a new one); both must agree. */
export const addressOf = (query: number | undefined, body: number | undefined) => {
  if (query && body && query !== body) throw fieldError('id', 'names another record than the address')
  return query || body || undefined
}
