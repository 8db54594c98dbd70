import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, outbox } from '../../db/schema'
import { createMailTransport } from '../../lib/mail'
import { pdfText } from '../../test/pdf-text'
import { startSmtp } from '../../test/smtp'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCustomer } from '../customers/customers.fakes'
import { customerPending } from '../ledgers/pending.repo'
import { drainOutbox } from '../reminders/outbox'
import { moneyApi } from '../sales/money.fakes'
import { billApi, fakeBillFields } from './bills.fakes'

type Headers = Record<string, string>
let smtp: Awaited<ReturnType<typeof startSmtp>>
let t: TestApp
let admin: Headers
let api: ReturnType<typeof billApi>
beforeAll(async () => {
  smtp = await startSmtp()
  t = await createTestApp({ SMTP_URL: smtp.url })
  admin = (await t.as('MainAdmin')).headers
  api = billApi(t, admin)
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

/** A signed-in user of a role in a country (Japan is 1, Kenya 4). */
const signedIn = async (role: Parameters<TestApp['makeUser']>[0], countryId: number) => {
  const user = await t.makeUser(role, { countryId })
  const { token } = await t.login(user.email)
  return { authorization: `Bearer ${token}` }
}

describe('issuing a bill', () => {
  it('answers its number and the total the server computed from three lines', async () => {
    const customer = await fakeCustomer(t.db, 'USD', 4)
    const res = await api.create(fakeBillFields({ customerId: customer.id }))
    expect(res.statusCode, res.body).toBe(201)
    const issued = res.json()
    expect(issued).toMatchObject({ number: expect.stringMatching(/^INV-2026-\d{6}$/), total: '11275.03' })
    const bill = (await api.one(issued.id)).json()
    expect(bill).toMatchObject({
      number: issued.number,
      status: 'issued',
      customerId: customer.id,
      buyerName: `${customer.firstName} ${customer.lastName}`,
      tradeTerm: 'CIF',
      currency: 'USD',
      total: '11275.03',
    })
    expect(bill.lines.map((l: { quantity: string; lineTotal: string }) => [l.quantity, l.lineTotal])).toEqual(
      [
        ['1.00', '9800.00'],
        ['1.00', '1450.00'],
        ['2.50', '25.03'],
      ],
    )
  })

  it('rounds to the currency: yen bills have no decimals', async () => {
    const res = await api.create(
      fakeBillFields(
        { buyerName: 'Tokyo Auto Export KK' },
        { currency: 'JPY', lines: [{ description: 'Nissan Note', quantity: '1.5', unitPrice: '1000001' }] },
      ),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().total).toBe('1500002.00')
    const yenCents = await api.create(
      fakeBillFields(
        { buyerName: 'Tokyo Auto Export KK' },
        { currency: 'JPY', lines: [{ description: 'Nissan Note', quantity: '1', unitPrice: '1000.50' }] },
      ),
    )
    expect(yenCents.statusCode).toBe(400)
    expect(yenCents.json().errors['lines.0.unitPrice']).toBeDefined()
  })

  it('50 bills issued at once take 50 distinct consecutive numbers', { timeout: 120_000 }, async () => {
    const fields = fakeBillFields(
      { buyerName: 'Rush Hour Traders' },
      { issueDate: '2031-01-05', dueDate: '2031-02-05' },
    )
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.create(fields)))
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(201))
    const numbers = answers.map((r) => r.json().number as string).sort()
    expect(numbers).toEqual(
      Array.from({ length: 50 }, (_, i) => `INV-2031-${String(i + 1).padStart(6, '0')}`),
    )
  })

  it('names the field of bad input (400)', async () => {
    const customer = await fakeCustomer(t.db, 'USD', 4)
    const base = fakeBillFields({ customerId: customer.id })
    const errorsOf = async (payload: Record<string, unknown>) => {
      const res = await api.create(payload)
      expect(res.statusCode, res.body).toBe(400)
      return Object.keys(res.json().errors)
    }
    expect(await errorsOf({ ...base, lines: [] })).toContain('lines')
    expect(
      await errorsOf({ ...base, lines: [{ description: 'Car', quantity: '-1', unitPrice: '10' }] }),
    ).toContain('lines.0.quantity')
    expect(await errorsOf({ ...base, buyerName: 'Someone Else' })).toContain('customerId')
    const { customerId: _c, ...neither } = base as typeof base & { customerId: number }
    expect(await errorsOf(neither)).toContain('customerId')
    expect(await errorsOf({ ...base, tradeTerm: 'EXW' })).toContain('tradeTerm')
    expect(await errorsOf({ ...base, currency: 'XXX' })).toContain('currency')
    expect(await errorsOf({ ...base, dueDate: '2026-10-01' })).toContain('dueDate')
    expect((await api.create({ ...base, customerId: 999_999 })).statusCode).toBe(404)
    expect((await api.create({ ...base, vehicleId: 999_999 })).statusCode).toBe(404)
  })
})

