import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { selectRows } from '../db/select-rows'
import { multipart } from './multipart'
import { createTestApp, type TestApp } from './test-app'

/**
 * Generated bad input against every endpoint of the OpenAPI document, as SuperAdmin (so the role never
 * refuses): each case carries at least one value no field can hold, mixed with the awkward-but-valid
 * values an attacker tries (unicode, SQL and HTML fragments, prototype keys). Every answer must be a
 * 4xx that says what is wrong — never a 5xx — and afterwards every table reads exactly as before.
 */
let t: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  headers = (await t.as('SuperAdmin')).headers
})
afterAll(() => t.close())

type Schema = {
  type?: string | string[]
  format?: string
  properties?: Record<string, Schema>
  anyOf?: Schema[]
}
type Operation = {
  method: 'POST' | 'PUT' | 'GET'
  path: string
  fields: { name: string; schema: Schema }[]
  multipartOnly: boolean
  in: 'body' | 'query'
}

/** Tables whose rows change on any signed-in request (sessions' last use, login counters) are left out. */
const volatile = new Set(['sessions', 'login_failures', '__drizzle_migrations'])

const checksums = async () => {
  const tables = await selectRows<{ name: string }>(
    t.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const sums: Record<string, string> = {}
  for (const { name } of tables) {
    if (volatile.has(name)) continue
    const [row] = await selectRows<{ sum: string | null }>(
      t.db,
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as sum from "${name}" x`),
    )
    sums[name] = row?.sum ?? ''
  }
  return sums
}

/** Values no field accepts, chosen by the field's kind; each family the security probe found. */
const invalidFor = (name: string, schema: Schema): fc.Arbitrary<unknown> => {
  const kinds = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat().filter(Boolean)
  const nul = fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`)
  if (/id$/i.test(name) || kinds.includes('integer'))
    return fc.oneof(fc.constantFrom(2147483648, -1, 1e308, '9'.repeat(30), 'NaN', '1; drop table users'), nul)
  if (/date$|^from$|^to$|^month$/i.test(name) || schema.format === 'date')
    return fc.oneof(fc.constantFrom('0000-01-01', '2025-02-30', '9999-99-99', '12/31/2025'), nul)
  if (/amount|price|salary|payment|quantity|rate|deposit|advance/i.test(name))
    return fc.oneof(fc.constantFrom('-1', 'NaN', 'Infinity', '1e309', '99999999999999999999.999', 'abc'), nul)
  return nul
}

/** Awkward values that may or may not be valid for a field: they must never cause a 5xx either. */
const awkward = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    "'; drop table vehicles; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '𝓚𝓾𝓻𝓾𝓶𝓪 🚗 車',
    '\u202e\u0301',
    '',
    ' ',
    'null',
    'true',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a'), fc.string({ maxLength: 5 })),
)

const caseFor = (op: Operation) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: op.fields.length - 1 }),
      fc.array(fc.tuple(fc.integer({ min: 0, max: op.fields.length - 1 }), awkward), { maxLength: 4 }),
      fc.boolean(),
    )
    .chain(([bad, extras, proto]) =>
      invalidFor(op.fields[bad]!.name, op.fields[bad]!.schema).map((value) => {
        const fields: Record<string, unknown> = {}
        for (const [i, v] of extras) fields[op.fields[i]!.name] = v
        fields[op.fields[bad]!.name] = value
        if (proto && op.in === 'body') fields.__proto__ = { role: 'SuperAdmin' }
        return { bad: op.fields[bad]!.name, fields }
      }),
    )

const send = (op: Operation, fields: Record<string, unknown>) => {
  const url = op.path.replace(/\{[^}]+\}/g, '1')
  if (op.in === 'query') {
    const query = new URLSearchParams()
    for (const [k, v] of Object.entries(fields))
      query.append(k, typeof v === 'string' ? v : JSON.stringify(v))
    return t.app.inject({ method: 'GET', url: `${url}?${query}`, headers })
  }
  if (op.multipartOnly) {
    const form = multipart(
      Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ),
    )
    return t.app.inject({
      method: op.method,
      url,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    })
  }
  // A JSON text written by hand keeps a "__proto__" key as a real key, as an attacker's body would.
  return t.app.inject({
    method: op.method,
    url,
    payload: JSON.stringify(fields).replace(
      '{',
      fields.__proto__ ? '{"__proto__":{"role":"SuperAdmin"},' : '{',
    ),
    headers: { ...headers, 'content-type': 'application/json' },
  })
}

/** Routes whose input is not a record: sign-in and sign-up have their own tests and rate limits. */
const skipped = new Set([
  '/api/Auth/login',
  '/api/Auth/register',
  '/api/Auth/registration',
  '/api/Auth/changepass',
])

const operations = (): Operation[] => {
  const doc = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; schema: Schema }[]
          requestBody?: { content: Record<string, { schema: Schema }> }
        }
      >
    >
  }
  const ops: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (skipped.has(path) || path.startsWith('/api/files') || path.startsWith('/api/docs')) continue
    for (const [method, op] of Object.entries(methods)) {
      const verb = method.toUpperCase() as Operation['method']
      if (verb === 'GET') {
        const fields = (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema }))
        if (fields.length) ops.push({ method: verb, path, fields, multipartOnly: false, in: 'query' })
      } else if (verb === 'POST' || verb === 'PUT') {
        const content = op.requestBody?.content ?? {}
        const types = Object.keys(content)
        const schema = Object.values(content)[0]?.schema
        const fields = Object.entries(schema?.properties ?? {})
          .filter(([, s]) => s.format !== 'binary' && s.type !== 'object')
          .map(([name, s]) => ({ name, schema: s }))
        if (fields.length)
          ops.push({
            method: verb,
            path,
            fields,
            multipartOnly: types.length === 1 && types[0] === 'multipart/form-data',
            in: 'body',
          })
      }
    }
  }
  return ops
}

it('2,000+ generated bad requests over every endpoint: each a 4xx that names what is wrong, no table changed', {
  timeout: 240_000,
}, async () => {
  await t.app.ready()
  const ops = operations()
  expect(ops.length).toBeGreaterThan(40)
  const before = await checksums()
  let cases = 0
  const runsPerOp = Math.ceil(2100 / ops.length)
  for (const op of ops) {
    await fc.assert(
      fc.asyncProperty(caseFor(op), async ({ bad, fields }) => {
        cases += 1
        const res = await send(op, fields)
        const where = `${op.method} ${op.path} ${bad}=${JSON.stringify(fields[bad])} → ${res.body.slice(0, 300)}`
        expect(res.statusCode, where).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, where).toBeLessThan(500)
        const body = res.json() as { message?: string; errors?: Record<string, string[]> }
        expect(body.message, where).toBeTruthy()
        if (res.statusCode === 400) expect(Object.keys(body.errors ?? {}).length, where).toBeGreaterThan(0)
      }),
      { numRuns: runsPerOp },
    )
  }
  expect(cases).toBeGreaterThanOrEqual(2000)
  expect(await checksums()).toEqual(before)
})
