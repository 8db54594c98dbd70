import { asc, eq, gt, max } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { dailyJobs, outbox, shipmentCars, shipments, users, vehicles } from '../../db/schema'
import { multipart } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { startDailyJobs } from '../daily-jobs/daily-jobs'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVehicleFields } from '../vehicles/vehicles.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'
import { deadlinesDigestJob } from './daily-digest'
import { fakeExportFile } from './export-files.fakes'

type Headers = Record<string, string>
let t: TestApp
let owner: { headers: Headers; user: { email: string } }
const to: Record<string, string> = {}
const stock: Record<string, string> = {}

/** A moment in the business's time zone (Asia/Tokyo by default; the digest hour defaults to 7). */
const tokyo = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`)

const addVehicle = async (vendorId: number, stationId: number) => {
  const form = multipart(fakeVehicleFields({ vendorId, stationId }, { model: 'Toyota Prius S' }) as never)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/car/addedit?Id=0',
    payload: form.payload,
    headers: { ...owner.headers, ...form.headers },
  })
  expect(res.statusCode, res.body).toBe(201)
  const id = res.json().id as number
  const [car] = await t.db.select({ stockNo: vehicles.stockNo }).from(vehicles).where(eq(vehicles.id, id))
  return { id, stockNo: car!.stockNo }
}

/** The mails queued after `mark` (an outbox id). */
const queuedAfter = (mark: number) =>
  t.db
    .select({ to: outbox.to, subject: outbox.subject, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(gt(outbox.id, mark))
    .orderBy(asc(outbox.id))
const lastOutboxId = async () => {
  const [row] = await t.db.select({ id: max(outbox.id) }).from(outbox)
  return row?.id ?? 0
}
const digestDays = async () =>
  (
    await t.db
      .select({ day: dailyJobs.day })
      .from(dailyJobs)
      .where(eq(dailyJobs.job, 'deadlines-digest'))
      .orderBy(dailyJobs.day)
  ).map((r) => r.day)

/** A scheduler of the digest alone, on a clock the test moves; errors fail the test. */
const scheduler = (clock: { now: Date }) => {
  const errors: unknown[] = []
  const jobs = startDailyJobs({
    db: t.db,
    jobs: [deadlinesDigestJob(t.config, () => {})],
    timeZone: t.config.BUSINESS_TIMEZONE,
    now: () => clock.now,
    onError: (err) => errors.push(err),
  })
  return {
    tick: async () => {
      await jobs.tick()
      expect(errors).toEqual([])
    },
    stop: jobs.stop,
  }
}

/** Everyone who gets a digest while the deadlines of beforeAll are open. */
const recipients = () =>
  [to.SuperAdmin, owner.user.email, to.stockJapan, to.accountsJapan, to.stockPakistan].sort()

beforeAll(async () => {
  t = await createTestApp()
  owner = await t.as('MainAdmin')
  const [japan, pakistan, kenya] = await Promise.all([
    fakeStation(t.db, 1),
    fakeStation(t.db, 2),
    fakeStation(t.db, 4),
  ])
  const vendorId = (await fakeVendor(t.db)).id
  const made = async (name: string, role: Parameters<TestApp['makeUser']>[0], countryId = 1) => {
    to[name] = (await t.makeUser(role, { countryId })).email
  }
  await made('SuperAdmin', 'SuperAdmin')
  await made('stockJapan', 'AgentStock')
  await made('accountsJapan', 'Accounts')
  await made('stockPakistan', 'AgentStock', 2)
  await made('accountsPakistan', 'Accounts', 2)
  await made('admin', 'Admin')
  await made('sales', 'AgentSales')
  await made('inactive', 'AgentStock')
  await made('deleted', 'Accounts')
  await t.db.update(users).set({ active: false }).where(eq(users.email, to.inactive!))
  await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, to.deleted!))

  // Certificates out, to be returned 15 days after the planned export date (AgentStock's).
  for (const [name, stationId, plannedExportOn] of [
    ['overdue', japan.id, '2027-04-20'],
    ['today', japan.id, '2027-04-25'],
    ['soon', japan.id, '2027-05-01'],
    ['karachi', pakistan.id, '2027-05-08'],
  ] as const) {
    const car = await addVehicle(vendorId, stationId)
    stock[name] = car.stockNo
    await fakeExportFile(t.db, car.id, { plannedExportOn })
  }
  // Sailed from Japan and arrived: the recycle refund is claimed within 2 years (Accounts').
  const sailed = await addVehicle(vendorId, japan.id)
  stock.sailed = sailed.stockNo
  const [ship] = await t.db
    .insert(shipments)
    .values({
      mode: 'roro',
      shippingLine: 'NYK Line',
      bookingNumber: 'NYK-DIGEST-1',
      loadingCountryId: 1,
      portOfLoading: 'Yokohama',
      portOfDischarge: 'Mombasa',
      destinationStationId: kenya.id,
      etd: '2025-05-11',
      eta: '2025-06-20',
      departedOn: '2025-05-11',
      arrivedOn: '2025-06-20',
      status: 'arrived',
    })
    .returning({ id: shipments.id })
  await t.db.insert(shipmentCars).values({ shipmentId: ship!.id, vehicleId: sailed.id, open: false })
})
afterAll(() => t.close())

describe('the daily deadlines digest', () => {
  it('sends nothing before the hour; at the hour one mail to each owner and each role with deadlines', async () => {
    const clock = { now: tokyo('2027-05-10', '06:59') }
    const mark = await lastOutboxId()
    const jobs = scheduler(clock)
    await jobs.tick()
    expect(await queuedAfter(mark)).toEqual([])
    expect(await digestDays()).not.toContain('2027-05-10')

    clock.now = tokyo('2027-05-10', '07:00')
    await jobs.tick()
    await jobs.stop()
    const mails = await queuedAfter(mark)
    expect(mails.map((m) => m.to).sort()).toEqual(recipients())
    const of = (email: string) => mails.find((m) => m.to === email)!
    const line = (label: string, stockNo: string, due: string, days: string) =>
      `- ${label}: ${stockNo} Toyota Prius S, due ${due} (${days})`
    const ret = 'Return the export certificate'
    const refund = 'Claim the recycle refund'

    // An owner reads every deadline of every country, soonest first, counted from the business's today.
    const ownerMail = of(owner.user.email)
    expect(ownerMail.subject).toBe('Deadlines for 2027-05-10: 5 open — Kuruma Motors')
    expect(ownerMail.text).toContain(
      [
        '5 open deadlines on 2027-05-10:',
        '',
        line(ret, stock.overdue!, '2027-05-05', '5 days overdue'),
        line(ret, stock.today!, '2027-05-10', 'due today'),
        line(refund, stock.sailed!, '2027-05-11', '1 day left'),
        line(ret, stock.soon!, '2027-05-16', '6 days left'),
        line(ret, stock.karachi!, '2027-05-23', '13 days left'),
        '',
        `Open the deadlines: http://localhost:${t.config.PORT}/deadlines`,
      ].join('\n'),
    )
    expect(ownerMail.html).toContain(`<a href="http://localhost:${t.config.PORT}/deadlines">`)
    const afterGreeting = (text: string) => text.slice(text.indexOf('\n'))
    expect(afterGreeting(of(to.SuperAdmin!).text)).toBe(afterGreeting(ownerMail.text))

    // The stock side reads its own kinds in its own country; Accounts reads the refund.
    expect(of(to.stockJapan!).text).toContain(
      [
        line(ret, stock.overdue!, '2027-05-05', '5 days overdue'),
        line(ret, stock.today!, '2027-05-10', 'due today'),
        line(ret, stock.soon!, '2027-05-16', '6 days left'),
      ].join('\n'),
    )
    expect(of(to.stockJapan!).text).not.toContain(stock.karachi!)
    expect(of(to.stockJapan!).text).not.toContain(refund)
    expect(of(to.accountsJapan!).text).toContain(
      `1 open deadline on 2027-05-10:\n\n${line(refund, stock.sailed!, '2027-05-11', '1 day left')}\n`,
    )
    expect(of(to.stockPakistan!).text).toContain(
      `1 open deadline on 2027-05-10:\n\n${line(ret, stock.karachi!, '2027-05-23', '13 days left')}\n`,
    )
    // Nothing due (Pakistan's Accounts), no deadlines of its own (Admin, AgentSales), inactive, deleted.
    for (const name of ['accountsPakistan', 'admin', 'sales', 'inactive', 'deleted'])
      expect(of(to[name]!), name).toBeUndefined()
    expect(await digestDays()).toContain('2027-05-10')
  })

  it('a second tick the same day and a restarted scheduler send nothing; the next day sends again', async () => {
    const clock = { now: tokyo('2027-05-20', '07:30') }
    const mark = await lastOutboxId()
    const first = scheduler(clock)
    await first.tick()
    expect(await queuedAfter(mark)).toHaveLength(5)

    const again = await lastOutboxId()
    clock.now = tokyo('2027-05-20', '23:59')
    await first.tick()
    await first.stop()
    const restarted = scheduler({ now: tokyo('2027-05-20', '12:00') })
    await restarted.tick()
    await restarted.stop()
    expect(await queuedAfter(again)).toEqual([])

    const next = scheduler({ now: tokyo('2027-05-21', '07:00') })
    await next.tick()
    await next.stop()
    const mails = await queuedAfter(again)
    expect(mails.map((m) => m.to).sort()).toEqual(recipients())
    expect(mails[0]!.subject).toMatch(/^Deadlines for 2027-05-21: /)
  })

  it('started late after days of downtime, sends today’s digest once and none for the days missed', async () => {
    const before = scheduler({ now: tokyo('2027-06-01', '09:00') })
    await before.tick()
    await before.stop()

    const mark = await lastOutboxId()
    const clock = { now: tokyo('2027-06-05', '22:45') }
    const late = scheduler(clock)
    await late.tick()
    const mails = await queuedAfter(mark)
    expect(mails.map((m) => m.to).sort()).toEqual(recipients())
    expect(new Set(mails.map((m) => m.subject.slice(0, 25)))).toEqual(new Set(['Deadlines for 2027-06-05:']))
    clock.now = tokyo('2027-06-05', '23:59')
    await late.tick()
    await late.stop()
    expect(await queuedAfter(mark)).toHaveLength(5)
    const days = await digestDays()
    expect(days.filter((d) => d >= '2027-06-01' && d <= '2027-06-05')).toEqual(['2027-06-01', '2027-06-05'])
  })

  it('two apps on one database, starting at the same moment, send exactly one set', async () => {
    const mark = await lastOutboxId()
    const now = () => tokyo('2027-07-01', '08:00')
    // Each app's scheduler ticks as it starts; closing an app waits for its tick to end.
    const apps = await Promise.all([
      buildApp({ config: t.config, db: t.db, now }),
      buildApp({ config: t.config, db: t.db, now }),
    ])
    await Promise.all(apps.map((app) => app.close()))
    const mails = await queuedAfter(mark)
    expect(mails.map((m) => m.to).sort()).toEqual(recipients())
    expect((await digestDays()).filter((d) => d === '2027-07-01')).toHaveLength(1)
  })
})
