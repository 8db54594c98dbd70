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

/** Characters per piece of a long answer: small enough to stay in V8's young heap. */
const pieceChars = 32 * 1024

/**
 * An answer written in pieces: each is encoded into bytes once it reaches `pieceChars`. Written whole, a
 * string of a few hundred kilobytes is a fresh large object, and the writer's chain of small strings is
 * joined into it before Node can count or encode it.
 */
class Pieces {
  private encoded: Buffer[] = []
  private text = ''
  add(part: string) {
    this.text += part
    if (this.text.length >= pieceChars) {
      this.encoded.push(Buffer.from(this.text))
      this.text = ''
    }
  }
  list(items: unknown[], writeItem: (item: unknown) => string) {
    this.add('[')
    for (let i = 0; i < items.length; i++) {
      if (i > 0) this.add(',')
      this.add(writeItem(items[i]))
    }
    this.add(']')
  }
  /** A short answer stays one string, as before. */
  end(): string | Buffer {
    if (this.encoded.length === 0) return this.text
    this.encoded.push(Buffer.from(this.text))
    return Buffer.concat(this.encoded)
  }
}

/**
 * A list is written element by element into pieces of one buffer, not as one large string that Node
 * scans again to count and encode it (a stream of the pieces was slower; see docs/decisions/0023).
 */
const listWriter =
  (writeItem: (item: unknown) => string) =>
  (data: unknown): string | Buffer => {
    const pieces = new Pieces()
    pieces.list(data as unknown[], writeItem)
    return pieces.end()
  }

/**
 * An object with lists in it (a ledger and its entries, purchases and their rows): its lists are written
 * element by element as a list is, after the rest of its fields: written whole, a long ledger spent most
 * of its writing joining the writer's many small strings into one large one (see docs/decisions/0023).
 */
const objectWithListsWriter = (schema: z.ZodObject) => {
  const lists = Object.entries(schema.shape).filter(
    (entry): entry is [string, z.ZodArray<z.ZodType>] => entry[1] instanceof z.ZodArray,
  )
  // An object that lets undeclared fields through (z.looseObject) is written whole: its other fields'
  // writer would write the lists again among them.
  const open = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }).additionalProperties !== false
  if (lists.length === 0 || open) return undefined
  const listKeys = Object.fromEntries(lists.map(([key]) => [key, true]))
  const writeRest = jsonWriter(schema.omit(listKeys as Parameters<typeof schema.omit>[0]))
  const writers = lists.map(([key, list]) => ({
    key,
    label: JSON.stringify(key),
    item: jsonWriter(list.element),
  }))
  if (!writeRest || writers.some((w) => !w.item)) return undefined
  return (data: unknown): string | Buffer => {
    const object = data as Record<string, unknown>
    const rest = writeRest(data)
    const pieces = new Pieces()
    pieces.add(rest.slice(0, -1))
    let first = rest === '{}'
    for (const w of writers) {
      pieces.add(`${first ? '' : ','}${w.label}:`)
      first = false
      pieces.list(object[w.key] as unknown[], w.item!)
    }
    pieces.add('}')
    return pieces.end()
  }
}

/**
 * Responses are written by fast-json-stringify from the JSON Schema of the route's zod response
 * schema: like zod's serializer it writes only the declared fields (what a repo returns beyond the
 * contract never leaves the server), and faster, its writer compiled from the schema once (see
 * docs/decisions/0023). A schema JSON Schema cannot express (a transform, a date) keeps zod's own serializer.
 */
const compile = (route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]): Writer => {
  const { schema } = route
  if (schema instanceof z.ZodArray) {
    const writeItem = jsonWriter(schema.element as z.ZodType)
    if (writeItem) return listWriter(writeItem)
  }
  if (schema instanceof z.ZodObject) {
    const write = objectWithListsWriter(schema)
    if (write) return write
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
