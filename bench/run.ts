/**
 * `npm run bench`: the hot endpoints on a seeded business of 100,000 vehicles, on PostgreSQL and on the
 * embedded database, against the real server process over HTTP. For each endpoint: median and p99 at one
 * client, throughput at 10 and 50 connections (autocannon), and in the same run the endpoint's own SQL
 * (recorded through SQL_LOG) replayed through the same driver at the same concurrency. Also: the
 * embedded server's memory at rest, a cheap request while two clients hammer the heaviest one, and the
 * vehicle list's first rows in Chromium. Prints a table per database and writes bench/results/*.json.
 *
 *   npm run bench -- [--db postgres|pglite|both] [--vehicles 100000] [--seconds 3] [--samples 60]
 *                    [--only <parts of case names, comma-separated>] [--no-browser]
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/kuruma_bench), created and
 * seeded on first use. Embedded: ./data-bench (seeded on first use). Either is reused by later runs.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { scaleLogin, seedScaleDatabase } from '../scripts/seed-scale'
import { openDatabase } from '../server/db/client'
import { selectRows } from '../server/db/select-rows'
import { hashPassword, verifyPassword } from '../server/lib/passwords'
import { adminQuery, withDatabase } from '../server/test/postgres-admin'
import { killServerProcesses, startServerProcess } from '../server/test/server-process'
import { vehicleListFirstRows } from './browser'
import { benchCases, type Case, cheapCase, findIds, type Ids } from './cases'
import {
  call,
  hammer,
  load,
  round,
  summarise,
  throughput,
  throughputInTurns,
  timeInTurns,
  timeOneClient,
} from './http'
import { openReplay, type Statement } from './replay'

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    vehicles: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '3' },
    samples: { type: 'string', default: '60' },
    only: { type: 'string' },
    'no-browser': { type: 'boolean', default: false },
  },
})
const vehicles = Number(args.vehicles)
const seconds = Number(args.seconds)
const samples = Number(args.samples)
const kinds = args.db === 'both' ? (['postgres', 'pglite'] as const) : [args.db as 'postgres' | 'pglite']
const pgUrl = process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/kuruma_bench'
const benchDir = resolve('data-bench')
const resultsDir = resolve('bench/results')

type Target = { kind: 'postgres' | 'pglite'; url?: string; dataDir: string }
const targetOf = (kind: 'postgres' | 'pglite'): Target =>
  kind === 'postgres'
    ? { kind, url: pgUrl, dataDir: join(benchDir, 'postgres-files') }
    : { kind, dataDir: join(benchDir, 'pglite') }

const log = (line: string) => console.log(line)

/** Seeds the target unless it already holds `vehicles` vehicles; answers the ids the cases use. */
const prepare = async (target: Target): Promise<Ids> => {
  const seeded = async () => {
    if (!target.url && !existsSync(join(target.dataDir, 'pgdata'))) return false
    try {
      const database = await openDatabase({ url: target.url, dir: target.dataDir })
      try {
        // A database seeded before a table the seed now fills is seeded again.
        const [row] = await selectRows<{ n: number; shipments: boolean }>(
          database.db,
          sql`select (select count(*)::int from vehicles) as n,
            exists (select 1 from shipments) and exists (select 1 from export_files)
              and exists (select 1 from auction_purchases) as shipments`,
        )
        return row!.n === vehicles && row!.shipments
      } finally {
        await database.close()
      }
    } catch {
      return false // no such database yet, or not migrated
    }
  }
  if (!(await seeded())) {
    if (target.url) {
      const name = new URL(target.url).pathname.slice(1)
      await adminQuery(withDatabase(target.url, 'postgres'), `drop database if exists ${name} with (force)`)
      await adminQuery(withDatabase(target.url, 'postgres'), `create database ${name}`)
    }
    rmSync(target.dataDir, { recursive: true, force: true })
    mkdirSync(target.dataDir, { recursive: true })
    log(`seeding ${vehicles.toLocaleString('en')} vehicles into ${target.kind}…`)
    const { seconds: took, counts } = await seedScaleDatabase(target, vehicles)
    log(`seeded in ${took.toFixed(1)} s: ${JSON.stringify(counts)}`)
  }
  const database = await openDatabase({ url: target.url, dir: target.dataDir })
  try {
    return await findIds(
      async (text) => (await selectRows<Record<string, unknown>>(database.db, sql.raw(text)))[0]!,
    )
  } finally {
    await database.close()
  }
}

