import { type ChildProcess, spawn } from 'node:child_process'
import { type AddressInfo, createServer, type Server } from 'node:net'
import { fileURLToPath } from 'node:url'

/** The real server as a child process, for tests that kill it and start it again on the same data. */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}
export const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

export const freePort = async () => {
  const server = createServer()
  const port = await listen(server)
  await closeServer(server)
  return port
}

export const until = async (done: () => boolean, what: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const children = new Set<ChildProcess>()

/** Kills (SIGKILL) every server process a test started and has not stopped. */
export const killServerProcesses = async () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    const gone = new Promise((r) => child.once('exit', r))
    child.kill('SIGKILL')
    await gone
  }
}

/** How `npm start` runs the built server (`npm run build` makes dist/server/main.js). */
export const builtServerArgs = ['--wasm-lazy-compilation', '--max-semi-space-size=32', 'dist/server/main.js']

/**
 * The memory allocator's settings `npm start` gives the server (glibc reads them as a process starts): a
 * block under 1 MB (a long answer's buffer) comes from the heap instead of a mapping of its own, and
 * freed heap is handed back to the system only once 8 MB of it are free, not 128 KB. With glibc's
 * defaults every long answer touched fresh pages, which are costly on a virtual machine. The bench's
 * own process, the client of every timed request, runs with the same settings. See docs/decisions/0023.
 */
export const allocatorEnv = {
  MALLOC_MMAP_THRESHOLD_: String(1024 * 1024),
  MALLOC_TRIM_THRESHOLD_: String(8 * 1024 * 1024),
}

/** `allocatorEnv` as a shell prefix (`NAME=value …`), as package.json's scripts write it. */
export const allocatorEnvPrefix = Object.entries(allocatorEnv)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ')

/**
 * The real server as a process, ready when healthy: `node --import tsx server/main.ts` (or another entry
 * such as server/demo.ts), or with `built` the bundle as `npm start` runs it (the bench measures that one).
 */
export const startServerProcess = async (env: {
  dataDir: string
  databaseUrl?: string
  smtpUrl?: string
  /** More settings (e.g. SQL_LOG for the bench). */
  extra?: Record<string, string>
  built?: boolean
  script?: string
  /** How long it may take to become healthy (the demo seeds a business first). */
  timeoutMs?: number
  /** Copies the server's output to this process's as it comes, for journeys whose failure it explains. */
  echo?: boolean
}) => {
  const port = await freePort()
  const args = env.built ? builtServerArgs : ['--import', 'tsx', env.script ?? 'server/main.ts']
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...(env.built ? allocatorEnv : {}),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: env.dataDir,
      DATABASE_URL: env.databaseUrl ?? '',
      SMTP_URL: env.smtpUrl ?? '',
      JWT_SECRET: '',
      LOG_LEVEL: 'warn',
      ...env.extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let output = ''
  child.stdout!.on('data', (chunk) => {
    output += chunk
    if (env.echo) process.stdout.write(chunk)
  })
  child.stderr!.on('data', (chunk) => {
    output += chunk
    if (env.echo) process.stderr.write(chunk)
  })
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  )
  const base = `http://127.0.0.1:${port}`
  const timeoutMs = env.timeoutMs ?? 60_000
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before it was healthy:\n${output}`)
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server was not healthy after ${timeoutMs / 1000} s:\n${output}`)
    }
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 250))
  }
  return { child, base, exited, output: () => output }
}

export const owner = { email: 'owner@kuruma.test', password: 'owner passphrase 1' }

const post = (base: string, path: string, body: unknown, token?: string) =>
  fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

/** The first-run owner sign-up on a fresh server; answers the response. */
export const registerOwner = async (base: string) => {
  const countries = (await (await fetch(`${base}/api/users/countries`)).json()) as { id: number }[]
  return post(base, 'Auth/register', {
    firstName: 'Kenji',
    lastName: 'Watanabe',
    email: owner.email,
    countryId: countries[0]!.id,
    password: owner.password,
    confirmPassword: owner.password,
  })
}

/** Signs the owner in: a JSON POST caller and a GET caller with the owner's token. */
export const signInOwner = async (base: string) => {
  const { token } = (await (await post(base, 'Auth/login', owner)).json()) as { token: string }
  return {
    token,
    post: (path: string, body: unknown) => post(base, path, body, token),
    get: (path: string) => fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${token}` } }),
  }
}
