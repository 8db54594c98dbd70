import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeCustomer, fakeCustomerFields } from '../features/customers/customers.fakes'
import { createTestApp, type TestApp } from './test-app'

/** Answers go compressed to clients that accept it, and read back the same as uncompressed ones. */
let t: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  ;({ headers } = await t.as('MainAdmin'))
  for (let i = 0; i < 12; i++) await fakeCustomer(t.db, 'KES')
})
afterAll(() => t.close())

describe('compressed answers', () => {
  it('a list goes gzip or brotli to a client that accepts it, and reads back as the plain answer', async () => {
    const plain = await t.app.inject({ url: '/api/customer', headers })
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(1024)
    expect((plain.json() as unknown[]).length).toBe(12)

    const gzip = await t.app.inject({
      url: '/api/customer',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    })
    expect(gzip.statusCode).toBe(200)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(String(gzip.headers.vary)).toMatch(/accept-encoding/i)
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    // The list's total and the no-store rule survive compression.
    expect(gzip.headers['x-total-count']).toBe(plain.headers['x-total-count'])
    expect(gzip.headers['cache-control']).toBe('no-store')

    const br = await t.app.inject({
      url: '/api/customer',
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
  })

  it('a streamed CSV export is compressed on the way out and unchanged once read', async () => {
    const url = '/api/customer?format=csv'
    const plain = await t.app.inject({ url, headers })
    expect(plain.statusCode).toBe(200)
    const gzip = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    expect(plain.body.split('\n').filter(Boolean)).toHaveLength(13)
  })

  it('a short answer goes as it is', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json()).toEqual({ status: 'ok', database: 'reachable' })
  })

  it('a compressed request body is refused with a 4xx and stores nothing', async () => {
    const send = (payload: string | Buffer, encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/addedit?Id=0',
        headers: {
          ...headers,
          'content-type': 'application/json',
          ...(encoding ? { 'content-encoding': encoding } : {}),
        },
        payload,
      })
    const count = async () =>
      Number((await t.app.inject({ url: '/api/customer', headers })).headers['x-total-count'])
    const before = await count()
    const zipped = await send(gzipSync(JSON.stringify(fakeCustomerFields())), 'gzip')
    expect(zipped.statusCode).toBeGreaterThanOrEqual(400)
    expect(zipped.statusCode).toBeLessThan(500)
    expect(await count()).toBe(before)
    // The same customer sent plain is added.
    expect((await send(JSON.stringify(fakeCustomerFields()))).statusCode).toBe(201)
    expect(await count()).toBe(before + 1)
  })
})
