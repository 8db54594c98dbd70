import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test-app'
import { sendWrite, type WriteContext, type WriteRequest, writeCases } from './write-cases'

/**
 * Every amount field of every route, written the ways people and programs get amounts wrong: each is
 * refused with a 400 that names the field and says what is expected, and nothing is stored; an amount
 * with more decimals than its currency has (yen cents) likewise. Thousands separators where they
 * belong are accepted.
 */
let t: TestApp
let ctx: WriteContext
beforeAll(async () => {
  t = await createTestApp()
  ctx = { t, headers: (await t.as('SuperAdmin')).headers }
})
afterAll(() => t.close())

/** The request with one field (a path such as "lines.0.unitPrice") set to a value. */
const withField = (req: WriteRequest, path: string, value: unknown): WriteRequest => {
  const fields = structuredClone(req.fields)
  const keys = path.split('.')
  let node = fields as Record<string, unknown>
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>
  node[keys.at(-1)!] = value
  return { ...req, fields }
}

const misread: [string, RegExp][] = [
  ['1,00', /must be a number such as 1,250\.50/],
  ['12,50', /must be a number such as 1,250\.50/],
  ['1,2,3.456', /must be a number such as 1,250\.50/],
  ['1.250,50', /must be a number such as 1,250\.50/],
  ['1e5', /must be a number such as 1,250\.50/],
  ['-5', /cannot be negative/],
  ['-1,250.00', /cannot be negative/],
  ['99999999999999999999', /is too large/],
  ['12.345', /at most 2 decimals/],
]

const cases = writeCases.flatMap((c) =>
  [...(c.amounts ?? []), ...(c.amountsWithoutCurrency ?? [])].map((field) => [c.route, field, c] as const),
)

describe('amount fields', () => {
  it('every case names at least one amount somewhere', () => expect(cases.length).toBeGreaterThan(15))

  it.each(cases)('%s %s: misread amounts answer 400 naming the field', async (_route, field, c) => {
    const req = await c.make(ctx)
    for (const [text, message] of misread) {
      const res = await sendWrite(ctx, withField(req, field, text))
      expect(res.statusCode, `${text}: ${res.body}`).toBe(400)
      const errors = res.json().errors as Record<string, string[]>
      expect(errors[field]?.[0], `${text}: ${res.body}`).toMatch(message)
    }
  })

  it.each(writeCases.flatMap((c) => (c.amounts ?? []).map((field) => [c.route, field, c] as const)))(
    '%s %s: a yen amount with decimals answers 400 naming the field; grouped thousands are accepted',
    async (_route, field, c) => {
      const req = await c.make(ctx)
      const cents = await sendWrite(ctx, withField(req, field, '1500.5'))
      expect(cents.statusCode, cents.body).toBe(400)
      expect((cents.json().errors as Record<string, string[]>)[field]?.[0]).toMatch(
        /must be a whole amount in JPY/,
      )
      const grouped = await sendWrite(ctx, withField(req, field, '1,500'))
      expect(grouped.statusCode, grouped.body).toBeLessThan(300)
    },
  )
})
