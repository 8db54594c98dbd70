import { Worker } from 'node:worker_threads'
import { passwordWorkerFile } from '../paths'
import { commonPasswords } from './common-passwords'

type Job = { op: 'hash'; password: string } | { op: 'verify'; hash: string; password: string }
type Answer = { id: number; result?: string | boolean; error?: string }

/**
 * argon2id runs on a thread of its own, one job after another. On libuv's shared pool, each check landed
 * on whichever of its four threads was free, whose 19 MiB was no longer in the CPU's cache: a check took
 * 7.5–8 ms or 10–11 ms by turns; on one thread it takes 7.5–8 ms every time. It also leaves the pool to
 * file reads and compression. A sign-in storm queues here, not in front of everything else.
 */
let worker: Worker | undefined
const waiting = new Map<number, { resolve: (v: string | boolean) => void; reject: (e: Error) => void }>()
let nextId = 0

const hashingThread = () => {
  if (worker) return worker
  const thread = new Worker(passwordWorkerFile, { execArgv: [] })
  const fail = (err: Error) => {
    // An error is followed by an exit: the jobs are failed once, and a thread started since is kept.
    if (worker !== thread) return
    worker = undefined
    for (const job of waiting.values()) job.reject(err)
    waiting.clear()
  }
  thread.on('message', ({ id, result, error }: Answer) => {
    const job = waiting.get(id)
    waiting.delete(id)
    // The thread keeps the process alive only while a job is waiting for it.
    if (waiting.size === 0) thread.unref()
    if (error !== undefined || result === undefined) job?.reject(new Error(error ?? 'no answer'))
    else job?.resolve(result)
  })
  thread.on('error', fail)
  thread.on('exit', (code) => fail(new Error(`The password thread stopped (exit ${code})`)))
  thread.unref()
  worker = thread
  return thread
}

const run = (job: Job) =>
  new Promise<string | boolean>((resolve, reject) => {
    const thread = hashingThread()
    const id = nextId++
    waiting.set(id, { resolve, reject })
    thread.ref()
    thread.postMessage({ ...job, id })
  })

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
