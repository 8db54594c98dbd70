import { roles } from '../shared/roles'
import { loadConfig } from './config'
import { demoEmail, demoPassword } from './db/demo'
import { seedDemo } from './db/seed-demo'
import { startServer } from './start'

/** `npm run demo`: the app on its own data directory (default ./data-demo), filled with a demo business. */
try {
  process.env.DATA_DIR ||= './data-demo'
  const config = loadConfig()
  await startServer(config, (db) => seedDemo(db, config))
  console.log(`\nKuruma demo on http://localhost:${config.PORT}\nSign in as (password ${demoPassword}):`)
  for (const role of roles) console.log(`  ${role.padEnd(11)} ${demoEmail(role)}`)
} catch (err) {
  console.error((err as Error).message)
  process.exit(1)
}
