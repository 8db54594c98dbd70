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

/** Requests answered and seconds taken at `connections` concurrent connections for `seconds` (autocannon). */
export const load = async (
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
  return { done: result.requests.total, seconds: result.duration }
}

/** Requests per second at `connections` concurrent connections for `seconds` (autocannon). */
export const throughput = async (
  base: string,
  path: string,
  token: string,
  connections: number,
  seconds: number,
) => {
  const { done, seconds: took } = await load(base, path, token, connections, seconds)
  return round(done / took)
}

/**
 * Medians and p99s of several subjects timed in turns: after `warm` unmeasured calls of each, `rounds`
 * rounds in which each subject is called `perRound` times, one subject after the other, the order
 * reversed every other round. Shared machines drift for minutes at a time, so figures compared with
 * each other are taken in turns, not minutes apart (see docs/decisions/0023).
 */
export const timeInTurns = async <K extends string>(
  subjects: Record<K, () => Promise<unknown>>,
  { rounds = 8, perRound, warm = 20 }: { rounds?: number; perRound: number; warm?: number },
) => {
  const keys = Object.keys(subjects) as K[]
  for (const key of keys) for (let i = 0; i < warm; i++) await subjects[key]()
  const times = Object.fromEntries(keys.map((key) => [key, [] as number[]])) as Record<K, number[]>
  for (let turn = 0; turn < rounds; turn++)
    for (const key of turn % 2 ? [...keys].reverse() : keys)
      for (let i = 0; i < perRound; i++) {
        const t0 = performance.now()
        await subjects[key]()
        times[key].push(performance.now() - t0)
      }
  return Object.fromEntries(keys.map((key) => [key, summarise(times[key])])) as Record<
    K,
    ReturnType<typeof summarise>
  >
}

/**
 * Throughput (per second) of two loads taken in turns, A B B A, each for half of `seconds` at a time:
 * drift over the four spans falls on both alike.
 */
export const throughputInTurns = async (
  a: (seconds: number) => Promise<{ done: number; seconds: number }>,
  b: (seconds: number) => Promise<{ done: number; seconds: number }>,
  seconds: number,
) => {
  const sum = { a: { done: 0, seconds: 0 }, b: { done: 0, seconds: 0 } }
  for (const [key, run] of [
    ['a', a],
    ['b', b],
    ['b', b],
    ['a', a],
  ] as const) {
    const { done, seconds: took } = await run(seconds / 2)
    sum[key].done += done
    sum[key].seconds += took
  }
  return { a: round(sum.a.done / sum.a.seconds), b: round(sum.b.done / sum.b.seconds) }
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
