import { loadConfig } from './config'
import { startServer } from './start'

try {
  await startServer(loadConfig())
} catch (err) {
  console.error((err as Error).message)
  process.exit(1)
}
