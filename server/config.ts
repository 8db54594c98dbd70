import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
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
