import { and, asc, eq, gte, lte } from 'drizzle-orm'
import type { SalaryPayment } from '../../../shared/salary'
import type { SalaryType } from '../../../shared/staff'
import type { Queryable } from '../../db/client'
import { fullName } from '../../lib/names'
import { currencies } from '../countries/countries.table'
import { staff } from '../staff/staff.table'
import { users } from '../users/users.table'
import { salaryPayments } from './salary.table'

/** What the salary rule needs of a member, with the decimals of their currency. */
export const getPayTerms = async (db: Queryable, staffId: number) => {
  const [row] = await db
    .select({
      staffId: staff.id,
      staffName: staff.name,
      salary: staff.salary,
      salaryType: staff.salaryType,
      hoursPerDay: staff.hoursPerDay,
      currency: staff.currency,
      currencyDecimals: currencies.decimals,
    })
    .from(staff)
    .innerJoin(currencies, eq(currencies.code, staff.currency))
    .where(eq(staff.id, staffId))
  return row && { ...row, salaryType: row.salaryType as SalaryType }
}

/** Payments whose period overlaps [from, to] (docs/decisions/0010-salary-rule.md), oldest first. */
export const listPayments = async (db: Queryable, staffId: number, from: string, to: string) => {
  const rows = await db
    .select({
      id: salaryPayments.id,
      periodStart: salaryPayments.periodStart,
      periodEnd: salaryPayments.periodEnd,
      paidOn: salaryPayments.paidOn,
      amount: salaryPayments.amount,
      currency: salaryPayments.currency,
      isAdvance: salaryPayments.isAdvance,
      note: salaryPayments.note,
      createdBy: fullName(users.firstName, users.lastName),
    })
    .from(salaryPayments)
    .leftJoin(users, eq(users.id, salaryPayments.createdBy))
    .where(
      and(
        eq(salaryPayments.staffId, staffId),
        lte(salaryPayments.periodStart, to),
        gte(salaryPayments.periodEnd, from),
      ),
    )
    .orderBy(asc(salaryPayments.paidOn), asc(salaryPayments.id))
  return rows as SalaryPayment[]
}

export type NewPayment = typeof salaryPayments.$inferInsert

export const insertPayment = async (db: Queryable, payment: NewPayment) => {
  const [row] = await db.insert(salaryPayments).values(payment).returning()
  return row!
}
