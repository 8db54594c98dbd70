import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'
import { fakeCustomer } from '../customers/customers.fakes'
import { moneyApi } from '../sales/money.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'
import { customerPending, vendorPending } from './pending.repo'

type Headers = Record<string, string>
let t: TestApp
let admin: { headers: Headers }
let api: ReturnType<typeof moneyApi>
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.as('MainAdmin')
  api = moneyApi(t, admin.headers)
})
afterAll(() => t.close())

const plan = { count: 3, frequency: 'monthly', firstDueDate: '2026-12-01' }

describe('vendor ledger and purchases', () => {
  it('a purchase paid in two payments goes to zero, with running balances', async () => {
    const vendor = await fakeVendor(t.db)
    const { carId } = await api.addVehicle({ purchasePrice: '1500000', vendorDueDate: '2026-10-31' }, vendor)
    await api.pay({ carId, direction: 'out', amount: '1000000', date: '2026-10-05' })
    let pending = await vendorPending(t.db, { id: vendor.id, reference: '2026-11-09' })
    expect(pending).toEqual([
      expect.objectContaining({
        currency: 'JPY',
        total: '1500000.00',
        paid: '1000000.00',
        pending: '500000.00',
        dueDate: '2026-10-31',
        daysPassed: 10,
      }),
    ])
    await api.pay({ carId, direction: 'out', amount: '500000', date: '2026-10-20' })
    const res = await api.get(`/api/vendor/ledger?Id=${vendor.id}`)
    expect(res.statusCode, res.body).toBe(200)
    const ledger = res.json()
    expect(ledger.party).toMatchObject({ id: vendor.id, currency: 'JPY' })
    expect(ledger.held).toEqual({ kind: 'advance', currency: 'JPY', amount: '0.00' })
    expect(
      ledger.entries.map(
        (e: { date: string; kind: string; debit: string; credit: string; balance: string }) => [
          e.date,
          e.kind,
          e.debit,
          e.credit,
          e.balance,
        ],
      ),
    ).toEqual([
      ['2026-10-01', 'purchase', '1500000.00', '0.00', '1500000.00'],
      ['2026-10-05', 'payment', '0.00', '1000000.00', '500000.00'],
      ['2026-10-20', 'payment', '0.00', '500000.00', '0.00'],
    ])
    expect(ledger.balances).toEqual([
      { currency: 'JPY', opening: '0.00', debits: '1500000.00', credits: '1500000.00', closing: '0.00' },
    ])
    const from = (await api.get(`/api/vendor/ledger?Id=${vendor.id}&from=2026-10-10`)).json()
    expect(from.entries).toHaveLength(1)
    expect(from.balances).toEqual([
      { currency: 'JPY', opening: '500000.00', debits: '0.00', credits: '500000.00', closing: '0.00' },
    ])
    const purchases = (await api.get(`/api/vendor/allpurchases?Id=${vendor.id}`)).json()
    expect(purchases.rows).toEqual([
      expect.objectContaining({
        carId,
        price: '1500000.00',
        paid: '1500000.00',
        pending: '0.00',
        dueDate: '2026-10-31',
      }),
    ])
    pending = await vendorPending(t.db, { id: vendor.id, reference: '2026-11-09' })
    expect(pending[0]).toMatchObject({ pending: '0.00', dueDate: null, daysPassed: null })
  })

  it('keeps currencies apart', async () => {
    const vendor = await fakeVendor(t.db)
    await api.addVehicle({ purchasePrice: '1000000' }, vendor)
    await api.addVehicle({ purchasePrice: '5000', purchaseCurrency: 'USD' }, vendor)
    const ledger = (await api.get(`/api/vendor/ledger?Id=${vendor.id}`)).json()
    expect(
      ledger.balances.map((b: { currency: string; closing: string }) => [b.currency, b.closing]),
    ).toEqual([
      ['JPY', '1000000.00'],
      ['USD', '5000.00'],
    ])
  })
  it('a currency whose lines are all before the range keeps its balance; a range before every line has none', async () => {
    const vendor = await fakeVendor(t.db)
    await api.addVehicle(
      { purchasePrice: '5000', purchaseCurrency: 'USD', purchaseDate: '2026-01-05' },
      vendor,
    )
    const jpy = await api.addVehicle({ purchasePrice: '1000000', purchaseDate: '2026-02-10' }, vendor)
    await api.pay({ carId: jpy.carId, direction: 'out', amount: '400000', date: '2026-03-01' })
    const from = (await api.get(`/api/vendor/ledger?Id=${vendor.id}&from=2026-02-01`)).json()
    expect(from.balances).toEqual([
      { currency: 'JPY', opening: '0.00', debits: '1000000.00', credits: '400000.00', closing: '600000.00' },
      { currency: 'USD', opening: '5000.00', debits: '0.00', credits: '0.00', closing: '5000.00' },
    ])
    expect(from.entries.map((e: Record<string, string>) => [e.date, e.kind, e.balance])).toEqual([
      ['2026-02-10', 'purchase', '1000000.00'],
      ['2026-03-01', 'payment', '600000.00'],
    ])
    const middle = (await api.get(`/api/vendor/ledger?Id=${vendor.id}&from=2026-02-15&to=2026-02-20`)).json()
    expect(middle.entries).toEqual([])
    expect(middle.balances).toEqual([
      { currency: 'JPY', opening: '1000000.00', debits: '0.00', credits: '0.00', closing: '1000000.00' },
      { currency: 'USD', opening: '5000.00', debits: '0.00', credits: '0.00', closing: '5000.00' },
    ])
    const before = (await api.get(`/api/vendor/ledger?Id=${vendor.id}&to=2025-12-31`)).json()
    expect(before).toMatchObject({ entries: [], balances: [] })
  })

  it('lists the lines of several currencies in date order, each with its own currency’s running balance', async () => {
    const vendor = await fakeVendor(t.db)
    const jpy = await api.addVehicle({ purchasePrice: '1000000', purchaseDate: '2026-01-10' }, vendor)
    await api.addVehicle(
      { purchasePrice: '5000', purchaseCurrency: 'USD', purchaseDate: '2026-01-05' },
      vendor,
    )
    await api.addVehicle({ purchasePrice: '2000000', purchaseDate: '2026-01-20' }, vendor)
    await api.pay({ carId: jpy.carId, direction: 'out', amount: '400000', date: '2026-01-10' })
    const ledger = (await api.get(`/api/vendor/ledger?Id=${vendor.id}`)).json()
    expect(
      ledger.entries.map((e: Record<string, string>) => [e.date, e.kind, e.currency, e.balance]),
    ).toEqual([
      ['2026-01-05', 'purchase', 'USD', '5000.00'],
      ['2026-01-10', 'purchase', 'JPY', '1000000.00'],
      ['2026-01-10', 'payment', 'JPY', '600000.00'],
      ['2026-01-20', 'purchase', 'JPY', '2600000.00'],
    ])
    expect(Object.keys(ledger.entries[0])).not.toContain('ord')
  })
})

