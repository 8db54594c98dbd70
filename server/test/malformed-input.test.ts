import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, staff, vendors } from '../db/schema'
import { fakeCustomerFields } from '../features/customers/customers.fakes'
import { fakeStaffFields } from '../features/staff/staff.fakes'
import { maxJsonDepth } from '../lib/http'
import { multipart } from './multipart'
import { createTestApp, type TestApp } from './test-app'

/** Input no column can hold answers 400 naming the field, never 500, and writes nothing. */
let t: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  headers = (await t.as('MainAdmin')).headers
})
afterAll(() => t.close())

const rows = async () => ({
  customers: (await t.db.select({ n: count() }).from(customers))[0]!.n,
  vendors: (await t.db.select({ n: count() }).from(vendors))[0]!.n,
  staff: (await t.db.select({ n: count() }).from(staff))[0]!.n,
})

describe('malformed input', () => {
  it('a NUL character in a text field or a query is refused with the field named', async () => {
    const before = await rows()
    const form = multipart({ ...fakeCustomerFields(), firstName: 'a\u0000b' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/addedit?Id=0',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.firstName).toEqual(['must not contain a NUL character'])
    const query = await t.app.inject({ url: '/api/customer?q=a%00b', headers })
    expect(query.statusCode).toBe(400)
    expect(query.json().errors.q).toBeDefined()
    expect(await rows()).toEqual(before)
  })

  it('an id beyond the integer range is refused in a path, a query and a body', async () => {
    const path = await t.app.inject({ url: '/api/car/GetAll/2147483648', headers })
    expect(path.statusCode).toBe(400)
    expect(path.json().errors.id).toBeDefined()
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/delete',
      payload: { id: 2147483648 },
      headers,
    })
    expect(body.statusCode).toBe(400)
    expect(body.json().errors.id).toBeDefined()
    const query = await t.app.inject({ url: '/api/customer/ledger?Id=99999999999', headers })
    expect(query.statusCode).toBe(400)
  })

  it('a date in year 0000 is refused naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Staff/addedit?Id=0',
      payload: {
        name: 'Year Zero',
        joiningDate: '0000-01-01',
        countryId: 1,
        salary: '100',
        salaryType: 'Monthly',
      },
      headers,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.joiningDate).toBeDefined()
  })

  it('a truncated multipart body or a boundary mismatch is a 400 about the body', async () => {
    const before = await rows()
    const form = multipart(fakeCustomerFields())
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/customer/addedit?Id=0',
      payload: form.payload.subarray(0, form.payload.length - 30),
      headers: { ...headers, ...form.headers },
    })
    expect(truncated.statusCode).toBe(400)
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/customer/addedit?Id=0',
      payload: form.payload,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=not-the-boundary' },
    })
    expect(mismatch.statusCode).toBe(400)
    expect(await rows()).toEqual(before)
  })

  it('Id=0 in a create body means "new": the record gets a real id and can be read back', async () => {
    const form = multipart({ ...fakeCustomerFields(), Id: '0' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/addedit?Id=0',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    })
    expect(res.statusCode, res.body).toBe(201)
    const id = res.json().id
    expect(id).toBeGreaterThan(0)
    expect((await t.app.inject({ url: `/api/customer?Id=${id}`, headers })).json()).toHaveLength(1)
  })
})

