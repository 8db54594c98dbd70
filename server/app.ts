import { existsSync } from 'node:fs'
import { join } from 'node:path'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyRequest } from 'fastify'
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod'
import helmet from 'helmet'
import type { Config } from './config'
import { type Db, embeddedDatabase } from './db/client'
import { attendanceRoutes } from './features/attendance/attendance.routes'
import { auditRoutes } from './features/audit/audit.routes'
import { backupRoutes } from './features/backup/backup.routes'
import { billsRoutes } from './features/bills/bills.routes'
import { categoriesRoutes } from './features/categories/categories.routes'
import { countriesRoutes } from './features/countries/countries.routes'
import { exchangeRatesRoutes } from './features/countries/exchange-rates.routes'
import { customersRoutes } from './features/customers/customers.routes'
import { dashboardRoutes } from './features/dashboard/dashboard.routes'
import { expensesRoutes } from './features/expenses/expenses.routes'
import { filesRoutes } from './features/files/files.routes'
import { ledgersRoutes } from './features/ledgers/ledgers.routes'
import { movesRoutes } from './features/moves/moves.routes'
import { paymentsRoutes } from './features/payments/payments.routes'
import { startOutboxWorker } from './features/reminders/outbox'
import { remindersRoutes } from './features/reminders/reminders.routes'
import { reportsRoutes } from './features/reports/reports.routes'
import { salaryRoutes } from './features/salary/salary.routes'
import { salesRoutes } from './features/sales/sales.routes'
import { findSessionUser } from './features/session/session.repo'
import { sessionRoutes } from './features/session/session.routes'
import { settingsRoutes } from './features/settings/settings.routes'
import { staffRoutes } from './features/staff/staff.routes'
import { stationsRoutes } from './features/stations/stations.routes'
import { twoFactorRoutes } from './features/two-factor/two-factor.routes'
import { usersRoutes } from './features/users/users.routes'
import { vehiclesRoutes } from './features/vehicles/vehicles.routes'
import { vendorsRoutes } from './features/vendors/vendors.routes'
import { authPlugin } from './lib/auth'
import { openFileStorage } from './lib/file-storage'
import { normaliseFields, registerErrorHandler, registerJsonParser } from './lib/http'
import { dataChanged } from './lib/list'
import { createMailTransport } from './lib/mail'
import { withRequestContext } from './lib/request-context'
import { serializerCompiler } from './lib/serializer'
import { labelRequestStatements } from './lib/sql-log'
import { createFileStore, maxUploadBytes, onFile, takesFiles } from './lib/uploads'
import { webRoot } from './paths'

/** A hop count trusts that many proxies nearest the server; otherwise the setting is passed as it is. */
const trustedProxies = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting

/**
 * The security headers of the API's answers (JSON, files, exports). They are data, never a page: the
 * web app reads them with fetch, and what it opens (a PDF, a photo) it opens as a blob of its own or as
 * a signed file link, which sets its own sandboxing policy. So nothing may run in them or frame them,
 * the browser must not guess their type, and no other site may embed them. Helmet's dozen page headers
 * (800 bytes on every answer) made a cheap answer a fifth slower to serve at 50 connections.
 */
const apiHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
}

/** A request for the API's data: anything under /api but its documentation's pages (routes ignore case). */
const dataPath = /^\/api\/(?!docs)/i
const answersData = (url: string) => dataPath.test(url)

