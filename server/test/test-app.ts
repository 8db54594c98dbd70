import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import type { Role } from '../../shared/roles'
import { buildApp } from '../app'
import { type Config, testConfig } from '../config'
import { type Database, openDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { countries, users } from '../db/schema'
import { seedReferenceData } from '../db/seed'
import { hashPassword } from '../lib/passwords'
import { adminQuery, withDatabase } from './postgres-admin'

/** Tests run on in-memory PGlite, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined

/**
 * A copy of the run's template database (server/test/global-setup.ts): a PGlite loaded from its dump,
 * or a PostgreSQL database created from it. Already migrated and seeded with reference data.
 */
const openTestDatabase = async (): Promise<Database> => {
  if (!process.env.VITEST) return openMigratedDatabase()
  const template = inject('templateDatabase')
  if (!testDatabaseUrl) return openDatabase({ loadDataDir: new Blob([readFileSync(template)]) })
  const name = `kuruma_t_${randomBytes(6).toString('hex')}`
  await adminQuery(testDatabaseUrl, `create database ${name} template ${template}`)
  const database = await openDatabase({ url: withDatabase(testDatabaseUrl, name) })
  return {
    ...database,
    close: async () => {
      await database.close()
      await adminQuery(testDatabaseUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

/**
 * Outside Vitest (`npm run bench`) there is no template: the embedded database, or TEST_DATABASE_URL's
 * database as it is, migrated and seeded here.
 */
const openMigratedDatabase = async () => {
  const database = await openDatabase(testDatabaseUrl ? { url: testDatabaseUrl } : {})
  await migrateDatabase(database)
  await seedReferenceData(database.db)
  return database
}

export const testPassword = 'correct horse battery'
let passwordHash: Promise<string> | undefined

/**
 * A migrated database and the whole app, with helpers to make users of each role and sign them in.
 * `overrides` changes settings (e.g. REMINDER_REFERENCE_DATE) for this app only.
 */
export const createTestApp = async (overrides: Partial<Config> = {}) => {
  const database = await openTestDatabase()
  const dataDir = mkdtempSync(join(tmpdir(), 'kuruma-test-'))
  const config = testConfig(dataDir, overrides)
  const app = await buildApp({ config, db: database.db, workers: false })
  const [japan] = await database.db.select({ id: countries.id }).from(countries).limit(1)
  let seq = 0

  const makeUser = async (role: Role, options: { email?: string; countryId?: number } = {}) => {
    passwordHash ??= hashPassword(testPassword)
    seq += 1
    const [user] = await database.db
      .insert(users)
      .values({
        firstName: `${role}${seq}`,
        lastName: 'Tester',
        email: options.email ?? `${role.toLowerCase()}${seq}@test.kuruma`,
        role,
        countryId: options.countryId ?? japan!.id,
        passwordHash: await passwordHash,
      })
      .returning()
    return user!
  }

  const login = async (email: string, password = testPassword) => {
    const res = await app.inject({ method: 'POST', url: '/api/Auth/login', payload: { email, password } })
    return res.json() as { token: string; userId: number }
  }

  /** A fresh user of this role (in Japan unless told), signed in: returns the Authorization header and the user. */
  const as = async (role: Role, options: { countryId?: number } = {}) => {
    const user = await makeUser(role, options)
    const { token } = await login(user.email)
    return { headers: { authorization: `Bearer ${token}` }, user, token }
  }

  return {
    app,
    db: database.db,
    kind: database.kind,
    config,
    makeUser,
    login,
    as,
    close: async () => {
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
