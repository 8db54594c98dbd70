import { toInternationalPhone } from '../../../shared/fields'
import { messages } from '../../../shared/messages'
import type { StaffInput } from '../../../shared/staff'
import type { Db, Queryable } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { requireOwnCountry } from '../../lib/country-scope'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { checkAmounts } from '../countries/check-amounts'
import {
  findCountry,
  hasSalaryPayments,
  insertStaff,
  liveUserExists,
  lockStaffRow,
  type StaffValues,
  updateStaff,
} from './staff.repo'

/** The stored values of a form: country checked, currency defaulted to the country's, phone made international. */
const toValues = async (db: Queryable, input: StaffInput): Promise<StaffValues> => {
  const country = await findCountry(db, input.countryId)
  if (!country) throw badRequest('countryId: Unknown country', { countryId: ['Unknown country'] })
  const currency = input.currency ?? country.currency
  await checkAmounts(db, currency, { salary: input.salary })
  if (input.userId && !(await liveUserExists(db, input.userId))) {
    throw badRequest('userId: Unknown user', { userId: ['Unknown user'] })
  }
  return {
    name: input.name,
    nationalId: input.nationalId,
    phone: toInternationalPhone(input.phone, country.dialCode),
    joiningDate: input.joiningDate,
    countryId: input.countryId,
    currency,
    salary: input.salary,
    salaryType: input.salaryType,
    hoursPerDay: input.hoursPerDay,
    userId: input.userId,
    active: input.active,
  }
}

/** POST Staff/addedit: adds (no id or 0) or updates a staff member, audited, in one transaction. */
export const saveStaff = (db: Db, id: number, input: StaffInput, actor: SessionUser) =>
  db.transaction(async (tx) => {
    const values = await toValues(tx, input)
    requireOwnCountry(actor, values.countryId)
    if (!id) {
      const row = await insertStaff(tx, values)
      await recordAudit(tx, {
        userId: actor.id,
        entity: 'staff',
        entityId: row.id,
        action: 'create',
        after: row,
      })
      return { id: row.id, message: messages.staff.added }
    }
    const before = await lockStaffRow(tx, id)
    if (!before) throw notFound('Staff not found')
    if (before.currency !== values.currency && (await hasSalaryPayments(tx, id))) {
      throw conflict('currency: Salary has been paid in this currency; it cannot change', {
        currency: ['cannot change after salary has been paid'],
      })
    }
    const after = await updateStaff(tx, id, values, input.version)
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'staff',
      entityId: id,
      action: 'update',
      before,
      after,
    })
    return { id, message: messages.staff.updated }
  })
