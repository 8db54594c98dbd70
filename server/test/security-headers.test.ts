import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test-app'

/** The headers a browser relies on, on the API and on signed-in answers. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('security headers', () => {
  it('every answer carries a strict Content-Security-Policy and the browser hardening headers', async () => {
    const res = await t.app.inject({ url: '/api/health' })
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
