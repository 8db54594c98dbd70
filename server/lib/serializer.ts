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

type Writer = (data: unknown) => string | Buffer

/** fast-json-stringify's writer for a zod schema, or undefined when JSON Schema cannot express it. */
const jsonWriter = (schema: z.ZodType) => {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' })
    return fastJson(simplifyNullable(json) as Parameters<typeof fastJson>[0]) as (data: unknown) => string
  } catch {
    return undefined
  }
}

/** Characters per piece of a long list's answer: small enough to stay in V8's young heap. */
const pieceChars = 32 * 1024

/**
 * A list is written element by element. A short one is one string, as before; a long one (every party's
 * pending) is encoded piece by piece into one buffer. Written whole, a string of a few hundred kilobytes
 * is a fresh large object that Node scans once for its length and again to encode it. Every party's
 * pending (430 KB) answered about 1 ms (5%) sooner on the test machine, servers old and new asked in
 * turns; sending the pieces as a stream instead was slower.
 */
const listWriter =
  (writeItem: (item: unknown) => string) =>
  (data: unknown): string | Buffer => {
    const items = data as unknown[]
    const pieces: Buffer[] = []
    let text = '['
    for (let i = 0; i < items.length; i++) {
      if (i > 0) text += ','
      text += writeItem(items[i])
      if (text.length >= pieceChars) {
        pieces.push(Buffer.from(text))
        text = ''
      }
    }
    text += ']'
    if (pieces.length === 0) return text
    pieces.push(Buffer.from(text))
    return Buffer.concat(pieces)
  }

/**
 * Responses are written by fast-json-stringify from the JSON Schema of the route's zod response
 * schema: like zod's serializer it writes only the declared fields (what a repo returns beyond the
 * contract never leaves the server), in about a third of the time on a large ledger or pending list.
 * A schema JSON Schema cannot express (a transform, a date) keeps zod's own serializer.
 */
const compile = (route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]): Writer => {
  const { schema } = route
  if (schema instanceof z.ZodArray) {
    const writeItem = jsonWriter(schema.element as z.ZodType)
    if (writeItem) return listWriter(writeItem)
  }
  if (schema instanceof z.ZodType) {
    const write = jsonWriter(schema)
    if (write) return write
  }
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Writer
}

/**
 * Each route's writer is compiled with its first answer, not when the server starts: most processes
 * answer a few dozen of the hundred-odd routes, and the rest would only hold memory.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let write: Writer | undefined
  return (data) => {
    write ??= compile(route)
    // Fastify sends a buffer as it is (its types only name a string).
    return write(data) as string
  }
}
