import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'

/**
 * S3_URL: http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[?region=…] becomes what the S3 client needs.
 * https uses TLS; characters such as / in the secret are percent-encoded (%2F).
 */
export const S3Url = z.string().transform((text, ctx) => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return fail('must be a URL such as https://ACCESS_KEY:SECRET@host/bucket')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return fail('must start with https:// (or http:// for a service without TLS)')
  let accessKey: string
  let secretKey: string
  try {
    accessKey = decodeURIComponent(url.username)
    secretKey = decodeURIComponent(url.password)
  } catch {
    return fail('has a badly percent-encoded access key or secret')
  }
  if (!accessKey || !secretKey)
    return fail('must name the access key and secret: https://ACCESS_KEY:SECRET@host/bucket')
  const bucket = url.pathname.replace(/^\/|\/$/g, '')
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    return fail('must end with a bucket name (3-63 lower-case letters, digits, dots, hyphens): …@host/bucket')
  const other = [...url.searchParams.keys()].filter((key) => key !== 'region')
  if (other.length || url.hash) return fail('takes no setting but ?region=…')
  return {
    endPoint: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : undefined,
    useSSL: url.protocol === 'https:',
    accessKey,
    secretKey,
    region: url.searchParams.get('region') || undefined,
    bucket,
  }
})
export type S3Location = z.infer<typeof S3Url>

const hourMessage = 'must be a whole hour from 0 to 23'

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Uploaded files in an S3 bucket instead of DATA_DIR/uploads. */
  S3_URL: z.preprocess((v) => (v === '' ? undefined : v), S3Url.optional()),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SESSION_HOURS: z.coerce.number().positive().default(12),
  SMTP_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Kuruma <no-reply@kuruma.local>'),
  BASE_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
    .default('USD'),
  CORS_ORIGIN: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** A file to append every statement each request runs to (JSON lines), for the bench; empty: off. */
  SQL_LOG: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REMINDER_REFERENCE_DATE: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BUSINESS_TIMEZONE: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz })
        return true
      } catch {
        return false
      }
    }, 'must be an IANA time zone such as Asia/Tokyo')
    .default('Asia/Tokyo'),
  BUSINESS_NAME: z.string().trim().min(1).default('Kuruma Motors'),
  /** The business's hour (0–23, in BUSINESS_TIMEZONE) from which the day's deadlines digest is sent. */
  DIGEST_HOUR: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: hourMessage })
      .int(hourMessage)
      .min(0, hourMessage)
      .max(23, hourMessage)
      .default(7),
  ),
  /** The address staff open the app at, for links in e-mails; empty: http://localhost:PORT. */
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? '').trim().replace(/\/+$/, '')
      if (text === '') return undefined
      if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'must be an address such as https://kuruma.example.com' })
        return z.NEVER
      }
      return text
    }),
  /** off (default), on (trust every hop), a hop count, or comma-separated proxy addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): boolean | number | string[] => {
      const text = (v ?? '').trim().toLowerCase()
      if (text === '' || text === 'off' || text === 'false') return false
      if (text === 'on' || text === 'true') return true
      if (/^\d+$/.test(text)) return Number(text)
      const list = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      if (list.every((s) => /^[\d.:a-f/]+$/.test(s))) return list
      ctx.addIssue({ code: 'custom', message: 'must be off, on, a hop count or proxy addresses' })
      return z.NEVER
    }),
})

export type Config = z.infer<typeof Env> & { dataDir: string; jwtSecret: string }

/** Parses the environment once. Every bad variable is named; nothing else reads process.env. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  if (env === process.env && existsSync('.env')) process.loadEnvFile('.env')
  const parsed = Env.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const dataDir = resolve(parsed.data.DATA_DIR)
  mkdirSync(dataDir, { recursive: true })
  return { ...parsed.data, dataDir, jwtSecret: parsed.data.JWT_SECRET ?? storedSecret(dataDir) }
}

/** A JWT secret generated on first start and kept in DATA_DIR, so tokens survive a restart. */
const storedSecret = (dataDir: string) => {
  const file = join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** A config for tests: a throwaway data dir and fixed secret. */
export const testConfig = (dataDir: string, overrides: Partial<Config> = {}): Config => ({
  ...Env.parse({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  dataDir,
  jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
  ...overrides,
})
