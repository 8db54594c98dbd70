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

  it('defaults: port 3000, USD, embedded database, files on local disk', () => {
    const c = loadConfig({ DATA_DIR: dir() })
    expect(c).toMatchObject({ PORT: 3000, BASE_CURRENCY: 'USD' })
    expect(c.DATABASE_URL).toBeUndefined()
    expect(c.S3_URL).toBeUndefined()
    expect(loadConfig({ DATA_DIR: dir(), S3_URL: '' }).S3_URL).toBeUndefined()
  })

  it('DIGEST_HOUR is a whole hour of the day, 7 by default; PUBLIC_URL an http(s) address', () => {
    const defaults = loadConfig({ DATA_DIR: dir() })
    expect(defaults.DIGEST_HOUR).toBe(7)
    expect(defaults.PUBLIC_URL).toBeUndefined()
    expect(loadConfig({ DATA_DIR: dir(), DIGEST_HOUR: '' }).DIGEST_HOUR).toBe(7)
    expect(loadConfig({ DATA_DIR: dir(), DIGEST_HOUR: '0' }).DIGEST_HOUR).toBe(0)
    expect(loadConfig({ DATA_DIR: dir(), DIGEST_HOUR: '23' }).DIGEST_HOUR).toBe(23)
    for (const bad of ['24', '-1', '6.5', 'seven'])
      expect(() => loadConfig({ DATA_DIR: dir(), DIGEST_HOUR: bad }), bad).toThrow(
        /DIGEST_HOUR: must be a whole hour from 0 to 23/,
      )
    expect(loadConfig({ DATA_DIR: dir(), PUBLIC_URL: 'https://kuruma.example.com/' }).PUBLIC_URL).toBe(
      'https://kuruma.example.com',
    )
    expect(loadConfig({ DATA_DIR: dir(), PUBLIC_URL: '' }).PUBLIC_URL).toBeUndefined()
    expect(() => loadConfig({ DATA_DIR: dir(), PUBLIC_URL: 'kuruma.example.com' })).toThrow(
      /PUBLIC_URL: must be/,
    )
  })

  it('reads S3_URL as the bucket, the endpoint and the keys (a percent-encoded secret decoded)', () => {
    const c = loadConfig({
      DATA_DIR: dir(),
      S3_URL: 'https://AKIA123:se%2Fcr+et@s3.example.com/kuruma-files',
    })
    expect(c.S3_URL).toEqual({
      endPoint: 's3.example.com',
      port: undefined,
      useSSL: true,
      accessKey: 'AKIA123',
      secretKey: 'se/cr+et',
      region: undefined,
      bucket: 'kuruma-files',
    })
    expect(
      loadConfig({ DATA_DIR: dir(), S3_URL: 'http://minio:minio123@127.0.0.1:9000/files/?region=eu-west-1' })
        .S3_URL,
    ).toMatchObject({
      endPoint: '127.0.0.1',
      port: 9000,
      useSSL: false,
      region: 'eu-west-1',
      bucket: 'files',
    })
  })

  it('a bad S3_URL stops the start with the variable named and the secret not repeated', () => {
    const bad = [
      ['s3://key:secret@host/bucket', /must start with https:\/\//],
      ['https://host/bucket', /must name the access key and secret/],
      ['https://key:secret@host', /must end with a bucket name/],
      ['https://key:secret@host/Bad_Bucket', /must end with a bucket name/],
      ['https://key:secret@host/a/b', /must end with a bucket name/],
      ['https://key:secret@host/bucket?ssl=false', /takes no setting but \?region/],
      ['not a url', /must be a URL/],
    ] as const
    for (const [value, message] of bad) {
      let error = ''
      try {
        loadConfig({ DATA_DIR: dir(), S3_URL: value })
      } catch (err) {
        error = (err as Error).message
      }
      expect(error, value).toMatch(/^Invalid configuration:\n {2}S3_URL: /)
      expect(error, value).toMatch(message)
      expect(error, value).not.toContain('secret@')
    }
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
