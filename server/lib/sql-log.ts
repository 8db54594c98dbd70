import { AsyncLocalStorage } from 'node:async_hooks'
import { appendFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'

/** The request whose statements are being recorded (its `x-request-label` header, else its id). */
const current = new AsyncLocalStorage<string>()

/**
 * A drizzle logger that appends every statement a request runs to `file`, one JSON line each
 * ({ request, query, params }); statements outside a request (workers, startup) are left out. Only on
 * when SQL_LOG is set: `npm run bench` replays each endpoint's own statements through the same driver.
 */
export const sqlFileLogger = (file: string) => ({
  logQuery(query: string, params: unknown[]) {
    const request = current.getStore()
    if (request) appendFileSync(file, `${JSON.stringify({ request, query, params })}\n`)
  },
})

/** The first hook of every request when SQL_LOG is set: labels the statements that follow. */
export const labelRequestStatements = (app: FastifyInstance) =>
  app.addHook('onRequest', (req, _reply, done) => {
    const label = req.headers['x-request-label']
    current.run(typeof label === 'string' ? label : req.id, done)
  })
