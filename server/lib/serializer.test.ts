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
})