/** The server as `npm start` runs it (the build made at the bench's start). */
const startServer = (target: Target, extra: Record<string, string> = {}) =>
  startServerProcess({
    dataDir: target.dataDir,
    databaseUrl: target.url,
    extra: { LOG_LEVEL: 'error', ...extra },
    built: true,
  })

const signIn = async (base: string) => {
  const res = await call(base, '/api/Auth/login', undefined, scaleLogin)
  if (res.status !== 200) throw new Error(`login: ${res.status} ${res.body}`)
  return (JSON.parse(res.body) as { token: string }).token
}

const request = (base: string, token: string, c: Case, label?: string) =>
  call(base, c.path, c.body ? undefined : token, c.body, label).then((res) => {
    if (res.status !== 200) throw new Error(`${c.name} (${c.path}): ${res.status} ${res.body.slice(0, 300)}`)
    return res
  })

/**
 * Each case's own statements, recorded by a server started with SQL_LOG: those of its first request,
 * which computes the whole answer. An answer kept per data version (the dashboard's figures, the
 * reports) is then served from memory until the next write, so its own SQL is what a write costs.
 */
const recordStatements = async (target: Target, cases: Case[]) => {
  const file = join(benchDir, `${target.kind}-statements.jsonl`)
  rmSync(file, { force: true })
  const server = await startServer(target, { SQL_LOG: file })
  try {
    const token = await signIn(server.base)
    for (const c of cases) await request(server.base, token, c, c.name)
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
  const byCase = new Map<string, Statement[]>()
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const { request: label, query, params } = JSON.parse(line) as Statement & { request: string }
    if (!byCase.has(label)) byCase.set(label, [])
    byCase.get(label)!.push({ query, params })
  }
  return byCase
}

/** Whether a statement changes rows (it is not replayed): anything but a plain query, or one with a writing CTE. */
const writes = (query: string) =>
  !/^\s*(select|with)\b/i.test(query) || /\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i.test(query)

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024)
}

/**
 * The server's resident memory at rest: after `idleSeconds` with no request. V8 gives back the heap a
 * burst of requests grew only once the process has been idle for a while, so a reading taken at once is
 * of the burst, not of the server at rest.
 */
const idleSeconds = 40
const rssAtRestMb = async (pid: number) => {
  await new Promise((r) => setTimeout(r, idleSeconds * 1000))
  return rssMb(pid)
}

type Row = {
  name: string
  statements: number
  median: number
  p99: number
  rps10?: number
  rps50?: number
  sqlMedian?: number
  sqlP99?: number
  sqlRps10?: number
  sqlRps50?: number
}

/** Whether a case's recorded statements can be replayed (none writes: login's new session would pile up). */
const replayable = (own: Statement[] | undefined): own is Statement[] =>
  !!own?.length && !own.some((st) => writes(st.query))

