import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuctionPurchase } from '../../../shared/auction-purchases'
import type { CostSheet } from '../../../shared/cost-sheet'
import type { Expense } from '../../../shared/expenses'
import {
  auditLog,
  businessSettings,
  exchangeRates,
  expenses,
  exportFiles,
  vehicles,
  vendors,
} from '../../db/schema'
import { multipart, samples } from '../../test/multipart'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCustomer } from '../customers/customers.fakes'
import { moneyApi } from '../sales/money.fakes'
import { ensureSettings } from '../settings/settings.repo'
import { fakeVendor } from '../vendors/vendors.fakes'

type Headers = Record<string, string>
let t: TestApp
let owner: Headers
let api: ReturnType<typeof moneyApi>
let auctionId: number
let dealerId: number

beforeAll(async () => {
  t = await createTestApp()
  owner = (await t.as('MainAdmin')).headers
  api = moneyApi(t, owner)
  auctionId = (await fakeVendor(t.db)).id
  const [dealer] = await t.db
    .insert(vendors)
    .values({ name: `Test Dealer ${Date.now()}`, type: 'dealer', countryId: 1, currency: 'JPY' })
    .returning()
  dealerId = dealer!.id
  await ensureSettings(t.db, 'Test Motors')
  await t.db.update(businessSettings).set({ auctionPaymentDays: 5 })
  await t.db
    .insert(exchangeRates)
    .values({ currency: 'JPY', base: 'USD', date: '2026-01-01', rate: '0.0067' })
})
afterAll(() => t.close())

/** A car bought for JPY 1,500,000 on 2026-09-01 (from an auction house unless told). */
const addCar = async (vendorId = auctionId) =>
  (await api.addVehicle({ purchaseDate: '2026-09-01', purchasePrice: '1500000' }, { id: vendorId })).carId

