import type { Socket } from 'node:net'
import pg from 'pg'

export type PipelinedConnection = ReturnType<typeof pipelinedConnection>

/**
 * Dates and times (and arrays of them, and of numerics) as PostgreSQL writes them, every other type as
 * pg reads it: what drizzle's driver does on the pool, so a row reads the same over either connection.
 */
const textAsWritten = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
])
const asText = (value: string) => value
const drizzleTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    textAsWritten.has(oid) ? asText : pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig

/**
 * One connection on which many short statements are in flight at once (pg's pipeline mode): each is
 * written as soon as it is asked, without waiting for the answers to those before it, and PostgreSQL
 * answers them in order. Made for the session check that every request runs: fifty concurrent reads'
 * checks keep one database process busy instead of waking one of the pool's for each, and no check
 * waits for a pool connection behind the pages being read. Only short statements belong here (a
 * lookup by key, a page of a table of a few dozen rows: `runShort` in prepared.ts): each one waits for
 * those written before it.
 *
 * The statements asked during one turn of the event loop go out in one write, at its end (the socket is
 * corked until `setImmediate`): under load the checks of many requests read in one turn then cost one
 * system call and one wake-up of the database's process, not one each. At one client a turn asks one
 * statement, which goes as soon as the turn's work is done.
 *
 * Opened on first use. When the connection fails, the statements in flight on it fail with it (their
 * callers fall back to the pool) and the next statement opens a new one. When it cannot be opened (the
 * database is down or full), statements fail at once for the next five seconds rather than each trying
 * to connect.
 */
export const pipelinedConnection = (
  config: pg.ClientConfig,
  /** Told each statement, as drizzle's logger is (SQL_LOG). */
  logger?: { logQuery: (query: string, params: unknown[]) => void },
) => {
  let current: Promise<pg.Client> | undefined
  let closed = false
  let retryAt = 0
  let corked: Socket | undefined
  /** Holds what is written to `socket` until the end of this turn of the event loop. */
  const holdUntilTurnEnds = (socket: Socket) => {
    if (corked === socket) return
    corked = socket
    socket.cork()
    setImmediate(() => {
      corked = undefined
      socket.uncork()
    })
  }
  const open = () => {
    const client = new pg.Client({ ...config, types: drizzleTypes, pipeline: true } as pg.ClientConfig)
    const opening: Promise<pg.Client> = client.connect().then(
      () => client,
      (err) => {
        forget()
        retryAt = Date.now() + 5000
        throw err
      },
    )
    const forget = () => {
      if (current === opening) current = undefined
    }
    // A dropped connection is forgotten; what was in flight on it is answered with the error.
    client.on('error', forget)
    client.on('end', forget)
    return opening
  }
  return {
    /** The rows of one statement; `name` prepares it once on the connection. */
    async query<T>(statement: { name: string; text: string; values: unknown[] }): Promise<T[]> {
      if (closed) throw new Error('The pipelined connection is closed')
      if (!current && Date.now() < retryAt) throw new Error('The pipelined connection could not be opened')
      logger?.logQuery(statement.text, statement.values)
      current ??= open()
      const client = await current
      holdUntilTurnEnds((client as unknown as { connection: { stream: Socket } }).connection.stream)
      return (await client.query<T & pg.QueryResultRow>(statement)).rows
    },
    async close() {
      closed = true
      const client = await current?.catch(() => undefined)
      current = undefined
      await client?.end().catch(() => {})
    },
  }
}
