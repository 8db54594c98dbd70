import { todayIn } from '../../../shared/dates'
import type { Db, Tx } from '../../db/client'
import { claimDay } from './daily-jobs.repo'

/** Work done once per business day, from an hour on, by whichever server process claims the day first. */
export type DailyJob = {
  name: string
  /** The business's hour (0–23) from which the day's run is due. */
  hour: number
  /** The day's work, in the transaction that claims the day: both commit, or neither. */
  run: (tx: Tx, day: string) => Promise<void>
  /** Called once the run has committed (to wake the outbox, say). */
  ran?: () => void
}

const hourFormats = new Map<string, Intl.DateTimeFormat>()

/** The hour (0–23) it is in a time zone. */
export const hourIn = (timeZone: string, now: Date) => {
  let format = hourFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' })
    hourFormats.set(timeZone, format)
  }
  return Number(format.format(now))
}

/**
 * Runs each job whose hour has come today (in the business's time zone) and whose day no process has
 * claimed. Only today is looked at: a day missed while every server was down is not made up.
 */
export const startDailyJobs = ({
  db,
  jobs,
  timeZone,
  now = () => new Date(),
  onError,
  everyMs = 60_000,
}: {
  db: Db
  jobs: DailyJob[]
  timeZone: string
  now?: () => Date
  onError: (err: unknown, job: string) => void
  everyMs?: number
}) => {
  // The day each job is known to be claimed (here or by another process): no query until the next day.
  const claimedDay = new Map<string, string>()
  let stopped = false
  let running: Promise<void> | undefined

  const runDue = async () => {
    const at = now()
    const day = todayIn(timeZone, at)
    const hour = hourIn(timeZone, at)
    for (const job of jobs) {
      if (stopped || hour < job.hour || claimedDay.get(job.name) === day) continue
      try {
        const mine = await db.transaction(async (tx) => {
          if (!(await claimDay(tx, job.name, day))) return false
          await job.run(tx, day)
          return true
        })
        claimedDay.set(job.name, day)
        if (mine) job.ran?.()
      } catch (err) {
        // Rolled back with its claim: the next tick tries the day again.
        onError(err, job.name)
      }
    }
  }

  const tick = () => {
    if (stopped) return Promise.resolve()
    running ??= runDue()
      .catch((err) => onError(err, 'daily jobs'))
      .finally(() => {
        running = undefined
      })
    return running
  }
  const timer = setInterval(tick, everyMs)
  timer.unref()
  // At once too: a process started past the hour does the day's work without waiting a minute.
  void tick()
  return {
    tick,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