const benchOne = async (kind: 'postgres' | 'pglite') => {
  const target = targetOf(kind)
  const ids = await prepare(target)
  const only = args.only?.split(',').map((part) => part.trim())
  const allCases = benchCases(ids, scaleLogin)
  const cases = allCases.filter((c) => !only || only.some((part) => c.name.includes(part)))
  log(`\n== ${kind}: recording each endpoint's statements`)
  const statements = await recordStatements(target, cases)

  // PostgreSQL serves the server and the replay at once, so each endpoint and its own SQL are timed in
  // turns (the comparison the table makes is then not of two moments minutes apart). The embedded
  // database opens its folder in one process only: its statements are replayed once the server stops.
  const hash = await hashPassword(scaleLogin.password)
  const inTurns = kind === 'postgres'
  log(`== ${kind}: timing over HTTP${inTurns ? ', each endpoint in turns with its own SQL' : ''}`)
  const replay = inTurns ? await openReplay({ url: target.url }) : undefined
  const server = await startServer(target)
  const rows: Row[] = []
  const extra: Record<string, unknown> = {}
  try {
    extra.rssAtStartMb = await rssAtRestMb(server.child.pid!)
    log(`  resident memory at rest after start: ${extra.rssAtStartMb} MB`)
    const token = await signIn(server.base)
    // Every case asked a few times first: the first case timed would otherwise be the one that wakes
    // the server after its rest, and pay for it.
    for (const c of cases)
      for (let i = 0; i < (c.oneClientOnly ? 2 : 20); i++) await request(server.base, token, c)
    for (const c of cases) {
      // The previous case's load at 50 connections settles first (its garbage, the database's backends).
      await new Promise((r) => setTimeout(r, 1000))
      const own = statements.get(c.name)
      const row: Row = { name: c.name, statements: own?.length ?? 0, median: 0, p99: 0 }
      const http = () => request(server.base, token, c)
      const n = c.oneClientOnly ? 20 : samples
      if (c.name === 'login') {
        // Login against one argon2id verify (what it is by design), timed in turns.
        const timed = await timeInTurns(
          { http, verify: () => verifyPassword(hash, scaleLogin.password) },
          { rounds: 8, perRound: 10, warm: 10 },
        )
        Object.assign(row, timed.http)
        extra.argon2VerifyMs = timed.verify.median
      } else if (replay && replayable(own)) {
        const timed = await timeInTurns(
          { http, sql: () => replay.once(own) },
          { perRound: Math.max(5, Math.round(n / 8)) },
        )
        Object.assign(row, timed.http, { sqlMedian: timed.sql.median, sqlP99: timed.sql.p99 })
        if (!c.oneClientOnly)
          for (const connections of [10, 50] as const) {
            const { a, b } = await throughputInTurns(
              (secs) => load(server.base, c.path, token, connections, secs),
              (secs) => replay.load(own, connections, secs),
              seconds,
            )
            row[`rps${connections}`] = a
            row[`sqlRps${connections}`] = b
          }
      } else {
        Object.assign(row, await timeOneClient(n, http))
        if (!c.oneClientOnly) {
          row.rps10 = await throughput(server.base, c.path, token, 10, seconds)
          row.rps50 = await throughput(server.base, c.path, token, 50, seconds)
        }
      }
      rows.push(row)
      log(
        `  ${c.name}: median ${row.median} ms, p99 ${row.p99} ms, ${row.rps10 ?? '-'} / ${row.rps50 ?? '-'} req/s` +
          (row.sqlMedian === undefined ? '' : `; own SQL ${row.sqlMedian} ms, ${row.sqlRps50 ?? '-'}/s @50`),
      )
    }
    // The first page and a deep one, in turns: a deep page should cost about what the first does.
    const [first, deep] = ['vehicles: first page', 'vehicles: page 1,500'].map((name) =>
      cases.find((c) => c.name === name),
    )
    if (first && deep) {
      const timed = await timeInTurns(
        { first: () => request(server.base, token, first), deep: () => request(server.base, token, deep) },
        { perRound: Math.max(5, Math.round(samples / 8)) },
      )
      // Deep pages read once each, from the last down, so none starts at a row a page before it left.
      const once: number[] = []
      for (let n = 1499; n >= 1480; n--) {
        const t0 = performance.now()
        await request(server.base, token, { ...deep, path: deep.path.replace('page=1500', `page=${n}`) })
        once.push(performance.now() - t0)
      }
      extra.deepPageInTurns = {
        first: timed.first.median,
        deep: timed.deep.median,
        ratio: round(timed.deep.median / timed.first.median),
        deepReadOnce: summarise(once).median,
      }
      log(`  first page and page 1,500 in turns: ${JSON.stringify(extra.deepPageInTurns)}`)
    }
    // A cheap request while two clients hammer the heaviest endpoint (by median at one client), when the
    // cases timed include one besides login.
    const heaviest = [...rows].filter((r) => r.name !== 'login').sort((a, b) => b.median - a.median)[0]
    if (heaviest) {
      const heavyCase = cases.find((c) => c.name === heaviest.name)!
      const cheap = allCases.find((c) => c.name === cheapCase)!
      const hammering = hammer(server.base, heavyCase.path, token, 2, seconds + 3)
      await new Promise((r) => setTimeout(r, 1000))
      const underLoad = await timeOneClient(40, () => request(server.base, token, cheap))
      await hammering
      extra.cheapUnderLoad = { heavy: heaviest.name, cheap: cheap.name, ...underLoad }
      log(`  ${cheap.name} while two clients read ${heaviest.name}: p50 ${underLoad.median} ms`)
    }
    if (!args['no-browser'])
      extra.firstRowsMs = await vehicleListFirstRows(server.base, scaleLogin).catch((err: Error) => ({
        error: err.message.split('\n')[0],
      }))
    log(`  vehicle list first rows in Chromium: ${JSON.stringify(extra.firstRowsMs)}`)
    extra.rssAfterRunMb = rssMb(server.child.pid!)
    extra.rssAtRestMb = await rssAtRestMb(server.child.pid!)
    log(`  resident memory after the run: ${extra.rssAfterRunMb} MB at once, ${extra.rssAtRestMb} MB at rest`)
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
    await replay?.close()
  }

  if (!inTurns) {
    log(`== ${kind}: replaying each endpoint's statements through the same driver`)
    const later = await openReplay({ dir: target.dataDir })
    try {
      for (const row of rows) {
        const own = statements.get(row.name)
        const c = cases.find((x) => x.name === row.name)!
        if (!replayable(own)) continue
        await new Promise((r) => setTimeout(r, 1000))
        const one = await later.oneClient(c.oneClientOnly ? 20 : samples, own)
        row.sqlMedian = one.median
        row.sqlP99 = one.p99
        if (!c.oneClientOnly) {
          row.sqlRps10 = await later.throughput(own, 10, seconds)
          row.sqlRps50 = await later.throughput(own, 50, seconds)
        }
      }
    } finally {
      await later.close()
    }
  }
  extra.argon2VerifyMs ??= (await timeOneClient(20, () => verifyPassword(hash, scaleLogin.password))).median
  return { kind, vehicles, ids, rows, ...extra }
}

