import { and, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm'
import type { Staff, StaffQuery } from '../../../shared/staff'
import type { Queryable } from '../../db/client'
import { likePattern, orderBy, pageOf } from '../../lib/list'
import { asLoaded, changedMeanwhile, nextVersion } from '../../lib/versions'
import { attendance } from '../attendance/attendance.table'
import { countries } from '../countries/countries.table'
import { salaryPayments } from '../salary/salary.table'
import { users } from '../users/users.table'
import { staff } from './staff.table'

const staffColumns = {
  id: staff.id,
  version: staff.version,
  name: staff.name,
  nationalId: staff.nationalId,
  phone: staff.phone,
  joiningDate: staff.joiningDate,
  countryId: staff.countryId,
  countryName: countries.name,
  currency: staff.currency,
  salary: staff.salary,
  salaryType: staff.salaryType,
  hoursPerDay: staff.hoursPerDay,
  userId: staff.userId,
  active: staff.active,
}

const sortable = {
  name: staff.name,
  joiningDate: staff.joiningDate,
  countryName: countries.name,
  salary: staff.salary,
  salaryType: staff.salaryType,
  hoursPerDay: staff.hoursPerDay,
  active: staff.active,
}

/** The same expression as staff_search_idx, so the trigram index serves the search. */
const searchText = sql`(${staff.name} || ' ' || coalesce(${staff.phone}, '') || ' ' || coalesce(${staff.nationalId}, ''))`

export const listStaff = async (db: Queryable, query: StaffQuery & { countryId?: number }) => {
  const filters: SQL[] = []
  if (query.countryId) filters.push(eq(staff.countryId, query.countryId))
  if (query.id) filters.push(eq(staff.id, query.id))
  if (query.active !== undefined) filters.push(eq(staff.active, query.active))
  if (query.q) filters.push(ilike(searchText, likePattern(query.q)))
  const where = filters.length ? and(...filters) : undefined
  const rows = await db
    .select(staffColumns)
    .from(staff)
    .innerJoin(countries, eq(countries.id, staff.countryId))
    .where(where)
    .orderBy(...orderBy(query.sort, sortable, 'name', staff.id))
    .limit(pageOf(query).limit)
    .offset(pageOf(query).offset)
  const total = query.page ? await db.$count(staff, where) : undefined
  return { rows: rows as Staff[], total }
}

/** The stored row, locked for the rest of the transaction (writes to one member are serialised). */
export const lockStaffRow = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).for('update')
  return row
}

export type StaffValues = Omit<typeof staff.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>

export const insertStaff = async (db: Queryable, values: StaffValues) => {
  const [row] = await db.insert(staff).values(values).returning()
  return row!
}

/** Updates the record; with the `version` an edit form loaded, only if nobody saved it since (409). */
export const updateStaff = async (
  db: Queryable,
  id: number,
  values: Partial<StaffValues>,
  version?: number,
) => {
  const [row] = await db
    .update(staff)
    .set({ ...values, updatedAt: sql`now()`, version: nextVersion(staff) })
    .where(asLoaded(staff, id, version))
    .returning()
  if (!row) throw changedMeanwhile()
  return row
}

export const eraseStaff = (db: Queryable, id: number) => db.delete(staff).where(eq(staff.id, id))

export const hasSalaryPayments = async (db: Queryable, staffId: number) =>
  (
    await db
      .select({ id: salaryPayments.id })
      .from(salaryPayments)
      .where(eq(salaryPayments.staffId, staffId))
      .limit(1)
  ).length > 0

/** Attendance or salary history: such a member is deactivated rather than erased. */
export const hasHistory = async (db: Queryable, staffId: number) =>
  (await hasSalaryPayments(db, staffId)) ||
  (await db.select({ id: attendance.id }).from(attendance).where(eq(attendance.staffId, staffId)).limit(1))
    .length > 0

export const findCountry = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({ id: countries.id, currency: countries.currency, dialCode: countries.dialCode })
    .from(countries)
    .where(eq(countries.id, id))
  return row
}

export const liveUserExists = async (db: Queryable, id: number) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
  ).length > 0
