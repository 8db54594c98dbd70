import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers'
import { webFiles } from './web-files'

/** The built web app as a browser gets it: its pages, their headers, and how long it may keep each file. */
const root = mkdtempSync(join(tmpdir(), 'kuruma-web-files-'))
const app = Fastify({ routerOptions: { caseSensitive: false } })
beforeAll(async () => {
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Kuruma</title>')
  writeFileSync(join(root, 'assets', 'app-1a2b3c.js'), 'console.log(1)')
  await app.register(securityHeaders)
  await app.register(webFiles, { root })
})
afterAll(async () => {
  await app.close()
  rmSync(root, { recursive: true, force: true })
})

describe('web files', () => {
  it("any page's address answers the app, with the pages' security headers, asked about each time", async () => {
    const res = await app.inject({ url: '/vehicles/12' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Kuruma</title>')
    expect(res.headers['cache-control']).toBe('no-cache')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(res.headers['origin-agent-cluster']).toBe('?1')
  })

  it('a hashed asset is kept by the browser for good', async () => {
    const res = await app.inject({ url: '/assets/app-1a2b3c.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('an unknown API path is a 404 with the data headers, not the app', async () => {
    const res = await app.inject({ url: '/api/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers['origin-agent-cluster']).toBeUndefined()
  })
})
