import { Decimal } from 'decimal.js'
import type { AttendanceInput } from '../../../shared/attendance'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { badRequest } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { lockStaffRow } from '../staff/staff.repo'
import { getAttendance, upsertAttendance } from './attendance.repo'

/**
 * POST Staff/addeditattendance: marks or corrects one day of one member, audited, in one transaction.
 * The member's row is locked so a salary being processed sees either the old day or the new one.
 */
export const saveAttendance = (db: Db, input: AttendanceInput, actor: SessionUser) =>
  db.transaction(async (tx) => {
    const member = await lockStaffRow(tx, input.staffId)
    if (!member) throw badRequest('staffId: Unknown staff member', { staffId: ['Unknown staff member'] })
    if (input.date < member.joiningDate) {
      throw badRequest(`date: ${member.name} joined on ${member.joiningDate}`, {
        date: [`is before the joining date ${member.joiningDate}`],
      })
    }
    const dayMinutes = new Decimal(member.hoursPerDay).times(60)
    const overtimeMinutes = input.overtimeHours * 60 + input.overtimeMinutes
    const lateMinutes = input.lateHours * 60 + input.lateMinutes
    if (dayMinutes.lt(lateMinutes)) {
      throw badRequest('lateHours: Late time is longer than the working day', {
        lateHours: [`is more than the working day of ${member.hoursPerDay} hours`],
      })
    }
    if (dayMinutes.plus(overtimeMinutes).gt(24 * 60)) {
      throw badRequest('overtimeHours: The working day and overtime exceed 24 hours', {
        overtimeHours: ['with the working day exceeds 24 hours'],
      })
    }
    const before = await getAttendance(tx, input.staffId, input.date)
    await upsertAttendance(tx, {
      staffId: input.staffId,
      date: input.date,
      status: input.status,
      overtimeMinutes,
      lateMinutes,
      recordedBy: actor.id,
    })
    const after = (await getAttendance(tx, input.staffId, input.date))!
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'attendance',
      entityId: after.id,
      action: before ? 'update' : 'create',
      before,
      after,
    })
    return after
  })
