import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { errorTitle } from '../../shared/messages'
import { type FieldErrors, fieldError, HttpError } from './errors'

const lowerFirst = (key: string) => (key ? key[0]!.toLowerCase() + key.slice(1) : key)

/** The API contract: field names are camelCase and their first letter is matched case-insensitively (Id → id). */
const normaliseKeys = (value: unknown): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value) || Buffer.isBuffer(value)) return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [lowerFirst(k), v]))
}

/** The largest id a row can have (PostgreSQL integer). */
const maxId = 2_147_483_647
const isIdKey = (key: string) => key === 'id' || /Id$/.test(key)

/** Half of a UTF-16 pair without its other half: no character at all, so no UTF-8 text can hold it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Input no column can hold is refused here, naming the field, before any schema or query sees it: a NUL
 * character in text (PostgreSQL text cannot store it), a lone surrogate (the database would store a
 * replacement character instead, silently) and an id beyond the integer range.
 */
const refuseUnstorable = (value: unknown, path: string) => {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw fieldError(path, 'must not contain a NUL character')
    if (loneSurrogate.test(value)) throw fieldError(path, 'must be valid text (it holds half a character)')
    const key = path.split('.').at(-1)!
    if (isIdKey(key) && /^\s*\d+\s*$/.test(value) && Number(value) > maxId)
      throw fieldError(path, 'is not a known id')
  } else if (typeof value === 'number') {
    const key = path.split('.').at(-1)!
    if (isIdKey(key) && value > maxId) throw fieldError(path, 'is not a known id')
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) refuseUnstorable(v, `${path}.${i}`)
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) refuseUnstorable(v, path ? `${path}.${k}` : k)
  }
}

export const normaliseFields = async (req: FastifyRequest) => {
  req.query = normaliseKeys(req.query)
  req.body = normaliseKeys(req.body)
  // A client never chooses a primary key: Id 0 or empty in a body (as the original client sends on a
  // create) means "new".
  const body = req.body as Record<string, unknown> | undefined
  if (
    body &&
    typeof body === 'object' &&
    'id' in body &&
    (body.id === 0 || body.id === '0' || body.id === '')
  )
    delete body.id
  refuseUnstorable(req.params, '')
  refuseUnstorable(req.query, '')
  refuseUnstorable(req.body, '')
}

/** No form of Kuruma's nests deeper than a few levels; far deeper JSON only exhausts the parser's stack. */
export const maxJsonDepth = 32

/** How deep a JSON text nests its arrays and objects, counted without parsing it (strings skipped). */
const nestedDeeperThan = (text: string, limit: number) => {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // a backslash escapes the next character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 || c === 123) {
      depth++
      if (depth > limit) return true
    } else if (c === 93 || c === 125) depth--
  }
  return false
}

/**
 * JSON bodies through Fastify's own parser (which refuses prototype keys), after a check that they nest
 * at most `maxJsonDepth` levels: 400 naming the body otherwise, on every route, before any hook.
 */
export const registerJsonParser = (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (nestedDeeperThan(body as string, maxJsonDepth))
      return done(fieldError('body', `nests more than ${maxJsonDepth} levels deep`), undefined)
    parse(req, body as string, done)
  })
}

/** A multipart body that cannot be parsed (truncated, or its boundary does not match). */
const isMalformedMultipart = (err: FastifyError) =>
  /Unexpected end of (form|multipart data)|Multipart: Boundary not found|Malformed part header|Part terminated early/i.test(
    err.message,
  )

/** What a size limit met by Fastify or the multipart parser says, by its error code. */
const tooMuch: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'is larger than 2 MB (files go in a multipart form, 10 MB each)',
  FST_REQ_FILE_TOO_LARGE: 'has a file larger than 10 MB',
  FST_FILES_LIMIT: 'has more than 25 files',
  FST_FIELDS_LIMIT: 'has more than 200 fields',
  FST_PARTS_LIMIT: 'has too many parts',
}

/** One handler answers every failure as {status, title, message, errors?}; a 5xx never leaks internals. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers)
      return reply
        .status(err.status)
        .send({ status: err.status, title: err.title, message: err.message, errors: err.errors })
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldErrors = {}
      for (const issue of err.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          String(issue.params?.missingProperty ?? '')
        const key = field || 'body'
        errors[key] = [...(errors[key] ?? []), issue.message ?? 'is invalid']
      }
      const [first] = Object.entries(errors)
      const message = first ? `${first[0]}: ${first[1][0]}` : 'Invalid input'
      return reply.status(400).send({ status: 400, title: errorTitle(400), message, errors })
    }
    if (isMalformedMultipart(err))
      return reply.status(400).send({
        status: 400,
        title: errorTitle(400),
        message: 'body: the multipart form could not be read',
        errors: { body: ['the multipart form could not be read'] },
      })
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500
    if (status === 500) {
      req.log.error({ err }, 'unhandled error')
      return reply.status(500).send({ status: 500, title: errorTitle(500), message: 'Something went wrong' })
    }
    if (status === 413) {
      // Size limits met before a route's own check (the whole body, or too many files or fields) are
      // still named: the body as a whole, with what was too much.
      const what = tooMuch[err.code] ?? 'is too large'
      return reply
        .status(413)
        .send({ status, title: errorTitle(413), message: `body: ${what}`, errors: { body: [what] } })
    }
    if (status === 400 || status === 415) {
      // The body as a whole could not be read (not JSON, a forbidden __proto__ key, an unknown type).
      return reply.status(status).send({
        status,
        title: errorTitle(status),
        message: `body: ${err.message}`,
        errors: { body: [err.message] },
      })
    }
    return reply.status(status).send({ status, title: errorTitle(status), message: err.message })
  })
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({
      status: 404,
      title: errorTitle(404),
      message: `No route ${req.method} ${req.url.split('?')[0]}`,
    }),
  )
}
