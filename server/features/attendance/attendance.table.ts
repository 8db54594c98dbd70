import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { staff } from '../staff/staff.table'
import { users } from '../users/users.table'

/** One row per staff member per day; any date can be marked or corrected. */
export const attendance = pgTable(
  'attendance',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    date: date('date').notNull(),
    status: text('status').notNull(),
    overtimeMinutes: integer('overtime_minutes').notNull().default(0),
    lateMinutes: integer('late_minutes').notNull().default(0),
    recordedBy: integer('recorded_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_staff_date_uq').on(t.staffId, t.date),
    index('attendance_date_idx').on(t.date),
    index('attendance_recorded_by_idx').on(t.recordedBy),
  ],
)