let lot = 0
const sheetFields = (overrides: Record<string, unknown> = {}) => ({
  venue: 'USS Tokyo',
  saleDate: '2026-09-01',
  lotNo: `${++lot}-${Date.now() % 100000}`,
  overallGrade: '4.5',
  interiorGrade: 'B',
  exteriorGrade: 'C',
  sheetMileageKm: '84000',
  paymentDueOn: '2026-09-04',
  consumptionTax: '150000',
  recycleDeposit: '12000',
  auctionFee: '20000',
  feeTax: '2000',
  ...overrides,
})
const put = (carId: number, fields: Record<string, unknown>, headers = owner) => {
  const form = multipart(fields as never)
  return t.app.inject({
    method: 'PUT',
    url: `/api/auction-purchases/${carId}`,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  })
}
const read = async (carId: number, headers = owner) => {
  const res = await t.app.inject({ url: `/api/auction-purchases/${carId}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as AuctionPurchase
}
const saved = async (carId: number, fields: Record<string, unknown> = {}) => {
  const res = await put(carId, sheetFields(fields))
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as AuctionPurchase
}
const carExpenses = async (carId: number) =>
  (await api.get(`/api/car/expenses?carId=${carId}`)).json() as Expense[]
const costSheet = async (carId: number) => (await api.get(`/api/car/costsheet/${carId}`)).json() as CostSheet
const saveExportFile = (carId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/export-files/${carId}`, headers: owner, payload })

describe('auction purchases', () => {
  it('reads no record until saved, with the hammer price and a due date from the owners’ payment days', async () => {
    const carId = await addCar()
    const view = await read(carId)
    expect(view).toMatchObject({
      atAuction: true,
      record: null,
      lines: [],
      hammerPrice: '1500000.00',
      currency: 'JPY',
      purchaseDate: '2026-09-01',
      proposedDueOn: '2026-09-06',
      invoiceTotal: '1500000.00',
    })
  })

  it('saves the sheet, sets the vendor due date, and makes each non-zero line a typed expense', async () => {
    const carId = await addCar()
    const res = await put(carId, {
      ...sheetFields({ saleDate: '2026-09-02', lotNo: 'A-101' }),
      sheet: samples.png(),
    })
    expect(res.statusCode, res.body).toBe(200)
    const view = res.json() as AuctionPurchase
    expect(view.record).toMatchObject({
      version: 1,
      venue: 'USS Tokyo',
      saleDate: '2026-09-02',
      lotNo: 'A-101',
      overallGrade: '4.5',
      interiorGrade: 'B',
      exteriorGrade: 'C',
      sheetMileageKm: 84000,
      sheetType: 'image/png',
    })
    expect((await t.app.inject({ url: view.record!.sheetUrl! })).statusCode).toBe(200)
    expect(view.paymentDueOn).toBe('2026-09-04')
    expect(view.proposedDueOn).toBe('2026-09-07')
    expect(view.invoiceTotal).toBe('1684000.00')
    expect(view.lines.map((l) => [l.lineKind, l.amount, l.currency, l.date])).toEqual([
      ['consumption_tax', '150000.00', 'JPY', '2026-09-02'],
      ['recycle_deposit', '12000.00', 'JPY', '2026-09-02'],
      ['auction_fee', '20000.00', 'JPY', '2026-09-02'],
      ['fee_tax', '2000.00', 'JPY', '2026-09-02'],
    ])
    const [car] = await t.db.select().from(vehicles).where(eq(vehicles.id, carId))
    expect(car!.vendorDueDate).toBe('2026-09-04')
    const listed = await carExpenses(carId)
    expect(listed.map((e) => [e.kind, e.lineKind, e.details])).toContainEqual([
      'auction fee',
      'recycle_deposit',
      'USS Tokyo lot A-101: Recycle deposit',
    ])

    // A second save replaces the lines (a zero line has none) and keeps the sheet; a stale one is refused.
    const again = await saved(carId, { lotNo: 'A-101', version: '1', auctionFee: '25000', feeTax: '0' })
    expect(again.record).toMatchObject({ version: 2, sheetType: 'image/png' })
    expect(again.lines.map((l) => [l.lineKind, l.amount])).toEqual([
      ['consumption_tax', '150000.00'],
      ['recycle_deposit', '12000.00'],
      ['auction_fee', '25000.00'],
    ])
    expect((await put(carId, sheetFields({ lotNo: 'A-101', version: '1' }))).statusCode).toBe(409)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'auction_purchases'), eq(auditLog.entityId, String(carId))))
    expect(audit.map((a) => a.action)).toEqual(['create', 'update'])
  })

  it('refuses to edit or delete a line of the invoice on the expense screens (409)', async () => {
    const carId = await addCar()
    await saved(carId)
    const [line] = await carExpenses(carId)
    const edit = await api.post('/api/car/addeditexpense', {
      id: line!.id,
      carId,
      date: '2026-09-01',
      kind: 'auction fee',
      amount: '1',
    })
    expect(edit.statusCode, edit.body).toBe(409)
    expect(edit.json().errors.id).toBeDefined()
    const remove = await api.json('/api/car/deleteexpense', { id: line!.id })
    expect(remove.statusCode, remove.body).toBe(409)
    expect(await carExpenses(carId)).toHaveLength(4)
  })

  it.each([
    ['saleDate', { saleDate: '2026-08-31' }, 'a date before the purchase (2026-09-01)'],
    ['saleDate', { saleDate: '2999-01-01', paymentDueOn: '2999-01-02' }, 'cannot be after today'],
    ['paymentDueOn', { paymentDueOn: '2026-08-31' }, 'cannot be before the sale date'],
    ['overallGrade', { overallGrade: '7' }, 'must be one of'],
    ['interiorGrade', { interiorGrade: 'F' }, 'must be one of'],
    ['exteriorGrade', { exteriorGrade: '4' }, 'must be one of'],
    ['sheetMileageKm', { sheetMileageKm: '-1' }, 'whole number'],
    ['auctionFee', { auctionFee: '1200.50' }, 'whole amount in JPY'],
    ['recycleDeposit', { recycleDeposit: '-12000' }, 'cannot be negative'],
    ['lotNo', { lotNo: '' }, 'required'],
  ])('refuses a bad %s, naming it, and stores nothing', async (field, fields, text) => {
    const carId = await addCar()
    const res = await put(carId, sheetFields(fields))
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors[field].join(' ')).toContain(text)
    expect((await read(carId)).record).toBeNull()
    expect(await carExpenses(carId)).toEqual([])
  })

  it('takes a grade in lower case and an overall grade sent as a number', async () => {
    const view = await saved(await addCar(), { overallGrade: 'ra', interiorGrade: 'a' })
    expect(view.record).toMatchObject({ overallGrade: 'RA', interiorGrade: 'A' })
  })

  it('has no auction record for a car bought from a dealer (400 naming the venue)', async () => {
    const carId = await addCar(dealerId)
    expect((await read(carId)).atAuction).toBe(false)
    const res = await put(carId, sheetFields())
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors.venue.join(' ')).toContain('not an auction house')
  })

  it('one lot of one sale day at one venue is one car (409 naming the lot)', async () => {
    await saved(await addCar(), { venue: 'TAA Yokohama', lotNo: 'L-77' })
    const res = await put(await addCar(), sheetFields({ venue: 'taa yokohama', lotNo: 'l-77' }))
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json().errors.lotNo).toBeDefined()
    // Another sale day is another lot.
    await saved(await addCar(), {
      venue: 'TAA Yokohama',
      lotNo: 'L-77',
      saleDate: '2026-09-03',
      paymentDueOn: '2026-09-06',
    })
  })

  it('AgentSales neither reads nor saves it; another country’s office cannot open the car', async () => {
    const carId = await addCar()
    const sales = (await t.as('AgentSales')).headers
    expect((await t.app.inject({ url: `/api/auction-purchases/${carId}`, headers: sales })).statusCode).toBe(
      403,
    )
    expect((await put(carId, sheetFields(), sales)).statusCode).toBe(403)
    const kenya = (await t.as('AgentStock', { countryId: 4 })).headers
    expect((await t.app.inject({ url: `/api/auction-purchases/${carId}`, headers: kenya })).statusCode).toBe(
      403,
    )
    const res = await put(carId, sheetFields(), kenya)
    expect(res.statusCode, res.body).toBe(403)
    expect((await read(carId)).record).toBeNull()
    const stock = (await t.as('AgentStock')).headers
    expect((await put(carId, sheetFields(), stock)).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/auction-purchases/999999', headers: owner })).statusCode).toBe(
      404,
    )
  })
})

