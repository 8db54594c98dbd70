/**
 * `npx tsx bench/explain.ts <case name part> [file]`: EXPLAIN ANALYZE of each statement a bench case
 * recorded (data-bench/postgres-statements.jsonl), on BENCH_DATABASE_URL. For finding what to index.
 */
import { readFileSync } from 'node:fs'
import pg from 'pg'

const [match, file = 'data-bench/postgres-statements.jsonl'] = process.argv.slice(2)
const pool = new pg.Pool({
  connectionString: process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/kuruma_bench',
  options: '-c jit=off -c random_page_cost=1.1',
})
for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
  const s = JSON.parse(line) as { request: string; query: string; params: unknown[] }
  if (!match || !s.request.includes(match) || !/^\s*(select|with)/i.test(s.query)) continue
  const { rows } = await pool.query(`explain (analyze, buffers) ${s.query}`, s.params)
  const plan = rows.map((r) => r['QUERY PLAN'] as string)
  console.log(`\n## ${s.request}: ${s.query.replace(/\s+/g, ' ').slice(0, 160)}`)
  console.log(plan.join('\n'))
}
await pool.end()
