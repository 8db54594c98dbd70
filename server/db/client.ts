import { join } from 'node:path'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { sqlFileLogger } from '../lib/sql-log'
import { EmbeddedDatabase } from './embedded'
import { PgliteSocket } from './pglite-socket'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** A database handle or an open transaction: repos take either. */
export type Queryable = Db | Tx

const randomPageCost = 1.1

const embedded = new WeakMap<Db, EmbeddedDatabase>()

/** The embedded database behind a handle; undefined on PostgreSQL. */
export const embeddedDatabase = (db: Db) => embedded.get(db)

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  embedded?: EmbeddedDatabase
  close: () => Promise<void>
}

/**
 * PostgreSQL when a URL is given, else PGlite in `dir` (or in memory when dir is undefined), optionally
 * starting from a dump of another PGlite data directory (tests start from a migrated template).
 */
export const openDatabase = async (opts: {
  url?: string
  dir?: string
  loadDataDir?: Blob
  /** Appends each request's statements to this file (see sql-log.ts). */
  sqlLog?: string
}): Promise<Database> => {
  const logger = opts.sqlLog ? sqlFileLogger(opts.sqlLog) : undefined
  if (opts.url) {
    // JIT off: the planner's estimates for the pending aggregates are large enough to trigger JIT
    // compilation, which costs far more than it gains (see docs/decisions/0023).
    // random_page_cost as for SSDs and a cached working set: index lookups per row (a month's sales and
    // their expenses) instead of hashing whole tables. No parallel workers: starting them costs more than
    // they save on the small sets one request reads, and they take cores from the other requests.
    const options = `-c jit=off -c random_page_cost=${randomPageCost} -c max_parallel_workers_per_gather=0`
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, options })
    pool.on('error', () => {}) // a dropped idle connection is replaced on next use
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
    }
  }
  // 16 MB of shared buffers instead of 128: the data files stay in the OS page cache anyway (a miss is a
  // read from it), and buffers given up are resident memory the server no longer holds (decision 0023).
  const database = await EmbeddedDatabase.open({
    dataDir: opts.dir ? join(opts.dir, 'pgdata') : undefined,
    loadDataDir: opts.loadDataDir,
    settings: ['shared_buffers=16MB', `random_page_cost=${randomPageCost}`],
  })
  // The same driver as PostgreSQL, over PGlite as its socket: one connection (PGlite is one backend),
  // kept open.
  const pool = new pg.Pool({
    max: 1,
    idleTimeoutMillis: 0,
    stream: () => new PgliteSocket(database),
  })
  pool.on('error', () => {})
  const db = drizzlePg(pool, { schema, logger }) as unknown as Db
  embedded.set(db, database)
  return {
    db,
    kind: 'pglite',
    embedded: database,
    close: async () => {
      await pool.end()
      await database.close()
    },
  }
}
