import { spawn } from 'node:child_process'
import { Agent, request } from 'node:http'
import { createRequire } from 'node:module'
import autocannon from 'autocannon'

const agent = new Agent({ keepAlive: true, maxSockets: 1 })

/** One request over a kept-alive connection; resolves to its status and body. */
export const call = (base: string, path: string, token: string | undefined, body?: unknown, label?: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = request(
      `${base}${path}`,
      {
        agent,
        method: payload ? 'POST' : 'GET',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(label ? { 'x-request-label': label } : {}),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })

/**
 * Median and p99 (ms) of `samples` sequential requests after 20 unmeasured ones (a server that has run
 * for a while has compiled its hot code and prepared its statements).
 */
export const timeOneClient = async (samples: number, once: () => Promise<unknown>) => {
  for (let i = 0; i < 20; i++) await once()
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now()
    await once()
    times.push(performance.now() - t0)
  }
  return summarise(times)
}

export const summarise = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
  return { median: round(at(0.5)), p99: round(at(0.99)) }
}

export const round = (n: number) => Math.round(n * 100) / 100

/** Requests per second at `connections` concurrent connections for `seconds` (autocannon). */
export const throughput = async (
  base: string,
  path: string,
  token: string,
  connections: number,
  seconds: number,
) => {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  })
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${path}: ${result.non2xx} non-2xx and ${result.errors} errors at ${connections} connections`,
    )
  }
  return round(result.requests.average)
}

/**
 * `connections` clients requesting `path` for `seconds`, from another process (autocannon's command):
 * load that does not share the event loop of the requests being timed beside it.
 */
export const hammer = (base: string, path: string, token: string, connections: number, seconds: number) =>
  new Promise<void>((resolve, reject) => {
    const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js')
    const child = spawn(
      process.execPath,
      [
        bin,
        '-c',
        String(connections),
        '-d',
        String(seconds),
        '-H',
        `authorization=Bearer ${token}`,
        `${base}${path}`,
      ],
      { stdio: 'ignore' },
    )
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`autocannon exited with ${code}`))))
  })
