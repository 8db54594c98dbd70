import type { Queryable } from '../../db/client'
import { dailyJobs } from './daily-jobs.table'

/**
 * Claims a job's day: true for exactly one caller. The row's primary key settles a race; a process whose
 * insert meets another's uncommitted claim waits for it, and gets false once it commits (or the day, if
 * that transaction rolls back).
 */
export const claimDay = async (tx: Queryable, job: string, day: string) => {
  const rows = await tx
    .insert(dailyJobs)
    .values({ job, day })
    .onConflictDoNothing()
    .returning({ day: dailyJobs.day })
  return rows.length === 1
}
