import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dailyJobs, outbox } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/test-app'
import { enqueueMail } from '../reminders/outbox'
import { type DailyJob, hourIn, startDailyJobs } from './daily-jobs'
import { claimDay } from './daily-jobs.repo'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const claimed = async (job: string) =>
  (await t.db.select({ day: dailyJobs.day }).from(dailyJobs).where(eq(dailyJobs.job, job))).map((r) => r.day)
const mailsTo = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.to, to))).length

describe('daily jobs', () => {
  it('claimDay is true for exactly one of two transactions claiming the same day at once', async () => {
    const claim = () => t.db.transaction((tx) => claimDay(tx, 'race', '2027-01-01'))
    const results = await Promise.all([claim(), claim(), claim()])
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await claimed('race')).toEqual(['2027-01-01'])
  })

  it('a job that fails leaves neither its claim nor its mails, and runs again on the next tick', async () => {
    let fail = true
    const errors: string[] = []
    let ran = 0
    const job: DailyJob = {
      name: 'flaky',
      hour: 0,
      run: async (tx) => {
        await enqueueMail(tx, { to: 'flaky@test.kuruma', subject: 'Flaky', text: 'x', html: 'x' })
        if (fail) throw new Error('SMTP template missing')
      },
      ran: () => {
        ran += 1
      },
    }
    const jobs = startDailyJobs({
      db: t.db,
      jobs: [job],
      timeZone: 'Asia/Tokyo',
      now: () => new Date('2027-02-01T09:00:00+09:00'),
      onError: (err, name) => errors.push(`${name}: ${(err as Error).message}`),
    })
    await jobs.tick()
    expect(errors).toEqual(['flaky: SMTP template missing'])
    expect(await claimed('flaky')).toEqual([])
    expect(await mailsTo('flaky@test.kuruma')).toBe(0)
    expect(ran).toBe(0)

    fail = false
    await jobs.tick()
    await jobs.tick()
    await jobs.stop()
    expect(await claimed('flaky')).toEqual(['2027-02-01'])
    expect(await mailsTo('flaky@test.kuruma')).toBe(1)
    expect(ran).toBe(1)
  })

  it('the hour is the business’s: 07:00 in New York is past noon in UTC', async () => {
    const at = new Date('2027-03-01T11:30:00Z') // 06:30 in New York (EST)
    expect(hourIn('America/New_York', at)).toBe(6)
    const days: string[] = []
    const job: DailyJob = {
      name: 'new-york',
      hour: 7,
      run: async (_tx, day) => {
        days.push(day)
      },
    }
    const clock = { now: at }
    const jobs = startDailyJobs({
      db: t.db,
      jobs: [job],
      timeZone: 'America/New_York',
      now: () => clock.now,
      onError: (err) => {
        throw err
      },
    })
    await jobs.tick()
    expect(days).toEqual([])
    clock.now = new Date('2027-03-01T12:00:00Z')
    await jobs.tick()
    // Past midnight in UTC, still the first of March in New York: done already.
    clock.now = new Date('2027-03-02T04:00:00Z')
    await jobs.tick()
    await jobs.stop()
    expect(days).toEqual(['2027-03-01'])
    expect(
      await t.db
        .select({ job: dailyJobs.job })
        .from(dailyJobs)
        .where(and(eq(dailyJobs.job, 'new-york'), eq(dailyJobs.day, '2027-03-02'))),
    ).toEqual([])
  })
})
