/*
 * Speed: what the fair pool (fair-pool.ts) needs to know about the request each statement is for, kept
 * only on the embedded database. The case it speeds: a cheap request while two clients hammer the
 * heaviest report on the embedded database. Figures: docs/decisions/0023 (and 0024).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance } from 'fastify'

/**
 * What the embedded database's pool needs to know about the request each statement is for, without
 * every call passing it down: its route, and how long it has held the database (the next statement goes
 * to the request expected to hold it least). Kept only on the embedded database (see `buildApp`).
 */
export type RequestContext = { route?: string; databaseMs: number }

export const requestContext = new AsyncLocalStorage<RequestContext>()

/** The first hook of every request: the rest of the request, and every statement it runs, has its context. */
export const withRequestContext = (app: FastifyInstance) =>
  app.addHook('onRequest', (req, _reply, done) =>
    requestContext.run({ databaseMs: 0, route: req.routeOptions.url }, done),
  )
