import type { Queryable } from '../../db/client'
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
