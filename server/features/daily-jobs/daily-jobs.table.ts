import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Work done once per business day (the deadlines digest): a process claims the day's row by inserting
 * it, so with several server processes exactly one does the work, and a day already done is never
 * done again.
 */
export const dailyJobs = pgTable(
  'daily_jobs',
  {
    job: text('job').notNull(),
    day: date('day').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
)
