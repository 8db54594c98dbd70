import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  Attendance,
  AttendanceInput,
  AttendanceQuery,
  AttendanceStatusOption,
  attendanceStatuses,
  BusinessToday,
  isPaidStatus,
} from '../../../shared/attendance'
import { businessToday, monthEnd, monthStart } from '../../../shared/dates'
import { totalCountHeader } from '../../../shared/list-query'
import { allow, requireUser } from '../../lib/auth'
import { scopeCountry } from '../../lib/country-scope'
import { fieldError } from '../../lib/errors'
import type { FeatureDeps } from '../../lib/feature-deps'
import { checkStaffScope } from '../staff/staff-scope'
import { listAttendance } from './attendance.repo'
import { saveAttendance } from './save-attendance'

const tags = ['attendance']
const unknownStaff = () => fieldError('staffId', 'Unknown staff member')

export const attendanceRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  app.get(
    '/Staff/attendancestatus',
    {
      schema: { tags, response: { 200: z.array(AttendanceStatusOption) } },
      onRequest: allow('staff', 'view'),
    },
    () => attendanceStatuses.map((s) => ({ id: s, name: s, paid: isPaidStatus(s) })),
  )

  app.get(
    '/Staff/today',
    {
      schema: {
        tags,
        description: "Today and its month in the business's time zone (BUSINESS_TIMEZONE).",
        response: { 200: BusinessToday },
      },
      onRequest: allow('staff', 'view'),
    },
    () => businessToday(config.BUSINESS_TIMEZONE),
  )

  app.get(
    '/Staff/Attendance',
    {
      schema: {
        tags,
        description:
          'Rows of one day (Date) or month (Month, any day in it), else of today; optional StaffId.',
        querystring: AttendanceQuery,
        response: { 200: z.array(Attendance) },
      },
      onRequest: allow('staff', 'view'),
    },
    async (req, reply) => {
      const { date, month, ...rest } = req.query
      const day = date ?? businessToday(config.BUSINESS_TIMEZONE).date
      const range = month ? { from: monthStart(month), to: monthEnd(month) } : { from: day, to: day }
      const countryId = scopeCountry(requireUser(req))
      const { rows, total } = await listAttendance(db, { ...rest, ...range, countryId })
      if (total !== undefined) reply.header(totalCountHeader, total)
      return rows
    },
  )

  app.post(
    '/Staff/addeditattendance',
    {
      schema: { tags, body: AttendanceInput, response: { 200: Attendance } },
      onRequest: allow('staff', 'manage'),
    },
    async (req) => {
      await checkStaffScope(db, requireUser(req), req.body.staffId, unknownStaff)
      return saveAttendance(db, req.body, requireUser(req))
    },
  )
}
