import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { lockDataDir } from './lib/data-dir-lock'

const dir = () => mkdtempSync(join(tmpdir(), 'kuruma-config-'))

describe('loadConfig', () => {
  it('names every bad variable at once', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dir(), PORT: 'abc', BASE_CURRENCY: 'dollars', DATABASE_URL: 'mysql://x' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*BASE_CURRENCY|PORT[\s\S]*BASE_CURRENCY[\s\S]*DATABASE_URL/)
  })

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const d = dir()
    const first = loadConfig({ DATA_DIR: d })
    const second = loadConfig({ DATA_DIR: d })
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32)
    expect(second.jwtSecret).toBe(first.jwtSecret)
    expect(readFileSync(join(d, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret)
  })

  it('defaults: port 3000, USD, embedded database', () => {
    const c = loadConfig({ DATA_DIR: dir() })
    expect(c).toMatchObject({ PORT: 3000, BASE_CURRENCY: 'USD' })
    expect(c.DATABASE_URL).toBeUndefined()
  })
})

describe('lockDataDir', () => {
  it('lets one process hold a data directory; a stale lock is taken over', async () => {
    const d = dir()
    const release = lockDataDir(d)
    // Our own pid holds it: a second lock from a live other pid is simulated by writing a live pid (1).
    release()
    const { writeFileSync } = await import('node:fs')
    writeFileSync(join(d, 'server.lock'), '1')
    expect(() => lockDataDir(d)).toThrow(/Another Kuruma server \(pid 1\)/)
    writeFileSync(join(d, 'server.lock'), '999999999')
    const again = lockDataDir(d)
    expect(readFileSync(join(d, 'server.lock'), 'utf8')).toBe(String(process.pid))
    again()
  })
})
