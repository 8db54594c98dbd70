import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The nearest folder at or above `dir` that holds package.json. */
const rootFrom = (dir: string): string => {
  if (existsSync(join(dir, 'package.json'))) return dir
  const parent = dirname(dir)
  if (parent === dir) throw new Error('No package.json above the server code')
  return rootFrom(parent)
}

/**
 * The project's folder, found from wherever the server code runs: server/ as TypeScript (tests, the
 * bench, `npm run dev`) or dist/server/ as the built bundle (`npm start`).
 */
export const projectRoot = rootFrom(dirname(fileURLToPath(import.meta.url)))

/** The web app's build, served by the server. */
export const webRoot = join(projectRoot, 'dist', 'web')
/** The SQL migrations, applied at start. */
export const migrationsFolder = join(projectRoot, 'server', 'db', 'migrations')
/** The embedded database's thread (plain JavaScript, loaded as it is). */
export const embeddedWorkerFile = join(projectRoot, 'server', 'db', 'pglite-worker.mjs')
/** The password hashing thread (plain JavaScript, loaded as it is). */
export const passwordWorkerFile = join(projectRoot, 'server', 'lib', 'password-worker.mjs')
