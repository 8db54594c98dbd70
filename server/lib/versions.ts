import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { messages } from '../../shared/messages'
import { conflict } from './errors'

/** A table whose records are edited in forms: its key, and a version every update bumps. */
type Versioned = { id: PgColumn; version: PgColumn }

/**
 * The record to update, as the editor loaded it: with `version`, an update finds no row once someone
 * else has saved the record since (`changedMeanwhile`); without one (a client that sends none, or a
 * save the server makes itself) it finds the record as it is.
 */
export const asLoaded = (table: Versioned, id: number, version?: number | null): SQL =>
  version ? and(eq(table.id, id), eq(table.version, version))! : eq(table.id, id)

/** The version an update leaves: one more than the record had. */
export const nextVersion = (table: Versioned) => sql`${table.version} + 1`

/** 409 for a save from a form that loaded an older version of the record. */
export const changedMeanwhile = () =>
  conflict(messages.common.changedMeanwhile, { version: [messages.common.changedMeanwhile] })
