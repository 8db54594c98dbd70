import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite takes no lock on its directory, so two processes on one DATA_DIR would corrupt it. The first
 * process writes DATA_DIR/server.lock with its pid; a second one refuses to start. A stale lock left by
 * a killed process is taken over.
 */
export const lockDataDir = (dataDir: string) => {
  const file = join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const pid = Number(readFileSync(file, 'utf8'))
      if (pid && pid !== process.pid && alive(pid)) {
        throw new Error(
          `Another Kuruma server (pid ${pid}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
        )
      }
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock ${dataDir}`)
}
