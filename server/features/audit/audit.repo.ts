import { type AnyColumn, and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { AuditQuery, AuditRow } from '../../../shared/audit'
import type { Queryable } from '../../db/client'
import { likePattern, orderBy, pageOf } from '../../lib/list'
import { fullName } from '../../lib/names'
import { users } from '../users/users.table'
import { auditLog } from './audit.table'

export type AuditEntry = {
  userId: number | undefined
  entity: string
  entityId: string | number
  action: 'create' | 'update' | 'delete' | (string & {})
  before?: unknown
  after?: unknown
}

const secretKeys = new Set(['passwordHash', 'password'])
const scrub = (row: unknown) =>
  row && typeof row === 'object'
    ? Object.fromEntries(Object.entries(row).filter(([k]) => !secretKeys.has(k)))
    : (row ?? null)

/** The one way any feature records a change: call it inside the transaction that makes the change. */
export const recordAudit = (db: Queryable, entry: AuditEntry) =>
  db.insert(auditLog).values({
    userId: entry.userId ?? null,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: scrub(entry.before),
    after: scrub(entry.after),
  })

const objectOr = (column: AnyColumn, fallback: SQL) =>
  sql`case when jsonb_typeof(${column}) = 'object' then ${column} else ${fallback} end`

/** The row as stored, with any secret key removed again on the way out (rows written before scrubbing). */
const shown = (column: AnyColumn) =>
  sql<unknown>`case when jsonb_typeof(${column}) = 'object' then ${column} - 'passwordHash' - 'password' else ${column} end`

/** The keys whose values differ between before and after; a missing key counts as JSON null. */
const changedFields = sql<string[]>`(
  select coalesce(jsonb_agg(k order by k), '[]'::jsonb) from (
    select jsonb_object_keys(${objectOr(auditLog.before, sql`'{}'::jsonb`)}) as k
    union
    select jsonb_object_keys(${objectOr(auditLog.after, sql`'{}'::jsonb`)})
  ) keys
  where k not in ('passwordHash', 'password')
    and coalesce(${auditLog.before} -> k, 'null'::jsonb) is distinct from coalesce(${auditLog.after} -> k, 'null'::jsonb)
)`

const sortable = { at: auditLog.at, entity: auditLog.entity, action: auditLog.action }

/**
 * The audit log, one page at a time, newest first unless told. `from`/`to` are business dates: whole days
 * in `timeZone`, so a change at 00:30 in Tokyo belongs to that Tokyo day wherever the server runs. The
 * page's ids are chosen first, so the changed fields are worked out for that page's rows only.
 */
export const listAudit = async (db: Queryable, query: AuditQuery, timeZone: string) => {
  const who = fullName(users.firstName, users.lastName)
  const filters: SQL[] = []
  if (query.userId) filters.push(eq(auditLog.userId, query.userId))
  if (query.entity) filters.push(eq(auditLog.entity, query.entity))
  if (query.entityId) filters.push(eq(auditLog.entityId, String(query.entityId)))
  if (query.from)
    filters.push(sql`${auditLog.at} >= (${query.from}::date)::timestamp at time zone ${timeZone}`)
  if (query.to)
    filters.push(sql`${auditLog.at} < (${query.to}::date + 1)::timestamp at time zone ${timeZone}`)
  if (query.q) {
    const named = db
      .select({ id: users.id })
      .from(users)
      .where(ilike(who, likePattern(query.q)))
    filters.push(or(inArray(auditLog.userId, named), ilike(auditLog.action, likePattern(query.q)))!)
  }
  const where = filters.length ? and(...filters) : undefined
  const order = orderBy(query.sort ?? '-at', sortable, 'at', auditLog.id)
  const pageIds = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(where)
    .orderBy(...order)
    .limit(pageOf(query).limit)
    .offset(pageOf(query).offset)
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      userId: auditLog.userId,
      userName: who,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      before: shown(auditLog.before),
      after: shown(auditLog.after),
      changed: changedFields,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(inArray(auditLog.id, pageIds))
    .orderBy(...order)
  const total = query.page ? await db.$count(auditLog, where) : undefined
  return {
    rows: rows.map((r): AuditRow => ({ ...r, at: r.at.toISOString(), changed: r.changed ?? [] })),
    total,
  }
}

/**
 * The nouns the log holds, for the page's noun filter: a skip scan of the (entity, entity_id) index, one
 * probe per noun, instead of reading every row.
 */
export const listAuditNouns = async (db: Queryable) => {
  const result = (await db.execute(sql`
    with recursive nouns(entity) as (
      (select entity from ${auditLog} order by entity limit 1)
      union all
      select (select a.entity from ${auditLog} a where a.entity > nouns.entity order by a.entity limit 1)
      from nouns where nouns.entity is not null
    )
    select entity from nouns where entity is not null`)) as unknown as { rows: { entity: string }[] }
  return result.rows.map((r) => r.entity)
}
