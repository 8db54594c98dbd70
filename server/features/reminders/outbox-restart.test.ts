import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase } from '../../db/client'
import { outbox } from '../../db/schema'
import { adminQuery, withDatabase } from '../../test/postgres-admin'
import {
  closeServer,
  killServerProcesses,
  listen,
  registerOwner,
  signInOwner,
  startServerProcess,
  until,
} from '../../test/server-process'
import { startSmtp } from '../../test/smtp'

/**
 * The real server as a child process, killed with SIGKILL (no shutdown hook runs, the DATA_DIR lock
 * stays behind, PGlite is not checkpointed) and started again on the same data.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined
const dataDir = mkdtempSync(join(tmpdir(), 'kuruma-restart-'))
const databaseName = `kuruma_r_${randomBytes(6).toString('hex')}`
const databaseUrl = testDatabaseUrl && withDatabase(testDatabaseUrl, databaseName)

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

const start = (smtpUrl: string) => startServerProcess({ dataDir, databaseUrl, smtpUrl })

/** The first-run owner sign-up, then a signed-in JSON caller. */
const signUpOwner = async (base: string) => {
  const registered = await registerOwner(base)
  expect(registered.status, await registered.clone().text()).toBe(201)
  return (await signInOwner(base)).post
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
  await killServerProcesses()
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
  const first = await start(silent.url)
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
  const second = await start(smtp.url)
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
