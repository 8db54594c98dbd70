import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

type JsonSchema = { [key: string]: unknown }

/**
 * `anyOf: [{ type: X }, { type: 'null' }]` (how a nullable field comes out of zod) as `type: [X, 'null']`,
 * which fast-json-stringify writes directly instead of testing each branch at run time.
 */
const simplifyNullable = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(simplifyNullable)
  if (!schema || typeof schema !== 'object') return schema
  const out: JsonSchema = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, simplifyNullable(value)]),
  )
  const branches = out.anyOf as JsonSchema[] | undefined
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((b) => b.type === 'null')
    const other = branches[1 - nullAt]
    if (nullAt >= 0 && other && typeof other.type === 'string' && !other.anyOf) {
      delete out.anyOf
      Object.assign(out, other, { type: [other.type, 'null'] })
    }
  }
  return out
}

/**
 * Responses are written by fast-json-stringify from the JSON Schema of the route's zod response
 * schema: like zod's serializer it writes only the declared fields (what a repo returns beyond the
 * contract never leaves the server), in about a third of the time on a large ledger or pending list.
 * A schema JSON Schema cannot express (a transform, a date) keeps zod's own serializer.
 */
const compile: FastifySerializerCompiler<z.ZodType> = (route) => {
  const { schema } = route
  if (schema instanceof z.ZodType) {
    try {
      const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' })
      return fastJson(simplifyNullable(json) as Parameters<typeof fastJson>[0])
    } catch {
      // not expressible as JSON Schema: validated and written by zod below
    }
  }
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0])
}

/**
 * Each route's writer is compiled with its first answer, not when the server starts: most processes
 * answer a few dozen of the hundred-odd routes, and the rest would only hold memory.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let write: ((data: unknown) => string) | undefined
  return (data) => {
    write ??= compile(route) as (data: unknown) => string
    return write(data)
  }
}
