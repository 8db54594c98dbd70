import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * The security headers of the API's answers (JSON, files, exports). They are data, never a page: the
 * web app reads them with fetch, and what it opens (a PDF, a photo) it opens as a blob of its own or as
 * a signed file link, which sets its own sandboxing policy. So nothing may run in them or frame them,
 * the browser must not guess their type, and no other site may embed them. Helmet's dozen page headers
 * would only weigh on every answer (docs/security.md).
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

/**
 * Every answer's security headers, decided by its address before any route runs, so a 404 or a 401 gets
 * the same as the answer it stands for: the API's data gets `apiHeaders`, the pages (the web app, the
 * API's documentation) helmet's, with a strict Content-Security-Policy. Helmet is applied per answer
 * (`global: false`), so data answers never build its headers.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      global: false,
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
      if (dataPath.test(req.url)) reply.headers(apiHeaders)
      else reply.helmet()
      done()
    })
  },
  { name: 'security-headers' },
)
