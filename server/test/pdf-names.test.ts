import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, stations, vendors } from '../db/schema'
import { billApi, fakeBillFields } from '../features/bills/bills.fakes'
import { fakeCustomer } from '../features/customers/customers.fakes'
import { moneyApi } from '../features/sales/money.fakes'
import { addStaff, markDay } from '../features/staff/staff.fakes'
import { fakeVendor } from '../features/vendors/vendors.fakes'
import { pdfText } from './pdf-text'
import { createTestApp, type TestApp } from './test-app'

/**
 * Every document prints a name as it was typed, whatever its script: Arabic (joined, right to left),
 * Japanese, and Latin with accents. The text read back from the PDF is the logical string.
 */
const arabic = 'محمد علي'
const japanese = '東京モーターズ株式会社'
const latin = 'Ünal Çelik-Łukasz'

let t: TestApp
let headers: Record<string, string>
let api: ReturnType<typeof moneyApi>
beforeAll(async () => {
  t = await createTestApp()
  ;({ headers } = await t.as('MainAdmin'))
  api = moneyApi(t, headers)
})
afterAll(() => t.close())

const customerNamed = async (firstName: string, lastName: string) => {
  const row = await fakeCustomer(t.db, 'USD')
  await t.db.update(customers).set({ firstName, lastName }).where(eq(customers.id, row.id))
  return row.id
}
const vendorNamed = async (name: string) => {
  const row = await fakeVendor(t.db)
  await t.db.update(vendors).set({ name }).where(eq(vendors.id, row.id))
  return row
}
/** The fonts a PDF embeds, by name ("BZZZZZ+NotoSans-Regular": a subset carries a six-letter tag). */
const fontsOf = (bytes: Buffer) => [
  ...new Set([...bytes.toString('latin1').matchAll(/\/BaseFont \/([\w+-]+)/g)].map((m) => m[1]!)),
]

