import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrationsFolder } from '../paths'
import type { Database } from './client'

const journalCount = (): number =>
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')).entries.length

const appliedCount = async (database: Database): Promise<number> => {
  const exists = (await database.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') as t`,
  )) as { rows: { t: unknown }[] }
  if (!exists.rows[0]?.t) return 0
  const rows = (await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as {
    rows: { n: number }[]
  }
  return Number(rows.rows[0]?.n ?? 0)
}

/**
 * Applies pending migrations. On the embedded database a snapshot of the data directory is written to
 * DATA_DIR/backups first, whenever the database already holds data and a migration is pending.
 */
export const migrateDatabase = async (
  database: Database,
  backupDir?: string,
): Promise<string | undefined> => {
  let backup: string | undefined
  if (database.kind === 'pglite') {
    const applied = await appliedCount(database)
    if (backupDir && database.embedded && applied > 0 && applied < journalCount()) {
      mkdirSync(backupDir, { recursive: true })
      backup = join(backupDir, `pgdata-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`)
      const dump = await database.embedded.dumpDataDir('gzip')
      writeFileSync(backup, Buffer.from(await dump.arrayBuffer()))
    }
  }
  await migratePg(database.db as never, { migrationsFolder })
  return backup
}
