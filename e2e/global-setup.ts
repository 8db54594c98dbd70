import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

let server: ChildProcess | undefined
let dataDir: string | undefined

/** Starts the real server (built web app, fresh embedded database) on a free port for the journeys. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/web/index.html')) throw new Error('Build the web app first (npm run build)')
  dataDir = mkdtempSync(join(tmpdir(), 'kuruma-e2e-'))
  const port = 3200 + Math.floor(Math.random() * 500)
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  project.provide('baseUrl', base)
  return async () => {
    server?.kill('SIGTERM')
    await new Promise((r) => server?.once('exit', r))
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
