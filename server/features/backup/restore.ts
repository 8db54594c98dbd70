import { spawn } from 'node:child_process'
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import pg from 'pg'
import { extract } from 'tar-stream'
import type { Config } from '../../config'
import { openDatabase } from '../../db/client'
import { lockDataDir } from '../../lib/data-dir-lock'
import { type FileStorage, openFileStorage } from '../../lib/file-storage'
import { migrationsFolder } from '../../paths'
import { knownMigrations, type Manifest, writeBackupFile } from './backup'

export type RestoreOptions = {
  file: string
  config: Config
  /** Restore although the DATA_DIR lock is held (or other connections use the PostgreSQL database). */
  force?: boolean
  log?: (line: string) => void
}

const allowed = (name: string) =>
  name === 'manifest.json' ||
  name === 'database/pgdata.tar' ||
  name === 'database/postgres.dump' ||
  /^uploads(\/[\w][\w.-]*)+$/.test(name)

/**
 * Writes every file of the backup under `dir`. Only regular files whose names `allowed` lists are
 * written: a link, an absolute path or `..` refuses the whole file.
 */
const unpack = async (file: string, dir: string) => {
  const entries = extract()
  const reading = pipeline(createReadStream(file), createGunzip(), entries)
  reading.catch(() => {}) // its error also ends the loop below, which reports it
  try {
    for await (const entry of entries) {
      const { name, type } = entry.header
      if (type !== 'file' || name.startsWith('/') || name.split('/').includes('..') || !allowed(name))
        throw new Error(`The backup holds an entry it should not (${name})`)
      const path = join(dir, name)
      mkdirSync(dirname(path), { recursive: true })
      await pipeline(entry, createWriteStream(path, { mode: 0o600 }))
    }
    await reading
  } catch (err) {
    const { code, message } = err as { code?: string; message: string }
    if (code === 'Z_BUF_ERROR' || message === 'Unexpected end of data')
      throw new Error('The backup file is cut short')
    if (code === 'Z_DATA_ERROR' || message.startsWith('Invalid tar header'))
      throw new Error('This is not a Kuruma backup file (not a gzipped tar)')
    throw err
  }
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-')

const readManifest = (dir: string, config: Config): Manifest => {
  const path = join(dir, 'manifest.json')
  const manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : undefined
  if (manifest?.format !== 'kuruma-backup' || manifest.version !== 1)
    throw new Error('This is not a Kuruma backup file (no manifest.json of format kuruma-backup, version 1)')
  const here = config.DATABASE_URL ? 'postgres' : 'pglite'
  if (manifest.database !== here)
    throw new Error(
      manifest.database === 'pglite'
        ? 'This backup is of the embedded database, but DATABASE_URL is set: unset it to restore into DATA_DIR'
        : 'This backup is of a PostgreSQL database: set DATABASE_URL to the database to restore into',
    )
  const dump = manifest.database === 'pglite' ? 'pgdata.tar' : 'postgres.dump'
  if (!existsSync(join(dir, 'database', dump)))
    throw new Error(`This backup is incomplete: it has no database/${dump}`)
  if (manifest.migrations > knownMigrations(migrationsFolder))
    throw new Error('This backup was made by a newer version of Kuruma: update the app before restoring it')
  return manifest
}

const collect = (child: ReturnType<typeof spawn>) => {
  let text = ''
  child.stderr?.on('data', (d) => {
    text += d
  })
  return () => text.trim()
}

/**
 * PostgreSQL: one transaction (psql --single-transaction) drops the app's schemas and replays the dump
 * (pg_restore's SQL), so the database is either the backup's or, on any error, unchanged: if pg_restore
 * fails, psql is killed before it can commit.
 */
const restorePostgres = (url: string, dump: string) =>
  new Promise<void>((resolve, reject) => {
    const psql = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-d', url], {
      stdio: ['pipe', 'ignore', 'pipe'],
    })
    const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dump], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const psqlErrors = collect(psql)
    const restoreErrors = collect(restore)
    let failed: Error | undefined
    const fail = (err: Error) => {
      failed ??= err
      psql.kill('SIGKILL')
      restore.kill('SIGKILL')
    }
    psql.on('error', (err) => fail(new Error(`psql could not be started: ${err.message}`)))
    restore.on('error', (err) => fail(new Error(`pg_restore could not be started: ${err.message}`)))
    psql.stdin?.on('error', () => {}) // psql stopped early: its own exit says why
    psql.stdin?.write(
      'drop schema if exists drizzle cascade;\ndrop schema if exists public cascade;\ncreate schema public;\n',
    )
    restore.stdout?.pipe(psql.stdin!, { end: false })
    restore.on('close', (code) => {
      if (code === 0) psql.stdin?.end()
      else fail(new Error(`pg_restore failed: ${restoreErrors() || `exit ${code}`}`))
    })
    psql.on('close', (code) => {
      restore.kill('SIGKILL') // already done, or stuck writing to a psql that stopped
      if (failed) reject(failed)
      else if (code === 0) resolve()
      else reject(new Error(`psql failed: ${psqlErrors() || `exit ${code}`}`))
    })
  })