describe('files where none are taken', () => {
  it('sign-in refuses a multipart file part at once (415 naming the field)', async () => {
    const form = multipart({
      email: 'nobody@test.kuruma',
      password: 'whatever password',
      junk: { filename: 'big.bin', content: Buffer.alloc(5 * 1024 * 1024) },
    })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: form.payload,
      headers: form.headers,
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().errors.junk).toEqual(['this request takes no files'])
  })

  it('an upload without a token is refused before its body is read', async () => {
    const form = multipart({ photos: { filename: 'a.png', content: Buffer.alloc(1024 * 1024) } })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/car/addedit?Id=0',
      payload: form.payload,
      headers: form.headers,
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('HTTP hygiene', () => {
  it("a signed-in user's answers are never cached; public ones keep their own rules", async () => {
    const mine = await t.app.inject({ url: '/api/customer?page=1', headers })
    expect(mine.statusCode).toBe(200)
    expect(mine.headers['cache-control']).toBe('no-store')
    const health = await t.app.inject({ url: '/api/health' })
    expect(health.headers['cache-control']).toBeUndefined()
  })

  it('a CORS preflight from another origin gets 204 and no CORS headers (not a 404)', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/customer',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    })
    expect(res.statusCode).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('size limits', () => {
  it('a body over the limit, or too many files, is a 413 that names the body and says what was too much', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/customer/addedit?Id=0',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...fakeCustomerFields(), details: 'x'.repeat(3 * 1024 * 1024) }),
    })
    expect(big.statusCode).toBe(413)
    expect(big.json().errors.body[0]).toMatch(/larger than 2 MB/)
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const form = multipart({
      ...fakeCustomerFields(),
      photos: Array.from({ length: 30 }, (_, i) => ({ filename: `p${i}.png`, content: png })),
    })
    const many = await t.app.inject({
      method: 'POST',
      url: '/api/car/addedit?Id=0',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    })
    expect(many.statusCode).toBe(413)
    expect(many.json().errors.body).toEqual(['has more than 25 files'])
  })
})

describe('text and structure no route can hold', () => {
  it('a lone UTF-16 surrogate in a field or a query is refused with the field named, nothing written', async () => {
    const before = await rows()
    for (const text of ['Kamau \ud800', '\udc00 Motors', 'ok \udbff\udbff']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Staff/addedit?Id=0',
        payload: JSON.stringify({ ...fakeStaffFields(), name: text }),
        headers: { ...headers, 'content-type': 'application/json' },
      })
      expect(res.statusCode, text).toBe(400)
      expect(res.json().errors).toEqual({ name: ['must be valid text (it holds half a character)'] })
    }
    // A surrogate's bytes in a query are not UTF-8: read as a replacement character, never a 5xx.
    const query = await t.app.inject({ url: '/api/customer?q=%ED%A0%80', headers })
    expect(query.statusCode).toBe(200)
    // A whole pair (an emoji, a rare kanji) is text like any other.
    const pair = await t.app.inject({
      method: 'POST',
      url: '/api/Staff/addedit?Id=0',
      payload: { ...fakeStaffFields(), name: 'Hana 🚗 𠮷' },
      headers,
    })
    expect(pair.statusCode, pair.body).toBe(201)
    expect(await rows()).toEqual({ ...before, staff: before.staff + 1 })
  })

  it('JSON nested deeper than any form is a 400 naming the body on every write route, signed in or not', async () => {
    await t.app.ready()
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    const writes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m === 'post' || m === 'put')
        .map((m) => [m.toUpperCase() as 'POST' | 'PUT', path.replace(/\{[^}]+\}/g, '1')] as const),
    )
    expect(writes.length).toBeGreaterThan(30)
    const deep = (n: number) => `{"a":${'['.repeat(n)}${']'.repeat(n)}}`
    for (const [method, url] of writes) {
      for (const payload of [
        deep(maxJsonDepth + 1),
        deep(100_000),
        `{"a":${'{"b":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
      ]) {
        const res = await t.app.inject({
          method,
          url,
          payload,
          headers: { ...headers, 'content-type': 'application/json' },
        })
        // A route that refuses the caller does so before it reads the body (the second sign-in step
        // takes only its own challenge's token); every other route reads it and refuses the nesting.
        if (res.statusCode === 401) continue
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400)
        expect(res.json().errors, `${method} ${url}`).toEqual({
          body: [`nests more than ${maxJsonDepth} levels deep`],
        })
      }
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: deep(100_000),
      headers: { 'content-type': 'application/json' },
    })
    expect(login.statusCode).toBe(400)
    // Nesting within the limit is parsed as usual (and judged by the route's schema).
    const shallow = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: deep(maxJsonDepth - 1),
      headers: { 'content-type': 'application/json' },
    })
    expect(shallow.json().errors).toHaveProperty('email')
  })
})
