import { execFile } from 'node:child_process'
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline as pipelineStreams, Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import { createGzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { type Pack, pack } from 'tar-stream'
import { type Db, embeddedDatabase } from '../../db/client'
import type { FileStorage } from '../../lib/file-storage'

const run = promisify(execFile)

/** What a backup file says about itself (manifest.json, its first entry). */
export type Manifest = {
  format: 'kuruma-backup'
  version: 1
  database: 'pglite' | 'postgres'
  /** How many migrations the database had: a newer backup is not restored by an older app. */
  migrations: number
  createdAt: string
}

/** The live database behind a Drizzle handle: the embedded PGlite, or PostgreSQL's connection URL. */
export const liveDatabase = (db: Db) => {
  const pool = (db as unknown as { $client: pg.Pool }).$client
  const embedded = embeddedDatabase(db)
  if (embedded) return { kind: 'pglite' as const, embedded, pool }
  const url = pool.options.connectionString
  if (!url) throw new Error('The PostgreSQL pool has no connection URL')
  return { kind: 'postgres' as const, url }
}

/** A file of the backup; its data is exactly `size` bytes. */
type TarEntry = { name: string; size: number; data: Readable | Buffer }

type Snapshot = { manifest: Manifest; entry: TarEntry; cleanup: () => void }

const fileEntry = (name: string, path: string): TarEntry => ({
  name,
  size: statSync(path).size,
  data: createReadStream(path),
})

/**
 * The database at one moment. Embedded: holding the pool's only connection (a transaction keeps it from
 * BEGIN to COMMIT, so none is half done while it is held), a CHECKPOINT, then the data directory as
 * PGlite dumps it. PostgreSQL: pg_dump,
 * which reads one MVCC snapshot while the app keeps writing.
 */
const snapshotDatabase = async (db: Db): Promise<Snapshot> => {
  const live = liveDatabase(db)
  const createdAt = new Date().toISOString()
  if (live.kind === 'pglite') {
    const connection = await live.pool.connect()
    let dump: Blob
    let migrations: number
    try {
      await connection.query('CHECKPOINT')
      const applied = await connection.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      )
      migrations = applied.rows[0]?.n ?? 0
      dump = await live.embedded.dumpDataDir('none')
    } finally {
      connection.release()
    }
    const data = Buffer.from(await dump.arrayBuffer())
    return {
      manifest: { format: 'kuruma-backup', version: 1, database: 'pglite', migrations, createdAt },
      entry: { name: 'database/pgdata.tar', size: data.length, data },
      cleanup: () => {},
    }
  }
  const migrations = await countMigrations(db)
  const dir = mkdtempSync(join(tmpdir(), 'kuruma-backup-'))
  const file = join(dir, 'postgres.dump')
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, live.url])
  } catch (err) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(
      `pg_dump failed: ${(err as { stderr?: string }).stderr?.trim() || (err as Error).message}`,
    )
  }
  return {
    manifest: { format: 'kuruma-backup', version: 1, database: 'postgres', migrations, createdAt },
    entry: fileEntry('database/postgres.dump', file),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  }
}

const countMigrations = async (db: Db) => {
  try {
    const result = (await db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] }
    return result.rows[0]?.n ?? 0
  } catch {
    return 0 // never migrated
  }
}

/**
 * Every stored file (DATA_DIR/uploads or the S3 bucket), read after the database snapshot and streamed
 * one at a time. Files of saved records are never changed or removed (a save writes its files before
 * its transaction, and only a failed save removes them), so every file the snapshot names is here; a
 * file of a save still under way may come along unnamed, which is harmless, and one a failed save
 * removed meanwhile is left out. Names restore would not accept (not written by the app) are skipped.
 */
async function* uploadEntries(storage: FileStorage): AsyncGenerator<TarEntry> {
  for await (const id of storage.list()) {
    if (!uploadName.test(id)) continue
    const file = await storage.read(id)
    if (file) yield { name: `uploads/${id}`, size: file.size, data: file.body }
  }
}

/** What a stored file may be called in a backup (restore accepts uploads/<this>). */
export const uploadName = /^\w[\w.-]{0,90}$/

/**
 * One backup as a gzipped tar stream: manifest.json, the database (database/pgdata.tar or
 * database/postgres.dump) and uploads/<id> for every stored file, wherever the storage keeps them. The database is snapshotted before this resolves, so a failure
 * there is an error, not a broken download.
 */
export const createBackup = async (db: Db, storage: FileStorage): Promise<Readable> => {
  const snapshot = await snapshotDatabase(db)
  const archive = pack()
  const add = (entry: TarEntry) => addEntry(archive, entry)
  void (async () => {
    try {
      const manifest = Buffer.from(JSON.stringify(snapshot.manifest, null, 2))
      await add({ name: 'manifest.json', size: manifest.length, data: manifest })
      await add(snapshot.entry)
      for await (const entry of uploadEntries(storage)) await add(entry)
      archive.finalize()
    } catch (err) {
      archive.destroy(err as Error)
    } finally {
      snapshot.cleanup()
    }
  })()
  // A failure on either side (a file that cannot be read, a download cut off) stops both.
  return pipelineStreams(archive, createGzip(), () => {})
}

/** Streams one entry into the archive; tar-stream refuses data that is not exactly `size` bytes. */
const addEntry = (archive: Pack, { name, size, data }: TarEntry) =>
  pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, archive.entry({ name, size, mode: 0o600 }))

/** Writes a backup to `file` (through a .partial file, renamed when complete). */
export const writeBackupFile = async (db: Db, storage: FileStorage, file: string) => {
  mkdirSync(join(file, '..'), { recursive: true })
  const partial = `${file}.partial`
  try {
    await pipeline(await createBackup(db, storage), createWriteStream(partial, { mode: 0o600 }))
    renameSync(partial, file)
  } finally {
    rmSync(partial, { force: true })
  }
  return file
}

/** A backup's file name: kuruma-2025-03-02T10-15-00-000Z.tar.gz. */
export const backupFileName = (at = new Date()) => `kuruma-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`

/** The migrations this app knows (its journal). */
export const knownMigrations = (folder: string) =>
  (JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries
    .length
