import { z } from 'zod'
import { blankToUndefined, optionalIsoDate } from './fields'
import { ListQuery } from './list-query'

/** An empty filter means "any"; anything else must be a whole positive id. */
const filterId = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be an id` })
      .int(`${label} must be an id`)
      .positive(`${label} must be an id`)
      .max(2_147_483_647, `${label} must be an id`)
      .optional(),
  )

/** The audit page's filters: who, which noun and record, and a range of business dates. */
export const AuditFilter = z.object({
  userId: filterId('User'),
  entity: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[a-z][a-z_]{0,59}$/, 'Noun must be one of the recorded nouns (such as vehicles)')
      .optional(),
  ),
  entityId: filterId('Record'),
  from: optionalIsoDate('From'),
  to: optionalIsoDate('To'),
})

const rangeInOrder = (q: { from: string | null; to: string | null }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.from > q.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' })
}

/** The filters as the page checks them before asking (the same rules as the server's). */
export const AuditFilterInput = AuditFilter.superRefine(rangeInOrder)
export type AuditFilterInput = z.infer<typeof AuditFilterInput>

/**
 * GET /api/audit: paging (sorted by time, newest first unless told) and the filters. The dates are whole
 * days in the business's time zone, both ends included.
 */
export const AuditQuery = ListQuery.extend(AuditFilter.shape).superRefine(rangeInOrder)
export type AuditQuery = z.infer<typeof AuditQuery>

/** One recorded change: who, when, which record, and the record before and after (no secrets). */
export const AuditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** The fields whose value differs between before and after (a missing field counts as null). */
  changed: z.array(z.string()),
})
export type AuditRow = z.infer<typeof AuditRow>

/** What the audit page says. */
export const auditMessages = {
  title: 'Audit',
  fetchFailed: 'The audit log could not be loaded',
  nobody: 'System',
} as const

/** How a recorded noun reads on screen: `salary_payments` → "Salary payments". */
export const auditNounLabel = (entity: string) => {
  const words = entity.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** How a recorded action reads on screen: `change-password` → "Change password", `updateLocation` → "Update location". */
export const auditActionLabel = (action: string) => {
  const words = action
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A field's value as the details show it: text as it is, nothing as "—", anything else as JSON. */
export const auditValueText = (value: unknown) => {
  if (value === undefined || value === null || value === '') return '—'
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}
