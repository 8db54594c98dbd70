import { Worker } from 'node:worker_threads'
import { passwordWorkerFile } from '../paths'
import { commonPasswords } from './common-passwords'
import { threadCalls } from './thread-calls'

type Job = { op: 'hash'; password: string } | { op: 'verify'; hash: string; password: string }

/**
 * argon2id runs on a thread of its own, one job after another. On libuv's shared pool, each check landed
 * on whichever of its four threads was free, whose 19 MiB was no longer in the CPU's cache, and took
 * longer by turns; on one thread it stays in the cache (see docs/decisions/0023). It also leaves the pool
 * to file reads and compression. A sign-in storm queues here, not in front of everything else. A thread
 * that stopped is replaced on the next job.
 */
let thread: ReturnType<typeof threadCalls<string | boolean>> | undefined

const run = (job: Job) => {
  if (!thread || thread.stopped)
    thread = threadCalls<string | boolean>(new Worker(passwordWorkerFile, { execArgv: [] }), {
      name: 'password thread',
      holdProcess: 'whileWaiting',
    })
  return thread.ask(job)
}

/** argon2id with the library's defaults (OWASP: m=19 MiB, t=2, p=1). */
export const hashPassword = async (password: string) => (await run({ op: 'hash', password })) as string

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return (await run({ op: 'verify', hash: passwordHash, password })) === true
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined
/** Spends the same hash work as a real check, so an unknown e-mail answers as slowly as a wrong password. */
export const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword('kuruma-dummy-password-for-timing').catch((err) => {
    dummyHash = undefined
    throw err
  })
  await verifyPassword(await dummyHash, password)
  return false
}

/** OWASP ASVS 6.2: length only, plus a refusal of well-known passwords. */
export const isCommonPassword = (password: string) => commonPasswords.has(password.toLowerCase())
