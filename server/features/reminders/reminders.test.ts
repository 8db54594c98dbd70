import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../../db/schema'
import { createMailTransport } from '../../lib/mail'
import { startSmtp } from '../../test/smtp'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCustomer } from '../customers/customers.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'
import { drainOutbox, maxAttempts } from './outbox'

let smtp: Awaited<ReturnType<typeof startSmtp>>
let t: TestApp
let headers: Record<string, string>
beforeAll(async () => {
  smtp = await startSmtp()
  t = await createTestApp({ SMTP_URL: smtp.url, BUSINESS_NAME: 'Sakura Motors' })
  headers = (await t.as('MainAdmin')).headers
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const transport = () =>
  createMailTransport({ smtpUrl: smtp.url, from: 'desk@sakura.test', dataDir: t.config.dataDir })
const send = (payload: Record<string, unknown>, as = headers) =>
  t.app.inject({ method: 'POST', url: '/api/Email/sendReminder', payload, headers: as })
const reminder = (customerId: number, email = 'amina@buyer.test') => ({
  email,
  name: 'Amina Otieno',
  pendingAmount: '9000.00',
  totalAmount: '12000',
  currencySymbol: 'USD',
  customerId,
})

describe('POST Email/sendReminder', () => {
  it('queues the e-mail (202) and it arrives with recipient, subject, name, amounts and currency', async () => {
    const customer = await fakeCustomer(t.db, 'USD', 4)
    const res = await send(reminder(customer.id))
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json()).toMatchObject({ email: 'amina@buyer.test', currency: 'USD', customerId: customer.id })
    await drainOutbox(t.db, transport())
    const mail = smtp.received.find((m) => m.to === 'amina@buyer.test')!
    expect(mail.subject).toBe('Payment reminder — Sakura Motors')
    expect(mail.text).toContain('Dear Amina Otieno')
    expect(mail.text).toContain('USD 9,000.00 of USD 12,000.00 is pending')
    const log = (await t.app.inject({ url: `/api/reminders?CustomerId=${customer.id}`, headers })).json()
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      error: null,
      sentBy: expect.stringMatching(/MainAdmin/),
    })
  })

  it('a refusing SMTP server leaves the message queued with its reason, retried later, failed after the last try', async () => {
    const customer = await fakeCustomer(t.db, 'USD', 4)
    const res = await send(reminder(customer.id, 'refused@buyer.test'))
    const outboxId = (
      await t.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, 'refused@buyer.test'))
    )[0]!.id
    smtp.state.refuse = 'Mailbox unavailable'
    let now = Date.now()
    await drainOutbox(t.db, transport(), new Date(now))
    let row = (await t.db.select().from(outbox).where(eq(outbox.id, outboxId)))[0]!
    expect(row).toMatchObject({ status: 'queued', attempts: 1 })
    expect(row.lastError).toContain('Mailbox unavailable')
    // Not due again at once; due after the backoff.
    expect(await drainOutbox(t.db, transport(), new Date(now))).toBe(0)
    for (let attempt = 2; attempt <= maxAttempts; attempt++) {
      now += 3 * 3600_000
      await drainOutbox(t.db, transport(), new Date(now))
    }
    row = (await t.db.select().from(outbox).where(eq(outbox.id, outboxId)))[0]!
    expect(row).toMatchObject({ status: 'failed', attempts: maxAttempts })
    const log = (await t.app.inject({ url: `/api/reminders?CustomerId=${customer.id}`, headers })).json()
    expect(log[0]).toMatchObject({
      id: res.json().id,
      status: 'failed',
      error: expect.stringContaining('Mailbox unavailable'),
    })
    smtp.state.refuse = ''
  })

  it('a message queued by a server that then stopped is sent once by the next one', async () => {
    const vendor = await fakeVendor(t.db, 'JPY', 1)
    const res = await send({
      email: 'desk@uss.test',
      name: 'USS Tokyo',
      pendingAmount: '1200000',
      totalAmount: '2700000',
      currencySymbol: '¥',
      vendorId: vendor.id,
    })
    expect(res.statusCode).toBe(202)
    await t.app.close() // the first server is gone; its message stays in the outbox
    const again = await Promise.all([drainOutbox(t.db, transport()), drainOutbox(t.db, transport())])
    expect(again.reduce((a, b) => a + b, 0)).toBe(1)
    const mails = smtp.received.filter((m) => m.to === 'desk@uss.test')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Statement — Sakura Motors')
    expect(mails[0]!.text).toContain('we owe you JPY 1,200,000 of JPY 2,700,000')
  })
})

describe('who may send, and what', () => {
  let other: TestApp
  beforeAll(async () => {
    other = await createTestApp()
  })
  afterAll(() => other.close())

  it('refuses without a token (401), for a role that may not send (403), and names bad fields (400, 404)', async () => {
    const admin = (await other.as('SuperAdmin')).headers
    const customer = await fakeCustomer(other.db, 'USD', 4)
    const post = (payload: Record<string, unknown>, as: Record<string, string> = admin) =>
      other.app.inject({ method: 'POST', url: '/api/Email/sendReminder', payload, headers: as })
    expect((await post(reminder(customer.id), {})).statusCode).toBe(401)
    expect((await post(reminder(customer.id), (await other.as('AgentStock')).headers)).statusCode).toBe(403)
    const bad = await post({ ...reminder(customer.id), email: 'not-an-email' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.email).toBeDefined()
    expect(
      (await post({ ...reminder(customer.id), currencySymbol: 'XXX' })).json().errors.currencySymbol,
    ).toBeDefined()
    expect((await post(reminder(999_999))).statusCode).toBe(404)
  })

  it('without SMTP_URL the message is written to DATA_DIR/outbox as an .eml file', async () => {
    const admin = (await other.as('MainAdmin')).headers
    const customer = await fakeCustomer(other.db, 'USD', 4)
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/Email/sendReminder',
      payload: reminder(customer.id, 'file@buyer.test'),
      headers: admin,
    })
    const files = createMailTransport({ from: 'desk@kuruma.test', dataDir: other.config.dataDir })
    await drainOutbox(other.db, files)
    const folder = join(other.config.dataDir, 'outbox')
    const mails = await Promise.all(
      readdirSync(folder).map((f) => simpleParser(readFileSync(join(folder, f)))),
    )
    expect(mails.map((m) => [(m.to as { text: string }).text, m.subject])).toContainEqual([
      'file@buyer.test',
      'Payment reminder — Kuruma Motors',
    ])
    expect(res.statusCode).toBe(202)
  })
})