/**
 * Both databases' medians at one client, timed in turns: both servers run at once and each case is asked
 * of one, then the other, in alternating rounds. Shared machines drift for minutes at a time and the two
 * databases' own runs are minutes apart, so their medians alone do not say which database is slower by
 * how much (see docs/decisions/0023).
 */
const sideBySide = async (caseNames: string[], idsOf: Record<'postgres' | 'pglite', Ids>) => {
  const servers = {
    postgres: await startServer(targetOf('postgres')),
    pglite: await startServer(targetOf('pglite')),
  }
  try {
    const tokens = {
      postgres: await signIn(servers.postgres.base),
      pglite: await signIn(servers.pglite.base),
    }
    const casesOf = {
      postgres: benchCases(idsOf.postgres, scaleLogin),
      pglite: benchCases(idsOf.pglite, scaleLogin),
    }
    const rows: { name: string; postgres: number; pglite: number }[] = []
    for (const name of caseNames) {
      // Each database's own ids, looked up once, outside the timed requests.
      const cases = {
        postgres: casesOf.postgres.find((c) => c.name === name)!,
        pglite: casesOf.pglite.find((c) => c.name === name)!,
      }
      const login = cases.postgres.oneClientOnly
      const once = (kind: 'postgres' | 'pglite') => () =>
        request(servers[kind].base, tokens[kind], cases[kind])
      const timed = await timeInTurns(
        { postgres: once('postgres'), pglite: once('pglite') },
        login ? { rounds: 4, perRound: 5, warm: 5 } : { perRound: Math.max(5, Math.round(samples / 8)) },
      )
      rows.push({ name, postgres: timed.postgres.median, pglite: timed.pglite.median })
    }
    return rows
  } finally {
    for (const server of Object.values(servers)) {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }
}

const table = (result: Awaited<ReturnType<typeof benchOne>>) => {
  const head = `| endpoint | SQL stmts | median ms | p99 ms | own SQL median | median ≤ 2×SQL+2 | req/s @10 | req/s @50 | SQL/s @50 | @50 ≥ 0.5×SQL |`
  const lines = result.rows.map((r) => {
    const within = r.sqlMedian === undefined ? '' : r.median <= 2 * r.sqlMedian + 2 ? 'yes' : 'NO'
    const tp = r.rps50 === undefined || !r.sqlRps50 ? '' : r.rps50 >= 0.5 * r.sqlRps50 ? 'yes' : 'NO'
    return `| ${r.name} | ${r.statements} | ${r.median} | ${r.p99} | ${r.sqlMedian ?? ''} | ${within} | ${r.rps10 ?? ''} | ${r.rps50 ?? ''} | ${r.sqlRps50 ?? ''} | ${tp} |`
  })
  return [head, `|${'---|'.repeat(10)}`, ...lines].join('\n')
}

try {
  log('building the web app and the server (npm run build)…')
  execFileSync('npm', ['run', 'build'], { stdio: 'ignore' })
  mkdirSync(resultsDir, { recursive: true })
  const results = []
  for (const kind of kinds) {
    const result = await benchOne(kind)
    results.push(result)
    writeFileSync(join(resultsDir, `${kind}.json`), `${JSON.stringify(result, null, 2)}\n`)
    log(`\n${kind}, ${vehicles.toLocaleString('en')} vehicles (bench/results/${kind}.json)\n${table(result)}`)
    const { rows: _rows, ids: _ids, ...rest } = result
    log(JSON.stringify(rest))
  }
  if (results.length === 2) {
    const [pgRows, liteRows] = [results[0]!.rows, results[1]!.rows]
    log('\n| endpoint | PostgreSQL median | PGlite median | PGlite ≤ 2.5× |\n|---|---|---|---|')
    for (const r of pgRows) {
      const lite = liteRows.find((x) => x.name === r.name)!
      log(`| ${r.name} | ${r.median} | ${lite.median} | ${lite.median <= 2.5 * r.median ? 'yes' : 'NO'} |`)
    }
    log('\n== both databases at once, each case timed on one and then the other in turns')
    const turns = await sideBySide(
      pgRows.map((r) => r.name),
      { postgres: results[0]!.ids, pglite: results[1]!.ids },
    )
    writeFileSync(join(resultsDir, 'side-by-side.json'), `${JSON.stringify(turns, null, 2)}\n`)
    log(
      '\n| endpoint | PostgreSQL median | PGlite median | PGlite ÷ PostgreSQL | PGlite ≤ 2.5× |\n|---|---|---|---|---|',
    )
    for (const r of turns)
      log(
        `| ${r.name} | ${r.postgres} | ${r.pglite} | ${round(r.pglite / r.postgres)} | ${r.pglite <= 2.5 * r.postgres ? 'yes' : 'NO'} |`,
      )
  }
} finally {
  await killServerProcesses()
}
