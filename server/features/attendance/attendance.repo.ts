import { and, asc, count, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm'
import { type Attendance, type AttendanceStatus, splitMinutes } from '../../../shared/attendance'
import type { DayRecord } from '../../../shared/salary'
import type { Queryable } from '../../db/client'
import { likePattern, orderBy } from '../../lib/list'
import { staff } from '../staff/staff.table'
import { attendance } from './attendance.table'

const columns = {
  id: attendance.id,
  staffId: attendance.staffId,
  staffName: staff.name,
  date: attendance.date,
  status: attendance.status,
  overtimeMinutes: attendance.overtimeMinutes,
  lateMinutes: attendance.lateMinutes,
}
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] }

const toAttendance = (row: Row): Attendance => {
  const overtime = splitMinutes(row.overtimeMinutes)
  const late = splitMinutes(row.lateMinutes)
  return {
    id: row.id,
    staffId: row.staffId,
    staffName: row.staffName,
    date: row.date,
    status: row.status as AttendanceStatus,
    overtimeHours: overtime.hours,
    overtimeMinutes: overtime.minutes,
    lateHours: late.hours,
    lateMinutes: late.minutes,
  }
}

const sortable = { date: attendance.date, staffName: staff.name, status: attendance.status }

export type AttendanceFilter = {
  from: string
  to: string
  staffId?: number
  /** Only staff of this country. */
  countryId?: number
  q?: string
  sort?: string
  page?: number
  pageSize?: number
}

/** The rows of a day or month (all of them, or one page when `page` is given). */
export const listAttendance = async (db: Queryable, f: AttendanceFilter) => {
  const filters: SQL[] = [gte(attendance.date, f.from), lte(attendance.date, f.to)]
  if (f.staffId) filters.push(eq(attendance.staffId, f.staffId))
  if (f.countryId) filters.push(eq(staff.countryId, f.countryId))
  if (f.q) filters.push(ilike(staff.name, likePattern(f.q)))
  const where = and(...filters)
  const [primary] = orderBy(f.sort, sortable, 'date', attendance.id)
  const query = db
    .select(columns)
    .from(attendance)
    .innerJoin(staff, eq(staff.id, attendance.staffId))
    .where(where)
    .orderBy(primary!, asc(staff.name), asc(attendance.id))
  const pageSize = f.pageSize ?? 50
  const rows = f.page ? await query.limit(pageSize).offset((f.page - 1) * pageSize) : await query
  const total = f.page
    ? ((
        await db
          .select({ n: count() })
          .from(attendance)
          .innerJoin(staff, eq(staff.id, attendance.staffId))
          .where(where)
      )[0]?.n ?? 0)
    : undefined
  return { rows: rows.map(toAttendance), total }
}

export const getAttendance = async (db: Queryable, staffId: number, date: string) => {
  const [row] = await db
    .select(columns)
    .from(attendance)
    .innerJoin(staff, eq(staff.id, attendance.staffId))
    .where(and(eq(attendance.staffId, staffId), eq(attendance.date, date)))
  return row ? toAttendance(row) : undefined
}

export type AttendanceValues = {
  staffId: number
  date: string
  status: AttendanceStatus
  overtimeMinutes: number
  lateMinutes: number
  recordedBy: number
}

/** One row per staff member per day: a second save of the day updates it (the unique index decides). */
export const upsertAttendance = async (db: Queryable, v: AttendanceValues) => {
  const [row] = await db
    .insert(attendance)
    .values(v)
    .onConflictDoUpdate({
      target: [attendance.staffId, attendance.date],
      set: {
        status: v.status,
        overtimeMinutes: v.overtimeMinutes,
        lateMinutes: v.lateMinutes,
        recordedBy: v.recordedBy,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: attendance.id })
  return row!.id
}

/** What the salary rule needs of one member's days. */
export const listDayRecords = async (db: Queryable, staffId: number, from: string, to: string) => {
  const rows = await db
    .select({
      date: attendance.date,
      status: attendance.status,
      overtimeMinutes: attendance.overtimeMinutes,
      lateMinutes: attendance.lateMinutes,
    })
    .from(attendance)
    .where(and(eq(attendance.staffId, staffId), gte(attendance.date, from), lte(attendance.date, to)))
    .orderBy(asc(attendance.date))
  return rows as DayRecord[]
}