/** Builds the whole app without listening: main.ts listens, tests call app.inject. */
export const buildApp = async ({
  config,
  db,
  workers = true,
  ownsDatabase = embeddedDatabase(db) !== undefined,
}: {
  config: Config
  db: Db
  /** Background workers (the outbox); tests drive them by hand instead. */
  workers?: boolean
  /**
   * Whether every change to the database goes through this process: so with the embedded database,
   * whose folder one process opens. Session checks are then kept between writes (see `authPlugin`).
   */
  ownsDatabase?: boolean
}) => {
  const store = createFileStore(await openFileStorage(config), config.jwtSecret)
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Client addresses come from X-Forwarded-For only behind a configured proxy; otherwise anyone could
    // pick their own address and slip past the login limits.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerJsonParser(app)
  // The embedded database's pool hands its one connection to the request that has held it least, so it
  // must know which request each statement is for. That is the only use of a request context: keeping
  // one costs every promise of every request (a tenth of a cheap answer's throughput on Node 20), so the
  // server on PostgreSQL keeps none.
  if (embeddedDatabase(db)) withRequestContext(app)
  if (config.SQL_LOG) labelRequestStatements(app)
  const mail = createMailTransport({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.dataDir,
  })
  const outboxWorker = workers
    ? startOutboxWorker(db, mail, (err) => app.log.error({ err }, 'outbox worker'))
    : { poke: () => {}, stop: async () => {} }
  app.addHook('onClose', () => outboxWorker.stop())

  // The security headers of the pages (the web app, the API's documentation): helmet's middleware, made
  // once (@fastify/helmet built it again on every request). The API's own answers get `apiHeaders`.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  })
  app.addHook('onRequest', (req, reply, done) => {
    if (answersData(req.url)) {
      reply.headers(apiHeaders)
      done()
    } else securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined))
  })
  // Before compression: the session check's hook on each answer runs before the answer is compressed.
  await app.register(authPlugin, {
    findSessionUser: (sessionId) => findSessionUser(db, sessionId),
    secret: config.jwtSecret,
    ownsDatabase,
  })
  app.decorateRequest('fileStore', {
    getter(this: FastifyRequest) {
      return store.forSession(this.user?.sessionId)
    },
  })
  // Answers of 1 KB and more go compressed to clients that accept it (every browser): a vehicle page or
  // a ledger is a tenth of its size or less over a station's slow link. Brotli at its fast level 4, else
  // gzip. Images, PDFs and spreadsheets are compressed already and go as they are; the build's own
  // compressed copies of the web app are served by the static files below. Compressed request bodies are
  // not accepted: nothing here sends one, and inflating them would only be a way around the body limit.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false })
  if (config.CORS_ORIGIN) {
    await app.register(cors, {
      origin: config.CORS_ORIGIN.split(',').map((o) => o.trim()),
      exposedHeaders: ['X-Total-Count'],
    })
  } else {
    // Same origin only: a preflight from elsewhere is answered (204) with no CORS headers, so the
    // browser refuses the call, instead of a 404 that looks like a missing route.
    app.options('/api/*', { schema: { hide: true } }, (_req, reply) => reply.status(204).send())
  }
  // A write answered: list totals and figures computed before it are computed again. Signing in is not
  // such a write: the dashboard a user lands on after it keeps its figures (20 ms at 100,000 vehicles
  // to work them out again, 1–2 ms to answer them kept).
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || reply.statusCode >= 400) return
    if (!req.routeOptions.config.listsUnchanged) dataChanged()
  })
  // What a signed-in user reads is theirs: no shared or browser cache keeps it.
  app.addHook('onSend', async (req, reply) => {
    if (req.user && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store')
  })
  await app.register(formbody)
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile,
    limits: { fileSize: maxUploadBytes, files: 25, fields: 200 },
  })
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kuruma API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
  app.addHook('preValidation', normaliseFields)
  app.addHook('onRoute', (route) => {
    if (takesFiles(route.schema?.body)) route.config = { ...route.config, files: true }
  })

  await app.register(
    async (api) => {
      api.get('/health', { schema: { tags: ['health'] } }, async (_req, reply) => {
        try {
          await db.execute(sql`select 1`)
          return { status: 'ok', database: 'reachable' }
        } catch {
          return reply.status(503).send({ status: 'error', database: 'unreachable' })
        }
      })
      await api.register(sessionRoutes, { db, secret: config.jwtSecret, sessionHours: config.SESSION_HOURS })
      await api.register(usersRoutes, {
        db,
        businessTimeZone: config.BUSINESS_TIMEZONE,
        businessName: config.BUSINESS_NAME,
        poke: outboxWorker.poke,
      })
      await api.register(countriesRoutes, { db })
      await api.register(filesRoutes, { db, store })
      const deps = { db, storage: store.storage, config }
      await api.register(stationsRoutes, deps)
      await api.register(categoriesRoutes, deps)
      await api.register(vendorsRoutes, deps)
      await api.register(customersRoutes, deps)
      await api.register(staffRoutes, deps)
      await api.register(attendanceRoutes, deps)
      await api.register(salaryRoutes, deps)
      await api.register(vehiclesRoutes, deps)
      await api.register(exchangeRatesRoutes, deps)
      await api.register(salesRoutes, deps)
      await api.register(paymentsRoutes, deps)
      await api.register(ledgersRoutes, deps)
      await api.register(expensesRoutes, deps)
      await api.register(movesRoutes, deps)
      await api.register(dashboardRoutes, deps)
      await api.register(remindersRoutes, { ...deps, poke: outboxWorker.poke })
      await api.register(reportsRoutes, deps)
      await api.register(billsRoutes, { ...deps, poke: outboxWorker.poke })
      await api.register(settingsRoutes, deps)
      await api.register(auditRoutes, deps)
      await api.register(backupRoutes, deps)
      await api.register(twoFactorRoutes, { ...deps, poke: outboxWorker.poke })
    },
    { prefix: '/api' },
  )

  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build's compressed copies, for browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      // A file under assets/ has its content's hash in its name: it never changes, so the browser keeps it
      // and asks nothing on the next visit. Everything else (index.html, the logo) is asked about each time.
      setHeaders: (reply, path) =>
        reply.header(
          'Cache-Control',
          path.startsWith(join(webRoot, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    })
    app.get('/*', { schema: { hide: true } }, (req, reply) => {
      if (req.url.startsWith('/api/')) return reply.callNotFound()
      return reply.sendFile('index.html')
    })
  }
  return app
}