describe('customer ledger and purchases', () => {
  it('a sale with a down payment and one instalment paid leaves 6,000 pending with the next due date', async () => {
    const customer = await fakeCustomer(t.db, 'USD')
    const { carId } = await api.addVehicle()
    await api.sell({
      carId,
      customerId: customer.id,
      date: '2026-11-01',
      price: '12000',
      downPayment: '3000',
      instalments: plan,
    })
    await api.pay({ carId, direction: 'in', amount: '3000', date: '2026-11-20' })
    const purchases = (await api.get(`/api/customer/allpurchases?Id=${customer.id}`)).json()
    expect(purchases.rows).toEqual([
      expect.objectContaining({
        carId,
        price: '12000.00',
        paid: '6000.00',
        pending: '6000.00',
        dueDate: '2027-01-01',
        status: 'active',
      }),
    ])
    expect(purchases.pending).toEqual([
      expect.objectContaining({ currency: 'USD', pending: '6000.00', dueDate: '2027-01-01' }),
    ])
    const pending = await customerPending(t.db, { id: customer.id, reference: '2027-01-10' })
    expect(pending[0]).toMatchObject({ pending: '6000.00', dueDate: '2027-01-01', daysPassed: 10 })
    expect((await customerPending(t.db, { id: customer.id, reference: '2026-12-15' }))[0]!.daysPassed).toBe(1)
    const ledger = (await api.get(`/api/customer/ledger?Id=${customer.id}`)).json()
    expect(
      ledger.entries.map((e: { kind: string; balance: string; receiptNo: string | null }) => [
        e.kind,
        e.balance,
      ]),
    ).toEqual([
      ['sale', '12000.00'],
      ['payment', '9000.00'],
      ['payment', '6000.00'],
    ])
    expect(ledger.balances[0]).toMatchObject({ currency: 'USD', closing: '6000.00' })
    expect(ledger.held).toEqual({ kind: 'deposit', currency: 'USD', amount: '0.00' })
  })

  it('an undone sale stays in the ledger with a reversing entry; what was paid is held for the customer', async () => {
    const customer = await fakeCustomer(t.db, 'USD')
    const { carId } = await api.addVehicle()
    await api.sell({
      carId,
      customerId: customer.id,
      date: '2026-11-01',
      price: '12000',
      downPayment: '3000',
      instalments: plan,
    })
    await api.json('/api/car/undosale', { carId, reason: 'Finance fell through', date: '2026-11-05' })
    const ledger = (await api.get(`/api/customer/ledger?Id=${customer.id}`)).json()
    expect(
      ledger.entries.map((e: { kind: string; debit: string; credit: string; balance: string }) => [
        e.kind,
        e.debit,
        e.credit,
        e.balance,
      ]),
    ).toEqual([
      ['sale', '12000.00', '0.00', '12000.00'],
      ['payment', '0.00', '3000.00', '9000.00'],
      ['reversal', '0.00', '12000.00', '-3000.00'],
    ])
    expect(await customerPending(t.db, { id: customer.id, reference: '2026-11-05' })).toEqual([])
    const purchases = (await api.get(`/api/customer/allpurchases?Id=${customer.id}`)).json()
    expect(purchases.rows[0]).toMatchObject({ status: 'reversed', pending: '0.00', dueDate: null })
  })

  it('404 for unknown ids; 400 without an id', async () => {
    expect((await api.get('/api/customer/ledger?Id=999999')).statusCode).toBe(404)
    expect((await api.get('/api/vendor/allpurchases?Id=999999')).statusCode).toBe(404)
    expect((await api.get('/api/vendor/ledger')).statusCode).toBe(400)
  })

  it("403: customers' ledgers for the customer roles, vendors' for the vendor roles", async () => {
    const customer = await fakeCustomer(t.db)
    const vendor = await fakeVendor(t.db)
    const stock = await t.as('AgentStock')
    const sales = await t.as('AgentSales', { countryId: 4 })
    expect((await api.get(`/api/customer/ledger?Id=${customer.id}`, stock.headers)).statusCode).toBe(403)
    expect((await api.get(`/api/customer/allpurchases?Id=${customer.id}`, stock.headers)).statusCode).toBe(
      403,
    )
    expect((await api.get(`/api/vendor/ledger?Id=${vendor.id}`, sales.headers)).statusCode).toBe(403)
    expect((await api.get(`/api/vendor/allpurchases?Id=${vendor.id}`, sales.headers)).statusCode).toBe(403)
    expect((await api.get(`/api/customer/ledger?Id=${customer.id}`, sales.headers)).statusCode).toBe(200)
    expect((await api.get(`/api/vendor/ledger?Id=${vendor.id}`, stock.headers)).statusCode).toBe(200)
  })
})
