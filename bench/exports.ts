/**
 * `npx tsx bench/exports.ts`: the list exports on PostgreSQL against the database's own speed. For the
 * vehicle list and the availability report: `COPY (the export's own select) TO STDOUT` through psql,
 * then the server's CSV and XLSX of the same rows over HTTP, each the median of a few rounds taken in
 * turns; prints CSV ÷ COPY (target ≤ 3), XLSX ÷ CSV (target ≤ 2) and the server's peak resident memory.
 *
 *   npx tsx bench/exports.ts [--vehicles 100000] [--rounds 3]
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/kuruma_bench), created and
 * seeded when it holds no vehicles. The server is the bundle `npm start` runs (built here with
 * `npm run build:server`); the export's select is the one it ran, recorded through SQL_LOG, without
 * its batch limit.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { scaleLogin, seedScaleDatabase } from '../scripts/seed-scale'
import { exportBatchSize } from '../server/lib/export'
import { killServerProcesses, startServerProcess } from '../server/test/server-process'
import { call, round } from './http'

const { values: args } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '3' },
  },
})
const vehicles = Number(args.vehicles)
const rounds = Number(args.rounds)
const url = process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/kuruma_bench'
const dataDir = resolve('data-bench', 'exports-files')
const log = (line: string) => console.log(line)

const cases = [
  { name: 'vehicle list', path: '/api/car/GetAll' },
  { name: 'availability report', path: '/api/Reports/byavailability' },
]

const psql = (database: string, command: string) =>
  execFileSync('psql', [database, '-Atq', '-v', 'ON_ERROR_STOP=1', '-c', command], {
    encoding: 'utf8',
  }).trim()

/** How many vehicles the database holds, or null when it does not exist or is not migrated. */
const vehiclesIn = () => {
  try {
    return Number(psql(url, 'select count(*) from vehicles'))
  } catch {
    return null
  }
}

const ensureSeeded = async () => {
  const held = vehiclesIn()
  if (held) {
    if (held !== vehicles) log(`the bench database holds ${held.toLocaleString('en')} vehicles; timing those`)
    return
  }
  const admin = new URL(url)
  const name = admin.pathname.slice(1)
  admin.pathname = '/postgres'
  psql(admin.href, `drop database if exists ${name} with (force)`)
  psql(admin.href, `create database ${name}`)
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  log(`seeding ${vehicles.toLocaleString('en')} vehicles…`)
  const { seconds } = await seedScaleDatabase({ url, dataDir }, vehicles)
  log(`seeded in ${seconds.toFixed(1)} s`)
}

/** A value as an SQL literal, to write a recorded statement's parameters into its text. */
const literal = (value: unknown): string =>
  value === null || value === undefined
    ? 'null'
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : `'${(typeof value === 'string' ? value : JSON.stringify(value)).replaceAll("'", "''")}'`

/**
 * The select an export ran for its first batch, with its parameters written in and its limit (the
 * batch size) lifted: the statement that reads every row the file holds at once.
 */
const wholeSelect = (statements: { query: string; params: unknown[] }[]) => {
  const first = statements.find(
    (s) => /\blimit\b/i.test(s.query) && s.params.some((p) => Number(p) === exportBatchSize),
  )
  if (!first) throw new Error('no batch statement recorded for the export')
  return first.query.replace(/\$(\d+)\b/g, (_, n: string) => {
    const value = first.params[Number(n) - 1]
    return Number(value) === exportBatchSize ? 'all' : literal(value)
  })
}

/** Milliseconds and bytes of `COPY (select) TO STDOUT` as CSV, read by psql. */
const copy = (select: string) =>
  new Promise<{ ms: number; bytes: number }>((done, fail) => {
    const t0 = performance.now()
    const child = spawn('psql', [
      url,
      '-Atq',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `copy (${select}) to stdout with (format csv, header)`,
    ])
    let bytes = 0
    let error = ''
    child.stdout.on('data', (chunk: Buffer) => (bytes += chunk.length))
    child.stderr.on('data', (chunk: Buffer) => (error += chunk))
    child.on('error', fail)
    child.on('exit', (code) =>
      code === 0 ? done({ ms: performance.now() - t0, bytes }) : fail(new Error(`psql: ${error}`)),
    )
  })

const agent = new Agent({ keepAlive: true, maxSockets: 1 })