describe('an issued bill', () => {
  it('cannot be edited (409); voiding keeps its number and the next bill takes the next one', async () => {
    const fields = fakeBillFields(
      { buyerName: 'Void Test Motors' },
      { issueDate: '2032-03-01', dueDate: '2032-03-31' },
    )
    const first = (await api.create(fields)).json()
    expect(first.number).toBe('INV-2032-000001')
    const put = await api.update(first.id, fields)
    expect(put.statusCode).toBe(409)
    expect(put.json().message).toBe('An issued bill cannot be edited — void it and issue another')
    expect((await api.update(999_999, fields)).statusCode).toBe(404)

    const voided = await api.void(first.id, 'Wrong unit price')
    expect(voided.statusCode, voided.body).toBe(200)
    expect(voided.json()).toMatchObject({
      number: 'INV-2032-000001',
      status: 'void',
      voidReason: 'Wrong unit price',
    })
    expect((await api.void(first.id, 'Again')).statusCode).toBe(409)
    expect((await api.void(first.id, '')).json().errors.reason).toBeDefined()
    expect((await api.update(first.id, fields)).statusCode).toBe(409)

    const next = (await api.create(fields)).json()
    expect(next.number).toBe('INV-2032-000002')
    const list = await api.list('q=INV-2032&sort=number&page=1')
    expect(list.headers['x-total-count']).toBe('2')
    expect(list.json().map((b: { number: string; status: string }) => [b.number, b.status])).toEqual([
      ['INV-2032-000001', 'void'],
      ['INV-2032-000002', 'issued'],
    ])
  })
})

describe('the bill book list', () => {
  it('pages, searches by number, buyer and vehicle, and lists a vehicle’s bills', async () => {
    const money = moneyApi(t, admin)
    const { carId } = await money.addVehicle({ model: 'Mazda Demio Skyactiv' })
    const linked = (
      await api.create(fakeBillFields({ buyerName: 'Searchable Kamau Ltd' }, { vehicleId: carId }))
    ).json()
    const byBuyer = (await api.list('q=kamau ltd')).json()
    expect(byBuyer.map((b: { id: number }) => b.id)).toContain(linked.id)
    const byModel = (await api.list('q=demio')).json()
    expect(byModel).toEqual([
      expect.objectContaining({ id: linked.id, vehicleId: carId, model: 'Mazda Demio Skyactiv' }),
    ])
    expect((await api.list(`q=${linked.number}`)).json()).toHaveLength(1)
    expect((await api.list(`vehicleId=${carId}`)).json().map((b: { id: number }) => b.id)).toEqual([
      linked.id,
    ])
    const page = await api.list('page=1&pageSize=2&sort=-issueDate')
    expect(page.json()).toHaveLength(2)
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2)
  })
})

describe('who may do what', () => {
  it('refuses without a token (401) and by role (403) before reading the body', async () => {
    const customer = await fakeCustomer(t.db, 'USD', 1)
    const fields = fakeBillFields({ customerId: customer.id })
    expect((await api.create(fields, {})).statusCode).toBe(401)
    expect((await api.create({}, await signedIn('AgentStock', 1))).statusCode).toBe(403)
    const bill = (await api.create(fields)).json()
    const stock = await signedIn('AgentStock', 1)
    expect((await api.one(bill.id, stock)).statusCode).toBe(200)
    expect((await api.pdf(bill.id, stock)).statusCode).toBe(200)
    expect((await api.email(bill.id, { email: 'x@y.test' }, stock)).statusCode).toBe(403)
    const sales = await signedIn('AgentSales', 1)
    expect((await api.void(bill.id, 'no', sales)).statusCode).toBe(403)
    expect((await api.void(bill.id, 'Duplicate', await signedIn('Accounts', 1))).statusCode).toBe(200)
  })

  it('a branch bills and sees only its own country’s customers and bills (404 otherwise)', async () => {
    const kenyan = await fakeCustomer(t.db, 'KES', 4)
    const kenyaAgent = await signedIn('AgentSales', 4)
    const japanAgent = await signedIn('AgentSales', 1)
    const res = await api.create(fakeBillFields({ customerId: kenyan.id }, { currency: 'KES' }), kenyaAgent)
    expect(res.statusCode, res.body).toBe(201)
    const bill = res.json()
    expect((await api.create(fakeBillFields({ customerId: kenyan.id }), japanAgent)).statusCode).toBe(404)
    const other = await api.one(bill.id, japanAgent)
    expect(other.statusCode).toBe(404)
    expect(other.json().message).toBe("This bill belongs to another country's office")
    expect((await api.pdf(bill.id, japanAgent)).statusCode).toBe(404)
    expect((await api.email(bill.id, { email: 'a@b.test' }, japanAgent)).statusCode).toBe(404)
    expect((await api.void(bill.id, 'x', await signedIn('Accounts', 1))).statusCode).toBe(404)
    const japanList = (await api.list('pageSize=500', japanAgent)).json()
    expect(japanList.map((b: { id: number }) => b.id)).not.toContain(bill.id)
    expect((await api.one(bill.id, kenyaAgent)).statusCode).toBe(200)
    expect((await api.one(bill.id)).statusCode).toBe(200)
    // A free-form buyer billed by a branch belongs to the branch's country.
    const free = (await api.create(fakeBillFields({ buyerName: 'Walk-in Buyer' }), japanAgent)).json()
    expect((await api.one(free.id, kenyaAgent)).statusCode).toBe(404)
    expect((await api.one(free.id, japanAgent)).json().countryId).toBe(1)
  })
})

