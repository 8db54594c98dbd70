import type { Pool } from 'pg'
import { openDatabase } from '../server/db/client'
import { round, timeOneClient } from './http'

/** One statement as the server ran it (SQL_LOG's lines). */
export type Statement = { query: string; params: unknown[] }

/**
 * The database opened the way the server opens it (the same driver and pool settings), to replay an
 * endpoint's own statements: what the endpoint would cost if the HTTP server, validation and JSON
 * added nothing.
 */
export const openReplay = async (target: { url?: string; dir?: string }) => {
  const database = await openDatabase(target)
  const pool = (database.db as unknown as { $client: Pool }).$client
  const query = (s: Statement) => pool.query(s.query, s.params)
  const run = async (statements: Statement[]) => {
    for (const s of statements) await query(s)
  }
  const load = async (statements: Statement[], concurrency: number, seconds: number) => {
    const start = performance.now()
    const end = start + seconds * 1000
    let done = 0
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          await run(statements)
          done += 1
        }
      }),
    )
    return { done, seconds: (performance.now() - start) / 1000 }
  }
  return {
    kind: database.kind,
    /** One run of the statements, one after another. */
    once: (statements: Statement[]) => run(statements),
    oneClient: (samples: number, statements: Statement[]) => timeOneClient(samples, () => run(statements)),
    /** Statement sequences run, and seconds taken, with `concurrency` callers each running one after another. */
    load: (statements: Statement[], concurrency: number, seconds: number) =>
      load(statements, concurrency, seconds),
    /** Statement sequences per second with `concurrency` callers each running one after another. */
    throughput: async (statements: Statement[], concurrency: number, seconds: number) => {
      const { done, seconds: took } = await load(statements, concurrency, seconds)
      return round(done / took)
    },
    close: () => database.close(),
  }
}
