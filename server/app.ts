import { existsSync } from 'node:fs'
import cors from '@fastify/cors'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyRequest } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Db } from './db/client'
import { attendanceRoutes } from './features/attendance/attendance.routes'
import { auctionPurchasesRoutes } from './features/auction-purchases/auction-purchases.routes'
import { auditRoutes } from './features/audit/audit.routes'
import { backupRoutes } from './features/backup/backup.routes'
import { billsRoutes } from './features/bills/bills.routes'
import { categoriesRoutes } from './features/categories/categories.routes'
import { countriesRoutes } from './features/countries/countries.routes'
import { exchangeRatesRoutes } from './features/countries/exchange-rates.routes'
import { customersRoutes } from './features/customers/customers.routes'
import { startDailyJobs } from './features/daily-jobs/daily-jobs'
import { dashboardRoutes } from './features/dashboard/dashboard.routes'
import { destinationRulesRoutes } from './features/destination-rules/destination-rules.routes'
import { expensesRoutes } from './features/expenses/expenses.routes'
import { deadlinesDigestJob } from './features/export-files/daily-digest'
import { exportFilesRoutes } from './features/export-files/export-files.routes'
import { filesRoutes } from './features/files/files.routes'
import { ledgersRoutes } from './features/ledgers/ledgers.routes'
import { movesRoutes } from './features/moves/moves.routes'
import { paymentsRoutes } from './features/payments/payments.routes'
import { pipelineRoutes } from './features/pipeline/pipeline.routes'
import { startOutboxWorker } from './features/reminders/outbox'
import { remindersRoutes } from './features/reminders/reminders.routes'
import { reportsRoutes } from './features/reports/reports.routes'
import { salaryRoutes } from './features/salary/salary.routes'
import { salesRoutes } from './features/sales/sales.routes'
import { findSessionUser } from './features/session/session.repo'
import { sessionRoutes } from './features/session/session.routes'
import { settingsRoutes } from './features/settings/settings.routes'
import { shipmentsRoutes } from './features/shipments/shipments.routes'
import { staffRoutes } from './features/staff/staff.routes'
import { stationsRoutes } from './features/stations/stations.routes'
import { twoFactorRoutes } from './features/two-factor/two-factor.routes'
import { usersRoutes } from './features/users/users.routes'
import { vehiclesRoutes } from './features/vehicles/vehicles.routes'
import { vendorsRoutes } from './features/vendors/vendors.routes'
import { authPlugin } from './lib/auth'
import { openFileStorage } from './lib/file-storage'
import { normaliseFields, registerErrorHandler, registerJsonParser } from './lib/http'
import { createMailTransport } from './lib/mail'
import { labelRequestStatements } from './lib/sql-log'
import { createFileStore, maxUploadBytes, onFile, takesFiles } from './lib/uploads'
import { webRoot } from './paths'
import { apiDocs } from './plugins/api-docs'
import { compression } from './plugins/compression'
import { securityHeaders } from './plugins/security-headers'
import { webFiles } from './plugins/web-files'
import { figuresCache } from './speed/figures-cache'

/** A hop count trusts that many proxies nearest the server; otherwise the setting is passed as it is. */
const trustedProxies = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting

/** Builds the whole app without listening: main.ts listens, tests call app.inject. */
export const buildApp = async ({
  config,
  db,
  workers = true,
  now,
}: {
  config: Config
  db: Db
  /** Background workers (the outbox, the daily jobs); tests drive them by hand instead. */
  workers?: boolean
  /** The daily jobs' clock; tests fix it. */
  now?: () => Date
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
  // one weighs on every promise of every request, so the server on PostgreSQL keeps none
  // (docs/decisions/0024-one-driver-and-the-embedded-thread.md).
  if (config.SQL_LOG) labelRequestStatements(app)
  const mail = createMailTransport({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.dataDir,
  })
  const outboxWorker = workers
    ? startOutboxWorker(db, mail, (err) => app.log.error({ err }, 'outbox worker'))
    : { poke: () => {}, stop: async () => {} }
  const dailyJobs = workers
    ? startDailyJobs({
        db,
        jobs: [deadlinesDigestJob(config, outboxWorker.poke)],
        timeZone: config.BUSINESS_TIMEZONE,
        now,
        onError: (err, job) => app.log.error({ err, job }, 'daily job'),
      })
    : { stop: async () => {} }
  // The daily jobs first: a digest finishing may still poke the outbox.
  app.addHook('onClose', async () => {
    await dailyJobs.stop()
    await outboxWorker.stop()
  })

  await app.register(securityHeaders)
  await app.register(authPlugin, {
    findSessionUser: (sessionId) => findSessionUser(db, sessionId),
    secret: config.jwtSecret,
  })
  app.decorateRequest('fileStore', {
    getter(this: FastifyRequest) {
      return store.forSession(this.user?.sessionId)
    },
  })
  await app.register(compression)
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
  await app.register(apiDocs)
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
      const deps = { db, storage: store.storage, config, figures: figuresCache() }
      await api.register(stationsRoutes, deps)
      await api.register(categoriesRoutes, deps)
      await api.register(vendorsRoutes, deps)
      await api.register(customersRoutes, deps)
      await api.register(staffRoutes, deps)
      await api.register(attendanceRoutes, deps)
      await api.register(salaryRoutes, deps)
      await api.register(vehiclesRoutes, deps)
      await api.register(exchangeRatesRoutes, deps)
      await api.register(destinationRulesRoutes, deps)
      await api.register(shipmentsRoutes, deps)
      await api.register(pipelineRoutes, deps)
      await api.register(exportFilesRoutes, deps)
      await api.register(auctionPurchasesRoutes, deps)
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

  if (existsSync(webRoot)) await app.register(webFiles, { root: webRoot })
  return app
}
