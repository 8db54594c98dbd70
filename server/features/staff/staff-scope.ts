import { eq } from 'drizzle-orm'
import { can } from '../../../shared/permissions'
import type { Queryable } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { anotherOffice, inScope } from '../../lib/country-scope'
import type { HttpError } from '../../lib/errors'
import { staff } from './staff.table'

/**
 * Another country's staff member is refused with the error the endpoint gives (`staffElsewhere` where a
 * member is opened, docs/decisions/0013-country-scope.md). A missing member is left to the endpoint.
 */
export const checkStaffScope = async (
  db: Queryable,
  user: SessionUser,
  staffId: number,
  missing: () => HttpError,
) => {
  if (can(user.role, 'countries', 'viewAll')) return
  const [row] = await db.select({ countryId: staff.countryId }).from(staff).where(eq(staff.id, staffId))
  if (row && !inScope(user, row.countryId)) throw missing()
}

/** 404 for opening another office's staff member (their record, salary or payslip). */
export const staffElsewhere = () => anotherOffice('staff member')
