import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { seedReferenceData } from '../db/seed'
import { adminQuery, withDatabase } from './postgres-admin'

/**
 * Migrates one template database per run; every test file then starts from a copy of it instead of
 * migrating its own: loading a dump (PGlite) or `create database … template` (PostgreSQL) is far
 * cheaper than creating and migrating a database.
 */
export default async function setup(project: TestProject) {
  const url = (project.config.env?.TEST_DATABASE_URL as string | undefined) || undefined
  if (url) {
    const name = `kuruma_tpl_${randomBytes(6).toString('hex')}`
    await adminQuery(url, `create database ${name}`)
    const database = await openDatabase({ url: withDatabase(url, name) })
    await migrateDatabase(database)
    await seedReferenceData(database.db)
    await database.close()
    project.provide('templateDatabase', name)
    return () => adminQuery(url, `drop database if exists ${name} with (force)`)
  }
  const database = await openDatabase({})
  await migrateDatabase(database)
  await seedReferenceData(database.db)
  const dump = await database.embedded!.dumpDataDir('none')
  await database.close()
  const dir = mkdtempSync(join(tmpdir(), 'kuruma-template-'))
  const file = join(dir, 'pgdata.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('templateDatabase', file)
  return () => rmSync(dir, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string
  }
}
