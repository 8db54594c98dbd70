import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase } from '../../db/client'
import { outbox } from '../../db/schema'
import { adminQuery, withDatabase } from '../../test/postgres-admin'
import { startSmtp } from '../../test/smtp'

/**
 * The real server as a child process, killed with SIGKILL (no shutdown hook runs, the DATA_DIR lock
 * stays behind, PGlite is not checkpointed) and started again on the same data.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined
const dataDir = mkdtempSync(join(tmpdir(), 'kuruma-restart-'))
const databaseName = `kuruma_r_${randomBytes(6).toString('hex')}`
const databaseUrl = testDatabaseUrl && withDatabase(testDatabaseUrl, databaseName)

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}
const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

const freePort = async () => {
  const server = createServer()
  const port = await listen(server)
  await closeServer(server)
  return port
}

/** Accepts SMTP connections and never answers: a send to it hangs (nodemailer waits 30 s for a greeting). */
const startSilentSmtp = async () => {
  const sockets = new Set<Socket>()
  let connections = 0
  const server = createServer((socket) => {
    connections += 1
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => sockets.delete(socket))
  })
  const port = await listen(server)
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return closeServer(server)
    },
  }
}

const until = async (done: () => boolean, what: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const children = new Set<ChildProcess>()

/** `node --import tsx server/main.ts` (as `npm start` runs it, without the web build), ready when healthy. */
const startServerProcess = async (smtpUrl: string) => {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SMTP_URL: smtpUrl,
      JWT_SECRET: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  )
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before it was healthy:\n${output}`)
    }
    if (Date.now() > deadline) throw new Error(`The server was not healthy after 60 s:\n${output}`)
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 250))
  }
  return { child, base, exited, output: () => output }
}

/** The first-run owner sign-up, then a signed-in JSON caller. */
const signUpOwner = async (base: string) => {
  const json = (path: string, body: unknown, token?: string) =>
    fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  const countries = (await (await fetch(`${base}/api/users/countries`)).json()) as { id: number }[]
  const owner = { email: 'owner@kuruma.test', password: 'owner passphrase 1' }
  const registered = await json('Auth/register', {
    firstName: 'Kenji',
    lastName: 'Watanabe',
    email: owner.email,
    countryId: countries[0]!.id,
    password: owner.password,
    confirmPassword: owner.password,
  })
  expect(registered.status, await registered.clone().text()).toBe(201)
  const { token } = (await (await json('Auth/login', owner)).json()) as { token: string }
  return (path: string, body: unknown) => json(path, body, token)
}

const reminder = (email: string, name: string) => ({
  email,
  name,
  pendingAmount: '9000.00',
  totalAmount: '12000',
  currencySymbol: 'USD',
})

let smtp: Awaited<ReturnType<typeof startSmtp>>
let silent: Awaited<ReturnType<typeof startSilentSmtp>>
beforeAll(async () => {
  smtp = await startSmtp()
  silent = await startSilentSmtp()
  if (testDatabaseUrl) await adminQuery(testDatabaseUrl, `create database ${databaseName}`)
})
afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    const gone = new Promise((r) => child.once('exit', r))
    child.kill('SIGKILL')
    await gone
  }
  await smtp?.close()
  await silent?.close()
  if (testDatabaseUrl)
    await adminQuery(testDatabaseUrl, `drop database if exists ${databaseName} with (force)`)
  rmSync(dataDir, { recursive: true, force: true })
})

it('a server killed (SIGKILL) after queuing a reminder sends it after restart, exactly once', {
  timeout: 120_000,
}, async () => {
  // Process 1 sends through an SMTP server that never answers. Its outbox worker drains one batch at a
  // time: the first reminder is claimed and its send hangs, so the worker is still busy when the second
  // reminder is queued. The second is committed (202) and never attempted by process 1: "killed after
  // queuing". (A lone reminder would be tried at once: refused, it waits out the 1-minute backoff;
  // hanging, it holds its 10-minute lease.)
  const first = await startServerProcess(silent.url)
  const api = await signUpOwner(first.base)
  const stuck = await api('Email/sendReminder', reminder('stuck@buyer.test', 'Stuck Sending'))
  expect(stuck.status, await stuck.clone().text()).toBe(202)
  await until(() => silent.connections() === 1, 'process 1 to start sending the first reminder')
  const queued = await api('Email/sendReminder', reminder('amina@buyer.test', 'Amina Otieno'))
  expect(queued.status, await queued.clone().text()).toBe(202)
  expect(await queued.json()).toMatchObject({ email: 'amina@buyer.test', status: 'queued', attempts: 0 })

  process.kill(first.child.pid!, 'SIGKILL')
  expect(await first.exited).toBe('SIGKILL')
  expect(silent.connections()).toBe(1)
  // With PGlite the killed process's DATA_DIR lock is still there; the next start must take it over.
  expect(existsSync(join(dataDir, 'server.lock'))).toBe(!databaseUrl)

  // Process 2: same DATA_DIR (its lock left behind by the killed pid) or database, a working SMTP server.
  const second = await startServerProcess(smtp.url)
  await until(() => smtp.received.length > 0, 'process 2 to send the queued reminder')
  second.child.kill('SIGTERM') // graceful: finishes the drain in flight, checkpoints, releases the lock
  expect(await second.exited, second.output()).toBe('exit 0')

  expect(smtp.received).toEqual([
    expect.objectContaining({ to: 'amina@buyer.test', subject: 'Payment reminder — Kuruma Motors' }),
  ])
  expect(smtp.received[0]!.text).toContain('Dear Amina Otieno')

  const database = await openDatabase({ url: databaseUrl, dir: dataDir })
  try {
    const rows = await database.db.select().from(outbox).orderBy(asc(outbox.id))
    expect(rows).toMatchObject([
      // Claimed by the killed process mid-send: left to its lease, not sent twice.
      { to: 'stuck@buyer.test', status: 'queued', attempts: 1, sentAt: null },
      // One attempt in all, by process 2.
      { to: 'amina@buyer.test', status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(Date) },
    ])
  } finally {
    await database.close()
  }
})