describe('refunds', () => {
  const landed = (s: CostSheet) => ('amount' in s.landed ? s.landed.amount : null)
  const refundable = (s: CostSheet) => ('amount' in s.refundable ? s.refundable.amount : null)
  const profit = async (carId: number) =>
    (await api.get(`/api/car/profit?carId=${carId}`)).json().profit as string

  it('a partial recycle refund and the tax refund take exactly their amounts off the cost sheet and the profit', async () => {
    const carId = await addCar()
    await saved(carId)
    const customer = await fakeCustomer(t.db, 'JPY', 1)
    const sale = await api.sell({
      carId,
      customerId: customer.id,
      date: '2026-10-01',
      currency: 'JPY',
      price: '2500000',
      downPayment: '2500000',
    })
    expect(sale.statusCode, sale.body).toBe(201)
    const before = await costSheet(carId)
    expect(landed(before)).toBe('1684000.00')
    expect(refundable(before)).toBe('164000.00')
    expect(before.lines.filter((l) => l.lineKind).map((l) => l.lineKind)).toEqual([
      'consumption_tax',
      'recycle_deposit',
      'auction_fee',
      'fee_tax',
    ])
    // 2,500,000 − 1,684,000 = 816,000 yen at 0.0067.
    expect(await profit(carId)).toBe('5467.20')

    const res = await saveExportFile(carId, {
      recycleClaimedOn: '2026-10-10',
      recycleAmount: '9000',
      recycleReceivedOn: '2026-11-01',
      taxClaimPeriodEnd: '2026-10-31',
      taxRefundAmount: '152000',
      taxRefundedOn: '2026-11-20',
    })
    expect(res.statusCode, res.body).toBe(200)
    const after = await costSheet(carId)
    expect(landed(after)).toBe('1523000.00')
    // What is left to come back: 3,000 of the deposit.
    expect(refundable(after)).toBe('3000.00')
    expect(
      after.lines.filter((l) => l.lineKind?.endsWith('refund')).map((l) => [l.lineKind, l.amount, l.date]),
    ).toEqual([
      ['recycle_refund', '-9000.00', '2026-11-01'],
      ['tax_refund', '-152000.00', '2026-11-20'],
    ])
    // 816,000 + 161,000 = 977,000 yen at 0.0067.
    expect(await profit(carId)).toBe('6545.90')
    const refunds = (await carExpenses(carId)).filter((e) => e.lineKind?.endsWith('refund'))
    expect(refunds.map((e) => [e.amount, e.currency, e.details])).toEqual([
      ['-9000.00', 'JPY', 'Recycle deposit refunded'],
      ['-152000.00', 'JPY', 'Consumption tax refunded'],
    ])

    // Saved again with the same refunds: still one of each. A refunded line cannot go below its refund.
    const file = (await t.app.inject({ url: `/api/export-files/${carId}`, headers: owner })).json().file
    expect((await saveExportFile(carId, file)).statusCode).toBe(200)
    expect(await carExpenses(carId)).toHaveLength(6)
    expect((await carExpenses(carId)).filter((e) => e.lineKind?.endsWith('refund')).map((e) => e.id)).toEqual(
      refunds.map((e) => e.id),
    )
    const lowered = await put(
      carId,
      sheetFields({ lotNo: (await read(carId)).record!.lotNo, recycleDeposit: '8000' }),
    )
    expect(lowered.statusCode, lowered.body).toBe(400)
    expect(lowered.json().errors.recycleDeposit).toBeDefined()
    const lowTax = await put(carId, sheetFields({ lotNo: (await read(carId)).record!.lotNo, feeTax: '0' }))
    expect(lowTax.statusCode, lowTax.body).toBe(400)
    expect(lowTax.json().errors.consumptionTax).toBeDefined()
    // The refund line cannot be edited on the expense screens either.
    const refund = refunds[0]!
    expect((await api.json('/api/car/deleteexpense', { id: refund.id })).statusCode).toBe(409)
  })

  it.each([
    [
      'recycleAmount',
      { recycleAmount: '12001', recycleReceivedOn: '2026-11-01' },
      'refund larger than the deposit',
    ],
    [
      'taxRefundAmount',
      { taxClaimPeriodEnd: '2026-10-31', taxRefundAmount: '152001', taxRefundedOn: '2026-11-01' },
      'refund larger than the consumption tax',
    ],
  ])('a refund larger than its lines is a 400 on %s, and nothing is stored', async (field, refund, text) => {
    const carId = await addCar()
    await saved(carId)
    const before = await costSheet(carId)
    const res = await saveExportFile(carId, { recycleClaimedOn: '2026-10-10', ...refund })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors[field].join(' ')).toContain(text)
    expect(await t.db.select().from(exportFiles).where(eq(exportFiles.vehicleId, carId))).toEqual([])
    expect(landed(await costSheet(carId))).toBe(landed(before))
  })

  it('a refund on a car without the line is a 400', async () => {
    const carId = await addCar()
    await saved(carId, { recycleDeposit: '0' })
    const res = await saveExportFile(carId, { recycleAmount: '5000', recycleReceivedOn: '2026-11-01' })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors.recycleAmount).toBeDefined()
    const none = await addCar(dealerId)
    const tax = await saveExportFile(none, {
      taxClaimPeriodEnd: '2026-10-31',
      taxRefundAmount: '5000',
      taxRefundedOn: '2026-11-01',
    })
    expect(tax.statusCode, tax.body).toBe(400)
    expect(tax.json().errors.taxRefundAmount).toBeDefined()
    expect(
      await t.db
        .select()
        .from(expenses)
        .where(and(eq(expenses.vehicleId, none), eq(expenses.lineKind, 'tax_refund'))),
    ).toEqual([])
  })
})
