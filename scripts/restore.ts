import { resolve } from 'node:path'
import { loadConfig } from '../server/config'
import { restoreBackup } from '../server/features/backup/restore'

/**
 * `npm run restore FILE [--force]`: brings back a backup made by `npm run backup` (database and
 * uploads), after saving the current data as DATA_DIR/backups/before-restore-<time>.tar.gz. Refuses
 * while a server uses the data (the DATA_DIR lock, or other connections to PostgreSQL) unless --force.
 */
const args = process.argv.slice(2)
const force = args.includes('--force')
const [file] = args.filter((a) => a !== '--force')
if (!file) {
  console.error('Usage: npm run restore -- FILE [--force]')
  process.exit(2)
}
try {
  const { saved } = await restoreBackup({
    file: resolve(file),
    config: loadConfig(),
    force,
    log: (line) => console.log(line),
  })
  console.log(
    `Done. ${saved ? `The data it replaced is in ${saved}. ` : ''}Start the server to use the restored data.`,
  )
} catch (err) {
  console.error((err as Error).message)
  process.exit(1)
}
