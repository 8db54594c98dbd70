import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, inject, it } from 'vitest'

/**
 * The web build's weight, as a browser downloads it (gzip): what the first page needs before anything
 * shows, and each lazily loaded chunk. Budgets catch a heavy library slipping into the first load.
 */
const dist = 'dist/web'
const kb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024

describe('web bundle', () => {
  it('the first load stays within 195 KB gzip and every lazy chunk within 150 KB', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
    expect(initial.length).toBeGreaterThan(0)
    const first = initial.reduce((sum, file) => sum + kb(file), 0)
    expect(first, `initial JavaScript ${first.toFixed(1)} KB`).toBeLessThanOrEqual(195)
    const chunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))
    const heavy = chunks.map((f) => [f, kb(join('assets', f))] as const).filter(([, size]) => size > 150)
    expect(heavy).toEqual([])
  })

  it('validation (zod) and decimal arithmetic are not part of the first load', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
    const code = initial.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n')
    expect(code).not.toContain('ZodError')
    expect(code).not.toContain('[DecimalError]')
  })

  it('the server sends the build compressed; files under assets/ are kept by the browser, the page is asked about', async () => {
    const base = inject('baseUrl')
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!
    const asset = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-encoding')).toBe('br')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await asset.text()).toBe(readFileSync(join(dist, script), 'utf8'))
    const plain = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    const page = await fetch(`${base}/vehicles/listing`, { headers: { 'accept-encoding': 'gzip' } })
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(await page.text()).toBe(html)
  })
})
