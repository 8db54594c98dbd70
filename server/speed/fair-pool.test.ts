import { setTimeout as wait } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EmbeddedDatabase } from '../db/embedded'
import { PgliteSocket } from '../db/pglite-socket'
import { FairPool } from './fair-pool'
import { requestContext } from './request-context'

/** A statement run as part of a request of `route`, the way a route's statements reach the pool. */
const asRequest = (pool: FairPool, route: string, text: string) =>
  requestContext.run({ databaseMs: 0, route }, () => pool.query(text))

describe("the embedded database's one connection", () => {
  let database: EmbeddedDatabase
  let pool: FairPool
  beforeAll(async () => {
    database = await EmbeddedDatabase.open({ settings: [] })
    pool = new FairPool({ max: 1, idleTimeoutMillis: 0, stream: () => new PgliteSocket(database) })
  }, 60_000)
  afterAll(async () => {
    await pool.end()
    await database.close()
  })

  it('learns what a turn of each route takes, and outside a request expects nothing', async () => {
    await asRequest(pool, '/heavy', 'select pg_sleep(0.06)')
    await asRequest(pool, '/cheap', 'select 1')
    expect(pool.expectedTurnMs('/heavy')).toBeGreaterThanOrEqual(55)
    // Less than the heavy one's by far, whatever the machine's load adds to both.
    expect(pool.expectedTurnMs('/cheap')).toBeLessThan(pool.expectedTurnMs('/heavy') / 2)
    expect(pool.expectedTurnMs(undefined)).toBe(0)
  })

  it('gives the next turn to a quick lookup before a heavy statement that has waited longer', async () => {
    const finished: string[] = []
    const run = (route: string, text: string, name: string) =>
      asRequest(pool, route, text).then(() => finished.push(name))
    // The first takes the idle connection; the second is queued at once, and by the time the connection
    // is free it has waited 400 ms. The lookup comes 50 ms in (the statement under way leaves 350 ms of
    // slack for a busy machine's late timer).
    const under = run('/heavy', 'select pg_sleep(0.4)', 'heavy under way')
    const queued = run('/heavy', 'select pg_sleep(0.06)', 'heavy queued')
    await wait(50)
    expect(finished).toEqual([])
    const lookup = run('/cheap', 'select 1', 'lookup')
    await Promise.all([under, queued, lookup])
    expect(finished).toEqual(['heavy under way', 'lookup', 'heavy queued'])
  })

  it('still gives a waiting heavy statement its turn while quick lookups keep arriving', async () => {
    const under = asRequest(pool, '/heavy', 'select pg_sleep(0.06)')
    await wait(10)
    const heavy = asRequest(pool, '/heavy', 'select pg_sleep(0.06)')
    let lookups = 0
    let stop = false
    const stream = (async () => {
      while (!stop) {
        await Promise.all([asRequest(pool, '/cheap', 'select 1'), asRequest(pool, '/cheap', 'select 1')])
        lookups += 2
      }
    })()
    // The lookups stop only once the waiting heavy statement has run: starved, it would time out.
    await Promise.all([under, heavy])
    stop = true
    await stream
    expect(lookups).toBeGreaterThan(0)
  })
})
