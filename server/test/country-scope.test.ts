import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeCustomer } from '../features/customers/customers.fakes'
import { moneyApi } from '../features/sales/money.fakes'
import { addStaff, markDay } from '../features/staff/staff.fakes'
import { fakeVendor } from '../features/vendors/vendors.fakes'
import { pdfText } from './pdf-text'
import { createTestApp, type TestApp } from './test-app'

/**
 * Offices see the people and money of their own country; SuperAdmin and MainAdmin see all. Kenya is
 * country 4, the United States 18, Japan 1.
 */
let t: TestApp
let owner: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  owner = (await t.as('MainAdmin')).headers
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers })
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers })

describe('country scope', () => {
  it("a vendor of another country is missing for a branch's staff, and left out of its lists", async () => {
    const kenyan = await fakeVendor(t.db, 'KES', 4)
    const japan = (await t.as('AgentStock')).headers
    const kenya = (await t.as('AgentStock', { countryId: 4 })).headers
    expect((await get(`/api/vendor?Id=${kenyan.id}`, japan)).statusCode).toBe(404)
    expect((await get(`/api/vendor?Id=${kenyan.id}`, kenya)).statusCode).toBe(200)
    expect((await get(`/api/vendor?Id=${kenyan.id}`, owner)).statusCode).toBe(200)
    const listed = (await get('/api/vendor?pageSize=500&countryId=4', japan)).json() as { id: number }[]
    expect(listed.map((v) => v.id)).not.toContain(kenyan.id)
    const file = await get('/api/vendor?format=csv', japan)
    expect(file.body).toContain('Name')
    expect(file.body).not.toContain(kenyan.name)
    expect(
      (await post('/api/vendor/delete', { id: kenyan.id }, (await t.as('Admin')).headers)).statusCode,
    ).toBe(404)
    expect((await get(`/api/vendor/ledger?Id=${kenyan.id}`, japan)).statusCode).toBe(404)
    expect((await get(`/api/vendor/allpurchases?Id=${kenyan.id}`, japan)).statusCode).toBe(404)
    expect((await get(`/api/vendor/ledger?Id=${kenyan.id}`, kenya)).statusCode).toBe(200)
  })

  it("another office's customer, vendor or staff member answers 404 saying whose it is", async () => {
    const customer = await fakeCustomer(t.db, 'KES', 4)
    const vendor = await fakeVendor(t.db, 'KES', 4)
    const member = await addStaff(t, owner)
    const japan = (await t.as('Admin')).headers
    const says = async (url: string, message: string) => {
      const res = await get(url, japan)
      expect(res.statusCode, url).toBe(404)
      expect(res.json().message, url).toBe(message)
    }
    const customers = "This customer belongs to another country's office"
    await says(`/api/customer?Id=${customer.id}`, customers)
    await says(`/api/customer/ledger?Id=${customer.id}`, customers)
    await says(`/api/customer/allpurchases?Id=${customer.id}`, customers)
    const vendors = "This vendor belongs to another country's office"
    await says(`/api/vendor?Id=${vendor.id}`, vendors)
    await says(`/api/vendor/ledger?Id=${vendor.id}`, vendors)
    const staff = "This staff member belongs to another country's office"
    await says(`/api/Staff?Id=${member}`, staff)
    await says(`/api/Staff/salary?staffId=${member}`, staff)
    // A record that does not exist at all is still simply missing.
    await says('/api/customer?Id=987654', 'Customer not found')
    await says('/api/vendor?Id=987654', 'Vendor not found')
    await says('/api/Staff?Id=987654', 'Staff not found')
  })

  it("a customer's ledger and purchases are missing for another country's office", async () => {
    const kenyan = await fakeCustomer(t.db, 'USD', 4)
    const { carId } = await moneyApi(t, owner).addVehicle()
    const sold = await moneyApi(t, owner).sell({
      carId,
      customerId: kenyan.id,
      date: '2026-11-01',
      price: '9000',
      instalments: { count: 1, frequency: 'monthly', firstDueDate: '2026-12-01' },
    })
    expect(sold.statusCode, sold.body).toBe(201)
    const uae = (await t.as('AgentSales', { countryId: 5 })).headers
    for (const path of ['ledger', 'allpurchases'])
      expect((await get(`/api/customer/${path}?Id=${kenyan.id}`, uae)).statusCode).toBe(404)
    expect((await get(`/api/reminders?customerId=${kenyan.id}`, uae)).statusCode).toBe(404)
    const kenya = (await t.as('Accounts', { countryId: 4 })).headers
    expect((await get(`/api/reminders?customerId=${kenyan.id}`, kenya)).statusCode).toBe(200)
    const ledger = await get(`/api/customer/ledger?Id=${kenyan.id}`, kenya)
    expect(ledger.json().balances).toEqual([expect.objectContaining({ currency: 'USD', closing: '9000.00' })])
  })

  it("staff, attendance and salary of another country are not the office's", async () => {
    const american = await addStaff(t, owner)
    await markDay(t, owner, american, '2025-03-03')
    const japan = (await t.as('Admin')).headers
    const staff = (await get('/api/Staff?pageSize=500', japan)).json() as { id: number }[]
    expect(staff.map((s) => s.id)).not.toContain(american)
    expect((await get(`/api/Staff?Id=${american}`, japan)).statusCode).toBe(404)
    const days = (await get('/api/Staff/Attendance?Month=2025-03-01', japan)).json() as { staffId: number }[]
    expect(days.map((d) => d.staffId)).not.toContain(american)
    expect((await get(`/api/Staff/salary?staffId=${american}`, japan)).statusCode).toBe(404)
    expect((await get(`/api/Staff/payslip?staffId=${american}`, japan)).statusCode).toBe(404)
    const mark = await markDay(t, japan, american, '2025-03-04')
    expect(mark.statusCode).toBe(400)
    expect(mark.json().errors.staffId).toEqual(['Unknown staff member'])
    const paid = await post('/api/Staff/processsalary', { staffId: american, amount: '10' }, japan)
    expect(paid.statusCode).toBe(400)
    expect((await post('/api/Staff/delete', { id: american }, japan)).statusCode).toBe(404)
    const hired = await post(
      '/api/Staff/addedit?Id=0',
      {
        name: 'Kofi',
        joiningDate: '2025-01-01',
        countryId: 18,
        salary: '100',
        salaryType: 'Monthly',
        hoursPerDay: '8',
      },
      japan,
    )
    expect(hired.statusCode).toBe(403)
    expect(hired.json().errors.countryId).toBeDefined()
    const american2 = (
      await get(`/api/Staff?Id=${american}`, (await t.as('Admin', { countryId: 18 })).headers)
    ).json()
    expect(american2).toHaveLength(1)
  })

  it("another country's stock is listed for selling without its purchase price, cost, expenses or payments", async () => {
    const money = moneyApi(t, owner)
    const { carId } = await money.addVehicle({ model: 'Toyota Land Cruiser', purchasePrice: '3200000' })
    await money.post('/api/car/addeditexpense?Id=0', {
      carId,
      kind: 'Transport',
      date: '2026-10-02',
      amount: '45000',
      currency: 'JPY',
    })
    const kenya = (await t.as('AgentSales', { countryId: 4 })).headers
    const japan = (await t.as('AgentStock')).headers

    const stock = (await get('/api/car/getinstockcars?q=Land Cruiser&pageSize=500', kenya)).json()
    const row = stock.find((v: { id: number }) => v.id === carId)
    expect(row).toMatchObject({
      model: 'Toyota Land Cruiser',
      purchasePrice: null,
      cost: null,
      expenses: [],
      moneyVisible: false,
    })
    const one = (await get(`/api/car/GetAll/${carId}`, kenya)).json()
    expect(one).toMatchObject({ purchasePrice: null, cost: null, vendorDueDate: null, moneyVisible: false })
    const csv = await get('/api/car/getinstockcars?q=Land Cruiser&format=csv', kenya)
    expect(csv.body).toContain('Toyota Land Cruiser')
    expect(csv.body).not.toContain('3200000')

    for (const url of [
      `/api/car/costsheet/${carId}`,
      `/api/car/expenses?carId=${carId}`,
      `/api/car/expenses/totals?carId=${carId}`,
      `/api/car/TermPayments?carId=${carId}`,
      `/api/car/moves?carId=${carId}`,
    ]) {
      const res = await get(url, kenya)
      expect(res.statusCode, url).toBe(403)
    }
    const [expense] = (await get(`/api/car/expenses?carId=${carId}`, japan)).json() as { id: number }[]
    expect((await get(`/api/car/expenses?id=${expense!.id}`, kenya)).statusCode).toBe(403)
    const v = (await get(`/api/car/GetAll/${carId}`, owner)).json()
    const edit = await money.post(
      `/api/car/addedit?Id=${carId}`,
      {
        chassisNo: v.chassisNo,
        model: 'Renamed',
        vendorId: v.vendorId,
        stationId: v.stationId,
        purchaseDate: v.purchaseDate,
        purchasePrice: v.purchasePrice,
      },
      kenya,
    )
    expect(edit.statusCode).toBe(403)
    expect(edit.json().errors.id).toBeDefined()
    const pay = await post(
      '/api/car/AddTermPayment',
      { carId, direction: 'in', amount: '10', date: '2026-11-01', method: 'cash' },
      kenya,
    )
    expect(pay.statusCode).toBe(403)
    expect(pay.json().errors.carId).toEqual(["This vehicle's money belongs to another country's office"])
    const all = (await get('/api/car/allexpenses?pageSize=500', kenya)).json() as { carId: number }[]
    expect(all.map((e) => e.carId)).not.toContain(carId)

    const paid = await money.pay({ carId, direction: 'out', amount: '500000', date: '2026-10-03' })
    expect(paid.statusCode, paid.body).toBe(201)
    const [payment] = (await money.payments(carId)).json().payments as { id: number }[]
    const kenyaAccounts = (await t.as('Accounts', { countryId: 4 })).headers
    expect((await get(`/api/car/receipt/${payment!.id}`, kenyaAccounts)).statusCode).toBe(403)
    expect((await get(`/api/car/profit?carId=${carId}`, kenyaAccounts)).statusCode).toBe(403)
    expect((await get(`/api/car/receipt/${payment!.id}`, (await t.as('Accounts')).headers)).statusCode).toBe(
      200,
    )

    // The vehicle sheet PDF leaves the money out for another country's office.
    const sheet = await pdfText((await get(`/api/car/sheet/${carId}`, kenya)).rawPayload)
    expect(sheet.text).toContain('Toyota Land Cruiser')
    expect(sheet.text).not.toContain('3,200,000')
    expect(sheet.text).not.toContain('Purchase and cost')
    const ownSheet = await pdfText((await get(`/api/car/sheet/${carId}`, japan)).rawPayload)
    expect(ownSheet.text).toContain('JPY 3,200,000')

    const own = (await get(`/api/car/GetAll/${carId}`, japan)).json()
    expect(own).toMatchObject({ purchasePrice: '3200000.00', moneyVisible: true })
    expect((await get(`/api/car/costsheet/${carId}`, japan)).statusCode).toBe(200)
    const mine = (await get('/api/car/allexpenses?pageSize=500', japan)).json() as { carId: number }[]
    expect(mine.map((e) => e.carId)).toContain(carId)
  })

  it("a vehicle's vendor shows only to its own country's roles with vendor access", async () => {
    const money = moneyApi(t, owner)
    const { carId } = await money.addVehicle({ model: 'Nissan Caravan' })
    const vendorName = (await get(`/api/car/GetAll/${carId}`, owner)).json().vendorName as string
    const viewers = {
      kenyaAdmin: (await t.as('Admin', { countryId: 4 })).headers,
      kenyaAgent: (await t.as('AgentSales', { countryId: 4 })).headers,
      japanAgentSales: (await t.as('AgentSales')).headers,
      japanAgentStock: (await t.as('AgentStock')).headers,
    }
    const seen: Record<string, unknown[]> = {}
    for (const [who, headers] of Object.entries(viewers)) {
      const one = (await get(`/api/car/GetAll/${carId}`, headers)).json()
      const list = (await get('/api/car/getinstockcars?q=Caravan', headers)).json()[0]
      const csv = (await get('/api/car/getinstockcars?q=Caravan&format=csv', headers)).body
      const sheet = (await pdfText((await get(`/api/car/sheet/${carId}`, headers)).rawPayload)).text
      seen[who] = [one.vendorName, list.vendorName, csv.includes(vendorName), sheet.includes(vendorName)]
    }
    expect(seen).toEqual({
      kenyaAdmin: [null, null, false, false],
      kenyaAgent: [null, null, false, false],
      japanAgentSales: [null, null, false, false],
      japanAgentStock: [vendorName, vendorName, true, true],
    })
    const vendorId = (await get(`/api/car/GetAll/${carId}`, owner)).json().vendorId
    const byVendor = await get(`/api/car/getinstockcars?vendorId=${vendorId}`, viewers.japanAgentSales)
    expect(byVendor.statusCode).toBe(403)
  })
})
