import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance } from 'fastify'

/**
 * What code deep in a request needs to know about the request without every call passing it down:
 * its session (file URLs made while serving it are bound to it) and how long it has held the embedded
 * database (the next statement goes to the request that has held it least).
 */
export type RequestContext = { sessionId?: string; databaseMs: number }

export const requestContext = new AsyncLocalStorage<RequestContext>()

/** The first hook of every request: the rest of the request, and every statement it runs, has its context. */
export const withRequestContext = (app: FastifyInstance) =>
  app.addHook('onRequest', (_req, _reply, done) => requestContext.run({ databaseMs: 0 }, done))
