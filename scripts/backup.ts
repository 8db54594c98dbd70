import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { backupFileName, writeBackupFile } from '../server/features/backup/backup'
import { signBackupRequest } from '../server/features/backup/backup-signature'
import { lockDataDir } from '../server/lib/data-dir-lock'
import { openFileStorage } from '../server/lib/file-storage'

/**
 * `npm run backup [FILE]`: one consistent backup (database + uploaded files, from DATA_DIR/uploads or the
 * S3 bucket) into FILE, by default
 * DATA_DIR/backups/kuruma-<time>.tar.gz. Safe while the app runs and takes writes:
 * - PostgreSQL (DATABASE_URL): pg_dump reads one snapshot; no server is needed.
 * - Embedded database, server running: the server makes the backup (POST /api/backup, signed with its secret).
 * - Embedded database, no server: this process takes the DATA_DIR lock and makes it.
 */
const config = loadConfig()
const file = resolve(process.argv[2] ?? join(config.dataDir, 'backups', backupFileName()))

/** Asks the server that holds DATA_DIR for the backup and saves the download. */
const fromServer = async () => {
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST
  const { exp, sig } = signBackupRequest(config.jwtSecret)
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}/api/backup?exp=${exp}&sig=${sig}`
  let res: Response
  try {
    res = await fetch(url, { method: 'POST' })
  } catch {
    throw new Error(
      `A Kuruma server holds ${config.dataDir} but does not answer on ${host}:${config.PORT}. Run the backup with the server's PORT and HOST.`,
    )
  }
  if (!res.ok || !res.body)
    throw new Error(`The server refused the backup (${res.status}): ${(await res.text()).slice(0, 300)}`)
  mkdirSync(dirname(file), { recursive: true })
  const partial = `${file}.partial`
  try {
    await pipeline(Readable.fromWeb(res.body as never), createWriteStream(partial, { mode: 0o600 }))
    renameSync(partial, file)
  } finally {
    rmSync(partial, { force: true })
  }
}

const direct = async (url?: string) => {
  if (!url && !existsSync(join(config.dataDir, 'pgdata', 'PG_VERSION')))
    throw new Error(`There is no database in ${config.dataDir} yet: nothing to back up`)
  const database = await openDatabase(url ? { url } : { dir: config.dataDir })
  try {
    await writeBackupFile(database.db, await openFileStorage(config), file)
  } finally {
    await database.close()
  }
}

try {
  if (config.DATABASE_URL) await direct(config.DATABASE_URL)
  else {
    let unlock: (() => void) | undefined
    try {
      unlock = lockDataDir(config.dataDir)
    } catch {
      // A live server holds the embedded database: it makes the backup.
    }
    if (unlock) {
      try {
        await direct()
      } finally {
        unlock()
      }
    } else await fromServer()
  }
  console.log(`Backup written to ${file}`)
} catch (err) {
  console.error((err as Error).message)
  process.exit(1)
}
