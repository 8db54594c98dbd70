import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServerProcess } from '../server/test/server-process'

type Options = Omit<Parameters<typeof startServerProcess>[0], 'dataDir' | 'echo'>

/**
 * A real server for journeys: the built web app on a fresh embedded database in a temporary DATA_DIR,
 * removed when it stops. Its warnings and errors go to the test output, beside the journey they explain.
 */
export const startJourneyServer = async (options: Options = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kuruma-e2e-'))
  const server = await startServerProcess({ ...options, dataDir, echo: true }).catch((err) => {
    rmSync(dataDir, { recursive: true, force: true })
    throw err
  })
  return {
    base: server.base,
    stop: async () => {
      server.child.kill('SIGTERM')
      await server.exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
