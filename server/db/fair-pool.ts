import pg from 'pg'
import { requestContext } from '../lib/request-context'

type Waiter = { context: { databaseMs: number } | undefined; since: number; grant: () => void }

/**
 * The embedded database's one connection, given next to the waiting request that has held it least
 * (less a quarter of its time in the queue, so a long report still gets its turn). PGlite runs one statement at a
 * time; first come, first served would make a one-row lookup wait behind every statement of two
 * heavy reports, while this way it waits for the statement under way and goes next.
 */
export class FairPool extends pg.Pool {
  #waiting: Waiter[] = []
  #busy = false

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (promise or callback) cannot be forwarded by type
  override connect(callback?: any): any {
    const client = new Promise<void>((grant) => this.#enqueue(grant))
      .then(() => super.connect())
      .then(
        (connection) => this.#held(connection),
        (err) => {
          this.#handOn()
          throw err
        },
      )
    if (!callback) return client
    client.then(
      (connection) => callback(undefined, connection, connection.release),
      (err) => callback(err),
    )
  }

  #enqueue(grant: () => void) {
    const waiter = { context: requestContext.getStore(), since: performance.now(), grant }
    if (!this.#busy && this.#waiting.length === 0) {
      this.#busy = true
      grant()
    } else this.#waiting.push(waiter)
  }

  #held(connection: pg.PoolClient) {
    const context = requestContext.getStore()
    const since = performance.now()
    const release = connection.release
    connection.release = (err?: Error | boolean) => {
      connection.release = release
      release.call(connection, err)
      if (context) context.databaseMs += performance.now() - since
      this.#handOn()
    }
    return connection
  }

  /** The next waiter, chosen after pending I/O has run, so a request that just arrived can compete. */
  #handOn() {
    this.#busy = false
    setImmediate(() => {
      if (this.#busy || this.#waiting.length === 0) return
      const now = performance.now()
      const rank = (w: Waiter) => (w.context?.databaseMs ?? 0) - (now - w.since) / 4
      let next = 0
      for (let i = 1; i < this.#waiting.length; i++)
        if (rank(this.#waiting[i]!) < rank(this.#waiting[next]!)) next = i
      const [waiter] = this.#waiting.splice(next, 1)
      this.#busy = true
      waiter!.grant()
    })
  }
}
