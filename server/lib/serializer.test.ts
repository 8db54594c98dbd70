import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { serializerCompiler } from './serializer'

const Party = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  amount: z.number(),
})

// Names with characters of two and three bytes in UTF-8, and a field the contract does not declare.
const parties = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: i % 2 ? `株式会社 ${i} “Tōkyō”` : `Party ${i}`,
    phone: i % 3 ? null : `+81 90 ${String(i).padStart(4, '0')}`,
    amount: i * 1.5,
    passwordHash: 'never sent',
  }))

/** An object with lists in it, as a ledger is. */
const Ledger = z.object({
  party: Party,
  opening: z.string().nullable(),
  entries: z.array(Party),
  owners: z.array(Party),
})
const ListsOnly = z.object({ a: z.array(Party), b: z.array(Party) })
const Loose = z.looseObject({ entries: z.array(Party) })

const declared = (rows: ReturnType<typeof parties>) =>
  rows.map(({ id, name, phone, amount }) => ({ id, name, phone, amount }))

const app = Fastify()
beforeAll(async () => {
  app.setSerializerCompiler(serializerCompiler)
  app.get<{ Querystring: { n: string } }>(
    '/parties',
    { schema: { response: { 200: z.array(Party) } } },
    async (req) => parties(Number(req.query.n)),
  )
  app.get('/one', { schema: { response: { 200: Party } } }, async () => parties(1)[0])
  app.get<{ Querystring: { n: string } }>(
    '/ledger',
    { schema: { response: { 200: Ledger } } },
    async (req) => ({
      secret: 'never sent',
      party: { ...parties(1)[0], note: 'never sent' },
      opening: Number(req.query.n) ? '12.50' : null,
      entries: parties(Number(req.query.n)),
      owners: parties(2),
    }),
  )
  app.get('/loose', { schema: { response: { 200: Loose } } }, async () => ({
    entries: parties(2),
    extra: 'kept',
  }))
  app.get('/lists-only', { schema: { response: { 200: ListsOnly } } }, async () => ({
    a: parties(3),
    b: [],
  }))
  await app.ready()
})
afterAll(() => app.close())

describe('answers written from the response schema', () => {
  it.each([0, 1, 30, 5000])('a list of %i writes exactly the declared fields of every element', async (n) => {
    const res = await app.inject({ url: `/parties?n=${n}` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(declared(parties(n)))
    expect(res.body).not.toContain('never sent')
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body))
  })

  it('a long list (several hundred kilobytes, written in pieces) is one valid JSON document', async () => {
    const res = await app.inject({ url: '/parties?n=5000' })
    expect(res.rawPayload.length).toBeGreaterThan(200_000)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(res.rawPayload.toString('utf8'))).toHaveLength(5000)
  })

  it('one object writes its declared fields', async () => {
    const res = await app.inject({ url: '/one' })
    expect(res.json()).toEqual(declared(parties(1))[0])
  })

  it.each([0, 3, 5000])(
    'an object with lists (%i entries) writes the declared fields of it and of every element',
    async (n) => {
      const res = await app.inject({ url: `/ledger?n=${n}` })
      expect(res.statusCode).toBe(200)
      expect(JSON.parse(res.rawPayload.toString('utf8'))).toEqual({
        party: declared(parties(1))[0],
        opening: n ? '12.50' : null,
        entries: declared(parties(n)),
        owners: declared(parties(2)),
      })
      expect(res.body).not.toContain('never sent')
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
      if (n === 5000) expect(res.rawPayload.length).toBeGreaterThan(200_000)
    },
  )

  it('an object of lists only is valid JSON', async () => {
    const res = await app.inject({ url: '/lists-only' })
    expect(res.json()).toEqual({ a: declared(parties(3)), b: [] })
  })

  it('an object that lets undeclared fields through writes each of its fields once', async () => {
    const res = await app.inject({ url: '/loose' })
    expect(res.body.match(/"entries"/g)).toHaveLength(1)
    expect(res.json()).toMatchObject({ extra: 'kept', entries: declared(parties(2)) })
  })
})
