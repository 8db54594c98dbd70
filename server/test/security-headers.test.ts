import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test-app'

/** The headers a browser relies on: on the API's answers, on the pages, and on signed-in answers. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const expectDataHeaders = (headers: Record<string, unknown>) => {
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
  expect(headers['referrer-policy']).toBe('no-referrer')
  expect(headers['cross-origin-resource-policy']).toBe('same-origin')
  expect(headers['x-powered-by']).toBeUndefined()
  // A page's headers (helmet's) are not sent with data.
  expect(headers['origin-agent-cluster']).toBeUndefined()
}

describe('security headers', () => {
  it("every API answer forbids running, framing, type sniffing and other sites' embedding", async () => {
    const { headers } = await t.as('MainAdmin')
    const answers = {
      health: await t.app.inject({ url: '/api/health' }),
      list: await t.app.inject({ url: '/api/customer', headers }),
      signedOut: await t.app.inject({ url: '/api/customer' }),
      badQuery: await t.app.inject({ url: '/api/customer?page=0', headers }),
      missing: await t.app.inject({ url: '/api/no-such-thing', headers }),
      otherCase: await t.app.inject({ url: '/API/health' }),
    }
    expect(answers.health.statusCode).toBe(200)
    expect(answers.list.statusCode).toBe(200)
    expect(answers.signedOut.statusCode).toBe(401)
    expect(answers.badQuery.statusCode).toBe(400)
    expect(answers.missing.statusCode).toBe(404)
    expect(answers.otherCase.statusCode).toBe(200)
    for (const res of Object.values(answers)) expectDataHeaders(res.headers)
  })

  it('a page carries a strict Content-Security-Policy and the browser hardening headers', async () => {
    const res = await t.app.inject({ url: '/api/docs' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('no-referrer')
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(res.headers['x-powered-by']).toBeUndefined()
  })

  it('what a signed-in user reads is not cached, and another origin gets no CORS grant', async () => {
    const { headers } = await t.as('MainAdmin')
    const list = await t.app.inject({ url: '/api/customer', headers })
    expect(list.headers['cache-control']).toBe('no-store')
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/customer',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
  })
})
