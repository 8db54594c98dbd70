/**
 * `npx tsx bench/ab.ts <base A> <base B>`: two builds of the server compared in turns on the same data,
 * the way a speed mechanism earns its place (it stays only where removing it makes a case at least
 * 1.25 × slower). Start each build by hand on the bench's PostgreSQL database, e.g.
 *
 *   git worktree add /tmp/build-a <commit> && (cd /tmp/build-a && npm ci && npm run build)
 *   PORT=3998 DATABASE_URL=postgres://root@127.0.0.1:5432/kuruma_bench node /tmp/build-a/dist/server/main.js
 *   PORT=3999 DATABASE_URL=… node dist/server/main.js
 *
 * Every case of `bench/cases.ts` is timed at one client, A and B in turns, then at `--connections`
 * (default 50) in turns A B B A. It prints each median, each throughput and B ÷ A.
 */
import { parseArgs } from 'node:util'
import pg from 'pg'
import { scaleLogin } from '../scripts/seed-scale'
import { benchCases, findIds, type Ids } from './cases'
import { call, load, round, throughputInTurns, timeInTurns } from './http'

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    only: { type: 'string' },
    rounds: { type: 'string', default: '8' },
    'per-round': { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '4' },
    db: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/kuruma_bench',
    },
  },
})
const [baseA, baseB] = positionals
if (!baseA || !baseB) throw new Error('Usage: npx tsx bench/ab.ts <base A> <base B> [--only "a,b"]')

/** The ids the cases ask for, chosen as `npm run bench` chooses them. */
const idsOf = async (url: string): Promise<Ids> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await findIds(async (text) => (await client.query(text)).rows[0])
  } finally {
    await client.end()
  }
}

const signIn = async (base: string) => {
  const res = await call(base, '/api/Auth/login', undefined, scaleLogin)
  if (res.status !== 200) throw new Error(`login on ${base}: ${res.status} ${res.body}`)
  return (JSON.parse(res.body) as { token: string }).token
}

const only = args.only?.split(',').map((s) => s.trim())
const cases = benchCases(await idsOf(args.db), scaleLogin).filter(
  (c) => !c.body && (!only || only.some((part) => c.name.includes(part))),
)
const tokens = { a: await signIn(baseA), b: await signIn(baseB) }
const ok = (base: string, token: string, path: string) => async () => {
  const res = await call(base, path, token)
  if (res.status !== 200) throw new Error(`${base}${path}: ${res.status} ${res.body.slice(0, 200)}`)
}
const connections = Number(args.connections)
const seconds = Number(args.seconds)

console.log(`A ${baseA}  B ${baseB}  (medians in ms at one client; requests/s at ${connections})`)
console.log(['case', 'A ms', 'B ms', 'B÷A', `A /s`, `B /s`, 'A÷B /s'].join('\t'))
for (const c of cases) {
  const times = await timeInTurns(
    { a: ok(baseA, tokens.a, c.path), b: ok(baseB, tokens.b, c.path) },
    { rounds: Number(args.rounds), perRound: Number(args['per-round']) },
  )
  const rates = await throughputInTurns(
    (s) => load(baseA, c.path, tokens.a, connections, s),
    (s) => load(baseB, c.path, tokens.b, connections, s),
    seconds,
  )
  console.log(
    [
      c.name,
      times.a.median,
      times.b.median,
      round(times.b.median / times.a.median),
      rates.a,
      rates.b,
      round(rates.a / rates.b),
    ].join('\t'),
  )
}