/** Milliseconds to the last byte of a download, its size and the rows it announced; the body is counted, not kept. */
const download = (base: string, path: string, token: string, label?: string) =>
  new Promise<{ ms: number; bytes: number; rows: number }>((done, fail) => {
    const t0 = performance.now()
    const req = request(
      `${base}${path}`,
      {
        agent,
        headers: { authorization: `Bearer ${token}`, ...(label ? { 'x-request-label': label } : {}) },
      },
      (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => (bytes += chunk.length))
        res.on('end', () =>
          res.statusCode === 200
            ? done({ ms: performance.now() - t0, bytes, rows: Number(res.headers['x-total-count']) })
            : fail(new Error(`${path}: ${res.statusCode}`)),
        )
      },
    )
    req.on('error', fail)
    req.end()
  })

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Math.round(
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024,
  )

const signIn = async (base: string) => {
  const res = await call(base, '/api/Auth/login', undefined, scaleLogin)
  if (res.status !== 200) throw new Error(`login: ${res.status} ${res.body}`)
  return (JSON.parse(res.body) as { token: string }).token
}

try {
  await ensureSeeded()
  mkdirSync(dataDir, { recursive: true })
  log('building the server (npm run build:server)…')
  execFileSync('npm', ['run', 'build:server'], { stdio: 'ignore' })

  // The selects each export runs, recorded by a server started with SQL_LOG.
  const sqlLog = join(dataDir, 'statements.jsonl')
  rmSync(sqlLog, { force: true })
  const recorder = await startServerProcess({
    dataDir,
    databaseUrl: url,
    extra: { LOG_LEVEL: 'error', SQL_LOG: sqlLog },
    built: true,
  })
  const token = await signIn(recorder.base)
  for (const c of cases) await download(recorder.base, `${c.path}?format=csv`, token, c.name)
  recorder.child.kill('SIGTERM')
  await recorder.exited
  const recorded = readFileSync(sqlLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { request: string; query: string; params: unknown[] })
  const selects = Object.fromEntries(
    cases.map((c) => [c.name, wholeSelect(recorded.filter((s) => s.request === c.name))]),
  )

  const server = await startServerProcess({
    dataDir,
    databaseUrl: url,
    extra: { LOG_LEVEL: 'error' },
    built: true,
  })
  const pid = server.child.pid!
  const startMb = memoryMb(pid, 'VmRSS')
  const serverToken = await signIn(server.base)
  log(
    `\n| export | rows | COPY ms | CSV ms | XLSX ms | CSV MB | XLSX MB | CSV ÷ COPY (≤ 3) | XLSX ÷ CSV (≤ 2) |\n|---|---|---|---|---|---|---|---|---|`,
  )
  for (const c of cases) {
    const times = { copy: [] as number[], csv: [] as number[], xlsx: [] as number[] }
    let sizes = { csv: 0, xlsx: 0, rows: 0 }
    // One unmeasured run of each, then rounds in turns, the order reversed every other round.
    const run = {
      copy: () => copy(selects[c.name]!),
      csv: () => download(server.base, `${c.path}?format=csv`, serverToken),
      xlsx: () => download(server.base, `${c.path}?format=xlsx`, serverToken),
    }
    for (const key of ['copy', 'csv', 'xlsx'] as const) await run[key]()
    for (let r = 0; r < rounds; r++) {
      const order = ['copy', 'csv', 'xlsx'] as const
      for (const key of r % 2 ? [...order].reverse() : order) {
        const result: { ms: number; bytes: number; rows?: number } = await run[key]()
        times[key].push(result.ms)
        if (key !== 'copy') sizes = { ...sizes, [key]: result.bytes, rows: result.rows ?? 0 }
      }
    }
    const [copyMs, csvMs, xlsxMs] = [median(times.copy), median(times.csv), median(times.xlsx)]
    log(
      `| ${c.name} | ${sizes.rows.toLocaleString('en')} | ${Math.round(copyMs)} | ${Math.round(csvMs)} | ${Math.round(xlsxMs)} | ${round(sizes.csv / 1e6)} | ${round(sizes.xlsx / 1e6)} | ${round(csvMs / copyMs)} | ${round(xlsxMs / csvMs)} |`,
    )
  }
  log(`\nserver resident memory: ${startMb} MB after start, peak ${memoryMb(pid, 'VmHWM')} MB`)
  server.child.kill('SIGTERM')
  await server.exited
} finally {
  await killServerProcesses()
}
