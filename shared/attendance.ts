import { z } from 'zod'
import { id, isoDate } from './fields'
import { ListQuery } from './list-query'

/** Attendance statuses (domain.md); Present and Paid holiday are paid days (docs/decisions/0010). */
export const attendanceStatuses = ['Present', 'Absent', 'Paid holiday', 'Leave'] as const

/** The toast after a day's status is saved, in the words of the other saves, naming whose it is. */
export const attendanceSaved = (name: string) => `Attendance Saved Successfully (${name})`
export type AttendanceStatus = (typeof attendanceStatuses)[number]
export const paidStatuses: readonly AttendanceStatus[] = ['Present', 'Paid holiday']
export const isPaidStatus = (status: AttendanceStatus | null | undefined) =>
  !!status && paidStatuses.includes(status)

export const AttendanceStatusOption = z.object({
  id: z.enum(attendanceStatuses),
  name: z.string(),
  paid: z.boolean(),
})
export type AttendanceStatusOption = z.infer<typeof AttendanceStatusOption>

const hoursField = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole hours`)
    .min(0, `${label} cannot be negative`)
    .max(23, `${label} is at most 23`)
    .default(0)

const minutesField = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole minutes`)
    .min(0, `${label} cannot be negative`)
    .max(59, `${label} is at most 59`)
    .default(0)

/** POST Staff/addeditattendance: one staff member, one day; a second save of the day updates it. */
export const AttendanceInput = z
  .object({
    staffId: id('Staff'),
    date: isoDate('Date'),
    status: z.enum(attendanceStatuses, { error: 'Choose Present, Absent, Paid holiday or Leave' }),
    overtimeHours: hoursField('Overtime hours'),
    overtimeMinutes: minutesField('Overtime minutes'),
    lateHours: hoursField('Late hours'),
    lateMinutes: minutesField('Late minutes'),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'Present') return
    if (v.overtimeHours || v.overtimeMinutes)
      ctx.addIssue({ code: 'custom', path: ['overtimeHours'], message: 'Only a Present day has overtime' })
    if (v.lateHours || v.lateMinutes)
      ctx.addIssue({ code: 'custom', path: ['lateHours'], message: 'Only a Present day can be late' })
  })
export type AttendanceInput = z.infer<typeof AttendanceInput>

export const Attendance = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  staffName: z.string(),
  date: z.string(),
  status: z.enum(attendanceStatuses),
  overtimeHours: z.number().int(),
  overtimeMinutes: z.number().int(),
  lateHours: z.number().int(),
  lateMinutes: z.number().int(),
})
export type Attendance = z.infer<typeof Attendance>

/**
 * GET Staff/Attendance: one day (Date), one month (Month: any YYYY-MM-DD inside it) or, with neither,
 * today in the business's time zone; optionally one staff member. Without `page` every row of the day
 * or month comes back (a month is bounded); with it, one page and X-Total-Count.
 */
export const AttendanceQuery = ListQuery.omit({ pageSize: true })
  .extend({
    staffId: id('Staff').optional(),
    date: isoDate('Date').optional(),
    month: isoDate('Month').optional(),
    pageSize: z.coerce.number().int().min(1).max(500).optional(),
  })
  .refine((v) => !(v.date && v.month), { path: ['month'], message: 'Give Date or Month, not both' })
export type AttendanceQuery = z.infer<typeof AttendanceQuery>

/** The business's calendar (GET Staff/today): today and its month in config.BUSINESS_TIMEZONE. */
export const BusinessToday = z.object({
  date: z.string(),
  monthStart: z.string(),
  monthEnd: z.string(),
  timeZone: z.string(),
})
export type BusinessToday = z.infer<typeof BusinessToday>

/** Minutes ↔ hours and minutes, as the forms show them. */
export const splitMinutes = (total: number) => ({ hours: Math.floor(total / 60), minutes: total % 60 })
/** 90 → '1h 30m', 0 → '–'. */
export const formatMinutes = (total: number) => {
  if (!total) return '–'
  const { hours, minutes } = splitMinutes(total)
  return `${hours}h ${String(minutes).padStart(2, '0')}m`
}