/** Other sessions on the database; a server that has just stopped gets a moment to disconnect. */
const otherConnections = async (url: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    let others = 0
    for (let attempt = 0; attempt < 10; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
      others = rows[0]?.n ?? 0
      if (!others) break
      await new Promise((r) => setTimeout(r, 200))
    }
    return others
  } finally {
    await client.end()
  }
}

/** The database as it is now, as a backup beside the others, before the restore replaces it. */
const saveCurrent = async (config: Config, storage: FileStorage) => {
  const file = join(config.dataDir, 'backups', `before-restore-${stamp()}.tar.gz`)
  if (config.DATABASE_URL) {
    const database = await openDatabase({ url: config.DATABASE_URL })
    try {
      return await writeBackupFile(database.db, storage, file)
    } finally {
      await database.close()
    }
  }
  if (!existsSync(join(config.dataDir, 'pgdata', 'PG_VERSION'))) return undefined
  const database = await openDatabase({ dir: config.dataDir })
  try {
    return await writeBackupFile(database.db, storage, file)
  } finally {
    await database.close()
  }
}

/** Moves `from` to `to` if it exists; returns a function that moves it back. */
const moveAside = (from: string, to: string) => {
  if (!existsSync(from)) return () => rmSync(from, { recursive: true, force: true })
  renameSync(from, to)
  return () => {
    rmSync(from, { recursive: true, force: true })
    renameSync(to, from)
  }
}

/** Replaces the database with the backup's: PostgreSQL from its dump, or a fresh embedded data directory. */
const restoreDatabase = async (config: Config, work: string, log: (line: string) => void) => {
  if (config.DATABASE_URL) {
    log('Restoring the PostgreSQL database')
    await restorePostgres(config.DATABASE_URL, join(work, 'backup', 'database', 'postgres.dump'))
    return
  }
  log('Restoring the embedded database')
  const pgdata = join(config.dataDir, 'pgdata')
  const putBackPgdata = moveAside(pgdata, join(work, 'old-pgdata'))
  try {
    mkdirSync(pgdata)
    const dump = readFileSync(join(work, 'backup', 'database', 'pgdata.tar'))
    const database = await openDatabase({ dir: config.dataDir, loadDataDir: new Blob([dump]) })
    await database.db.execute(sql`select count(*) from drizzle.__drizzle_migrations`)
    await database.close()
  } catch (err) {
    putBackPgdata()
    throw err
  }
}

/**
 * S3: puts every file of the backup into the bucket, one at a time (a file never changes, so one already
 * there is the same file). Objects the backup does not have are left: no restored row names them.
 */
const putBackFiles = async (storage: FileStorage, dir: string) => {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue
    const data = await readFile(join(dir, entry.name))
    await storage.put(entry.name, data, (await fileTypeFromBuffer(data))?.mime ?? 'application/octet-stream')
  }
}

/**
 * Brings a backup back: the database (embedded data directory or PostgreSQL) and the uploaded files
 * (DATA_DIR/uploads is swapped for the backup's; with S3_URL the backup's files are put into the
 * bucket, whichever storage the backup was made from). The current state is first saved as
 * backups/before-restore-….tar.gz. Refuses while a server holds the DATA_DIR lock (or, on PostgreSQL,
 * while other connections use the database) unless `force`.
 */
export const restoreBackup = async ({ file, config, force = false, log = () => {} }: RestoreOptions) => {
  if (!existsSync(file)) throw new Error(`No such file: ${file}`)
  const work = join(config.dataDir, `.restore-${stamp()}`)
  let unlock = () => {}
  try {
    mkdirSync(work, { recursive: true })
    log(`Reading ${file}`)
    await unpack(file, join(work, 'backup'))
    const manifest = readManifest(join(work, 'backup'), config)
    if (config.DATABASE_URL) {
      const others = force ? 0 : await otherConnections(config.DATABASE_URL)
      if (others)
        throw new Error(
          `${others} other connection(s) use the database: stop the Kuruma servers first (or pass --force if you are sure nothing writes to it)`,
        )
    } else if (!force) {
      try {
        unlock = lockDataDir(config.dataDir)
      } catch (err) {
        throw new Error(
          `${(err as Error).message}\nRestore replaces the data the server is using: stop the server first (or pass --force if no server really runs there).`,
        )
      }
    }
    const storage = await openFileStorage(config)
    const saved = await saveCurrent(config, storage)
    if (saved) log(`Saved the current data as ${saved}`)

    const restored = join(work, 'backup', 'uploads')
    if (config.S3_URL) {
      // Files first: if the database then fails to restore, the bucket only holds files no row names.
      log(`Putting the files back into ${storage.where}`)
      await putBackFiles(storage, restored)
      await restoreDatabase(config, work, log)
    } else {
      const uploads = join(config.dataDir, 'uploads')
      const putBackUploads = moveAside(uploads, join(work, 'old-uploads'))
      try {
        await restoreDatabase(config, work, log)
        if (existsSync(restored)) renameSync(restored, uploads)
        else mkdirSync(uploads, { recursive: true })
      } catch (err) {
        putBackUploads()
        throw err
      }
    }
    log(`Restored the backup of ${manifest.createdAt}`)
    return { manifest, saved }
  } finally {
    rmSync(work, { recursive: true, force: true })
    unlock()
  }
}
