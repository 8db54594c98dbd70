import type { Worker } from 'node:worker_threads'

/** What a worker thread answers to a request: `{ id, data }`, or `{ id, error: { message } }`. */
type Answer<T> = { id?: number; data?: T; error?: { message: string } }

/**
 * Requests to a worker thread and their answers, matched by id. If the thread errs or stops, every
 * request waiting and every later one fails. With `holdProcess: 'whileWaiting'` the thread keeps the
 * process alive only while a request waits for it (a thread that is never closed, such as the password
 * thread); otherwise until it is terminated.
 */
export const threadCalls = <T>(
  worker: Worker,
  opts: { name: string; holdProcess?: 'always' | 'whileWaiting' },
) => {
  const waiting = new Map<number, { resolve: (data: T | undefined) => void; reject: (err: Error) => void }>()
  const whileWaiting = opts.holdProcess === 'whileWaiting'
  let next = 1
  let stopped: Error | undefined
  if (whileWaiting) worker.unref()
  worker.on('message', (answer: Answer<T>) => {
    const call = answer.id === undefined ? undefined : waiting.get(answer.id)
    if (!call) return
    waiting.delete(answer.id!)
    if (whileWaiting && waiting.size === 0) worker.unref()
    if (answer.error) call.reject(new Error(answer.error.message))
    else call.resolve(answer.data)
  })
  const fail = (err: Error) => {
    stopped ??= err
    for (const call of waiting.values()) call.reject(err)
    waiting.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`The ${opts.name} stopped (exit ${code})`)))
  return {
    /** Whether the thread has erred or stopped. */
    get stopped() {
      return stopped !== undefined
    },
    ask(request: Record<string, unknown>, transfer: ArrayBuffer[] = []) {
      if (stopped) return Promise.reject(stopped)
      const id = next++
      return new Promise<T | undefined>((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        if (whileWaiting) worker.ref()
        worker.postMessage({ ...request, id }, transfer)
      })
    },
  }
}
