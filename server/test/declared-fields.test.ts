import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp, type TestApp } from './test-app'

const Party = z.object({ id: z.number(), name: z.string(), phone: z.string().nullable() })
const Ledger = z.object({ party: Party, entries: z.array(Party) })

// Names with characters of two and three bytes in UTF-8, and a field the contract does not declare.
const parties = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: i % 2 ? `株式会社 ${i} “Tōkyō”` : `Party ${i}`,
    phone: i % 3 ? null : `+81 90 ${String(i).padStart(4, '0')}`,
    passwordHash: 'never sent',
  }))
const declared = (rows: ReturnType<typeof parties>) =>
  rows.map(({ id, name, phone }) => ({ id, name, phone }))

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  t.app.get('/declared/parties', { schema: { response: { 200: z.array(Party) } } }, async () => parties(30))
  t.app.get('/declared/ledger', { schema: { response: { 200: Ledger } } }, async () => ({
    secret: 'never sent',
    party: parties(1)[0],
    entries: parties(3),
  }))
})
afterAll(() => t.close())

describe('answers written from the response schema', () => {
  it('a list writes exactly the declared fields of every element', async () => {
    const res = await t.app.inject({ url: '/declared/parties' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(declared(parties(30)))
    expect(res.body).not.toContain('never sent')
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body))
  })

  it('an object with lists writes the declared fields of it and of every element', async () => {
    const res = await t.app.inject({ url: '/declared/ledger' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ party: declared(parties(1))[0], entries: declared(parties(3)) })
    expect(res.body).not.toContain('never sent')
  })
})
