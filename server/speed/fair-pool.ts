/*
 * Speed: the embedded database's one connection handed out by fair turns, so a cheap request is not
 * queued behind every statement of a heavy one. The case it speeds: a cheap request while two clients
 * hammer the heaviest report on the embedded database. Figures: docs/decisions/0023 (and 0024).
 * Public APIs only: pg's Pool.connect and a PoolClient's release.
 */
import pg from 'pg'
import { type RequestContext, requestContext } from './request-context'

type Waiter = { context: RequestContext | undefined; since: number; grant: () => void }

/** How much one turn's time moves its route's expected time (a moving average over about ten turns). */
const learning = 0.2

/**
 * The embedded database's one connection, given next to the waiting request expected to hold it least:
 * what a turn of its route has taken on average, plus what the request has held already, less a quarter
 * of its time in the queue (so a long report still gets its turn). PGlite runs one statement at a time;
 * first come, first served would make a one-row lookup wait behind every statement of two heavy
 * reports. Ranked by what a request has held alone, a heavy request that had run only its session check
 * came first once it had waited a little, so a lookup of three statements waited behind a heavy
 * statement for each of them; ranked by its route's usual turn as well, it waits only for the statement
 * under way.
 */
export class FairPool extends pg.Pool {
  #waiting: Waiter[] = []
  #busy = false
  /** Milliseconds a turn of each route takes, on average. */
  #turnMs = new Map<string, number>()

  /** What a turn of this route is expected to take (0 until one has been seen, and outside a request). */
  expectedTurnMs(route: string | undefined) {
    return (route && this.#turnMs.get(route)) || 0
  }

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
      const ms = performance.now() - since
      if (context) {
        context.databaseMs += ms
        if (context.route) {
          const seen = this.#turnMs.get(context.route)
          this.#turnMs.set(context.route, seen === undefined ? ms : seen + (ms - seen) * learning)
        }
      }
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
      const rank = (w: Waiter) =>
        this.expectedTurnMs(w.context?.route) + (w.context?.databaseMs ?? 0) - (now - w.since) / 4
      let next = 0
      for (let i = 1; i < this.#waiting.length; i++)
        if (rank(this.#waiting[i]!) < rank(this.#waiting[next]!)) next = i
      const [waiter] = this.#waiting.splice(next, 1)
      this.#busy = true
      waiter!.grant()
    })
  }
}