describe('the PDF and the e-mail', () => {
  it('prints the letterhead, number, lines and total', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      payload: {
        name: 'Sakura Motors Ltd',
        address: '2-1 Minato Mirai, Yokohama',
        bankDetails: 'MUFG Bank 123-4567',
      },
      headers: admin,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const bill = (await api.create(fakeBillFields({ buyerName: 'Printed Buyer Co' }))).json()
    const res = await api.pdf(bill.id)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain(`${bill.number}.pdf`)
    const { text } = await pdfText(res.rawPayload)
    for (const expected of [
      'Sakura Motors Ltd',
      bill.number,
      'Printed Buyer Co',
      'Ocean freight Yokohama',
      'Pre-export inspection (JEVIC)',
      '9,800.00',
      'USD 11,275.03',
      'MUFG Bank 123-4567',
    ])
      expect(text).toContain(expected)
  })

  it('queues the e-mail with the PDF attached, and the SMTP server receives the attachment', async () => {
    const customer = await fakeCustomer(t.db, 'USD', 4)
    await t.db.update(customers).set({ email: 'amina.bills@buyer.test' }).where(eq(customers.id, customer.id))
    const bill = (await api.create(fakeBillFields({ customerId: customer.id }))).json()
    const res = await api.email(bill.id)
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json()).toMatchObject({ email: 'amina.bills@buyer.test', number: bill.number })
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, res.json().outboxId))
    expect(row).toMatchObject({ to: 'amina.bills@buyer.test', status: 'queued' })
    expect(row!.attachments).toEqual([
      { filename: `${bill.number}.pdf`, contentType: 'application/pdf', content: expect.any(String) },
    ])
    await drainOutbox(
      t.db,
      createMailTransport({ smtpUrl: smtp.url, from: 'desk@sakura.test', dataDir: t.config.dataDir }),
    )
    const mail = smtp.received.find((m) => m.to === 'amina.bills@buyer.test')!
    expect(mail.subject).toContain(`Invoice ${bill.number}`)
    expect(mail.text).toContain('USD 11,275.03')
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0]).toMatchObject({
      filename: `${bill.number}.pdf`,
      contentType: 'application/pdf',
    })
    const { text } = await pdfText(mail.attachments[0]!.content)
    expect(text).toContain(bill.number)
    expect(text).toContain('USD 11,275.03')
  })

  it('goes to an address given in the request; without one and no customer e-mail it names the field', async () => {
    const bill = (await api.create(fakeBillFields({ buyerName: 'No Mail Buyer' }))).json()
    const missing = await api.email(bill.id)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors.email).toBeDefined()
    expect((await api.email(bill.id, { email: 'not-an-address' })).json().errors.email).toBeDefined()
    const given = await api.email(bill.id, { email: 'desk@nomail.test' })
    expect(given.statusCode).toBe(202)
    expect(given.json().email).toBe('desk@nomail.test')
  })
})

describe('the customer ledger', () => {
  it('shows the bill as a document line without changing any balance or what is pending', async () => {
    const money = moneyApi(t, admin)
    const customer = await fakeCustomer(t.db, 'USD', 4)
    const { carId } = await money.addVehicle()
    const sold = await money.sell({
      carId,
      customerId: customer.id,
      date: '2026-11-01',
      price: '12000',
      currency: 'USD',
      downPayment: '3000',
      instalments: { count: 3, frequency: 'monthly', firstDueDate: '2026-12-01' },
    })
    expect(sold.statusCode, sold.body).toBeLessThan(300)
    const ledgerOf = async () => (await money.get(`/api/customer/ledger?Id=${customer.id}`)).json()
    const before = await ledgerOf()
    const pendingBefore = await customerPending(t.db, { id: customer.id, reference: '2026-12-20' })
    const bill = (
      await api.create(
        fakeBillFields(
          { customerId: customer.id },
          { vehicleId: carId, issueDate: '2026-11-01', currency: 'EUR' },
        ),
      )
    ).json()
    const after = await ledgerOf()
    expect(after.balances).toEqual(before.balances)
    expect(after.entries).toHaveLength(before.entries.length + 1)
    expect(after.entries.find((e: { kind: string }) => e.kind === 'bill')).toMatchObject({
      ref: bill.id,
      receiptNo: bill.number,
      carId,
      currency: 'EUR',
      debit: '0.00',
      credit: '0.00',
      balance: '0.00',
      documentTotal: '11275.03',
    })
    expect(await customerPending(t.db, { id: customer.id, reference: '2026-12-20' })).toEqual(pendingBefore)
  })
})
