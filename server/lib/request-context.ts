import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance } from 'fastify'

/**
 * What code deep in a request needs to know about the request without every call passing it down:
 * its session (file URLs made while serving it are bound to it), its route, and how long it has held
 * the embedded database (the next statement goes to the request expected to hold it least).
 */
export type RequestContext = { sessionId?: string; route?: string; databaseMs: number }

export const requestContext = new AsyncLocalStorage<RequestContext>()

/** The first hook of every request: the rest of the request, and every statement it runs, has its context. */
export const withRequestContext = (app: FastifyInstance) =>
  app.addHook('onRequest', (req, _reply, done) =>
    requestContext.run({ databaseMs: 0, route: req.routeOptions.url }, done),
  )
