import { join } from 'node:path'
import { buildApp } from './app'
import type { Config } from './config'
import type { Db } from './db/client'
import { openDatabase } from './db/client'
import { migrateDatabase } from './db/migrate'
import { seedReferenceData } from './db/seed'
import { lockDataDir } from './lib/data-dir-lock'

/**
 * Opens and migrates the database, builds the app, listens, and shuts down gracefully on SIGINT/SIGTERM
 * (stop accepting, finish requests, CHECKPOINT and close the database, release the lock).
 */
export const startServer = async (config: Config, prepare?: (db: Db) => Promise<void>) => {
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir)
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dir: config.dataDir,
    sqlLog: config.SQL_LOG,
  })
  const backup = await migrateDatabase(database, join(config.dataDir, 'backups'))
  await seedReferenceData(database.db)
  if (prepare) await prepare(database.db)
  const app = await buildApp({ config, db: database.db })
  if (backup) app.log.info({ backup }, 'data directory backed up before migrating')

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    try {
      await app.close()
      await database.close()
    } finally {
      unlock()
      process.exit(0)
    }
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))

  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(`Kuruma on http://localhost:${config.PORT} (${database.kind} database)`)
  return app
}
