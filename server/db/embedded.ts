import { Worker } from 'node:worker_threads'
import { threadCalls } from '../lib/thread-calls'
import { embeddedWorkerFile } from '../paths'

type Ready = { ready?: boolean; error?: { message: string } }

/**
 * The embedded database (PGlite) on a thread of its own. PGlite runs PostgreSQL compiled to WebAssembly,
 * and a statement runs to its end once started: on the HTTP thread, every request would wait for it.
 * Here the HTTP thread keeps reading requests and writing answers while a statement runs, and the two
 * use both cores.
 */
export class EmbeddedDatabase {
  #worker: Worker
  #calls: ReturnType<typeof threadCalls<ArrayBuffer>>
  #closed = false

  private constructor(worker: Worker) {
    this.#worker = worker
    this.#calls = threadCalls<ArrayBuffer>(worker, { name: 'embedded database' })
  }

  /** PGlite in `dataDir` (in memory when undefined), optionally from a dump of another data directory. */
  static async open(opts: { dataDir?: string; loadDataDir?: Blob; settings: string[] }) {
    const loadDataDir = opts.loadDataDir ? await opts.loadDataDir.arrayBuffer() : undefined
    const worker = new Worker(embeddedWorkerFile, {
      workerData: { dataDir: opts.dataDir, loadDataDir, settings: opts.settings },
      transferList: loadDataDir ? [loadDataDir] : [],
      // The worker is plain JavaScript: it needs none of the loaders the server may run under.
      execArgv: [],
    })
    const ready = await new Promise<Ready>((resolve, reject) => {
      worker.once('message', resolve)
      worker.once('error', reject)
    })
    if (!ready.ready) {
      await worker.terminate()
      throw new Error(ready.error?.message ?? 'The embedded database did not start')
    }
    return new EmbeddedDatabase(worker)
  }

  get closed() {
    return this.#closed || this.#calls.stopped
  }

  #ask(request: Record<string, unknown>, transfer: ArrayBuffer[] = []) {
    if (this.closed) return Promise.reject(new Error('The embedded database is closed'))
    return this.#calls.ask(request, transfer)
  }

  /** Wire-protocol messages in, the backend's answer out. */
  async protocol(message: Uint8Array) {
    const copy = message.slice()
    return Buffer.from((await this.#ask({ type: 'protocol', message: copy.buffer }, [copy.buffer]))!)
  }

  async exec(sql: string) {
    await this.#ask({ type: 'exec', sql })
  }

  /** The data directory as a tar file (what PGlite's dumpDataDir makes). */
  async dumpDataDir(compression: 'none' | 'gzip') {
    return new Blob([(await this.#ask({ type: 'dump', compression }))!])
  }

  /** A CHECKPOINT, then PGlite closes and its thread ends. */
  async close() {
    if (this.#closed) return
    await this.#ask({ type: 'close' })
    this.#closed = true
    await this.#worker.terminate()
  }
}