describe('names in every script, on every document', () => {
  it('the invoice: Arabic, Japanese and accented names as typed, in a small file of font subsets', async () => {
    const bill = (
      await billApi(t, headers).create(
        fakeBillFields(
          { buyerName: arabic },
          {
            paymentTerms: `Invoice to ${arabic}, paid by ${latin}`,
            lines: [{ description: `Toyota Hiace for ${japanese}`, quantity: '1', unitPrice: '9800.00' }],
          },
        ),
      )
    ).json()
    const res = await billApi(t, headers).pdf(bill.id)
    expect(res.statusCode).toBe(200)
    const { text } = await pdfText(res.rawPayload)
    expect(text).toContain(`Bill to ${arabic}`)
    expect(text).toContain(`Invoice to ${arabic}, paid by ${latin}`)
    expect(text).toContain(`Toyota Hiace for ${japanese}`)
    expect(res.rawPayload.length).toBeLessThan(150_000)
    const fonts = fontsOf(res.rawPayload)
    expect(fonts).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Z]{6}\+NotoSansJP-Regular$/)]))
    expect(fonts).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Z]{6}\+NotoNaskhArabic$/)]))
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+/)
  })

  it('a Latin-only invoice embeds the Latin faces alone', async () => {
    const lines = [{ description: 'Toyota Prius S 2015', quantity: '1', unitPrice: '9800.00' }]
    const bill = (await billApi(t, headers).create(fakeBillFields({ buyerName: latin }, { lines }))).json()
    const res = await billApi(t, headers).pdf(bill.id)
    expect((await pdfText(res.rawPayload)).text).toContain(`Bill to ${latin}`)
    expect(
      fontsOf(res.rawPayload)
        .map((f) => f.slice(7))
        .sort(),
    ).toEqual(['NotoSans-Bold', 'NotoSans-Regular'])
  })

  it('the receipts: received from a Japanese customer, paid to an Arabic vendor', async () => {
    const vendor = await vendorNamed(arabic)
    const { carId } = await api.addVehicle({ model: 'トヨタ ハイエース', purchasePrice: '1500000' }, vendor)
    const customerId = await customerNamed('東京モーターズ', '株式会社')
    const sold = await api.sell({
      carId,
      customerId,
      date: '2026-11-01',
      price: '12000',
      downPayment: '12000',
    })
    expect(sold.statusCode, sold.body).toBe(201)
    expect((await api.pay({ carId, direction: 'out', amount: '1500000' })).statusCode).toBe(201)
    const payments = (await api.payments(carId)).json().payments as { id: number; direction: string }[]
    const receipt = async (direction: string) =>
      (
        await pdfText(
          (
            await api.get(`/api/car/receipt/${payments.find((p) => p.direction === direction)!.id}`)
          ).rawPayload,
        )
      ).text
    const received = await receipt('in')
    expect(received).toContain('Received from: 東京モーターズ 株式会社')
    expect(received).toContain('トヨタ ハイエース')
    expect(await receipt('out')).toContain(`Paid to: ${arabic}`)
  })

  it("the ledgers: a customer's named in Arabic, a vendor's with accents", async () => {
    const [first, last] = arabic.split(' ') as [string, string]
    const customerId = await customerNamed(first, last)
    const customer = await api.get(`/api/customer/ledger?Id=${customerId}&format=pdf`)
    expect(customer.statusCode).toBe(200)
    expect((await pdfText(customer.rawPayload)).text).toContain(`Customer ledger — ${arabic}`)
    const vendor = await vendorNamed(latin)
    const ledger = await api.get(`/api/vendor/ledger?Id=${vendor.id}&format=pdf`)
    expect((await pdfText(ledger.rawPayload)).text).toContain(`Vendor ledger — ${latin}`)
  })

  it('the vehicle sheet: its moves "from → to" between stations named in Japanese and Arabic', async () => {
    const [yokohama, dubai] = await t.db
      .insert(stations)
      .values([
        { name: '横浜港', city: 'Yokohama', countryId: 1 },
        { name: 'دبي', city: 'Dubai', countryId: 4 },
      ])
      .returning()
    const { carId } = await api.addVehicle({ model: 'トヨタ ハイエース', stationId: yokohama!.id })
    const moved = await api.json('/api/car/move', {
      carId,
      toStationId: dubai!.id,
      date: '2026-11-02',
      rate: '0.0067',
      moveExpenses: '0',
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const sheet = await api.get(`/api/car/sheet/${carId}`)
    expect(sheet.statusCode).toBe(200)
    const { text } = await pdfText(sheet.rawPayload)
    expect(text).toContain('トヨタ ハイエース')
    expect(text).toContain('From → to')
    expect(text).toContain(`横浜港 → ${dubai!.name}`)
  })

  it('the payslip: the member named in Arabic, the hourly rate without trailing zeros', async () => {
    const id = await addStaff(t, headers, { name: arabic })
    await markDay(t, headers, id, '2025-03-03')
    const res = await api.get(`/api/Staff/payslip?StaffId=${id}&StartDate=2025-03-01&EndDate=2025-03-31`)
    expect(res.statusCode).toBe(200)
    const { text } = await pdfText(res.rawPayload)
    expect(text).toContain(`Staff: ${arabic}`)
    // 3,100 a month over March's 31 days of 8 hours: 12.5 an hour, not "12.5000".
    expect(text).toContain('2025-03-03 Present 8.00 – – 12.5 100.00')
    expect(text).not.toContain('12.5000')
  })

  it('a list exported as PDF: customers in three scripts', async () => {
    await customerNamed('東京モーターズ', '株式会社')
    await customerNamed(...(arabic.split(' ') as [string, string]))
    await customerNamed('Ünal', 'Çelik-Łukasz')
    const res = await api.get('/api/customer?format=pdf')
    expect(res.statusCode).toBe(200)
    const { text } = await pdfText(res.rawPayload)
    for (const name of ['東京モーターズ 株式会社', arabic, latin]) expect(text).toContain(name)
  })
})
