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
  return {
    kind: database.kind,
    oneClient: (samples: number, statements: Statement[]) => timeOneClient(samples, () => run(statements)),
    /** Statement sequences per second with `concurrency` callers each running one after another. */
    throughput: async (statements: Statement[], concurrency: number, seconds: number) => {
      const end = performance.now() + seconds * 1000
      let done = 0
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (performance.now() < end) {
            await run(statements)
            done += 1
          }
        }),
      )
      return round(done / seconds)
    },
    close: () => database.close(),
  }
}
