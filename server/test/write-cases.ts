import { eq } from 'drizzle-orm'
import { countries, destinationRules } from '../db/schema'
import { fakeCustomer } from '../features/customers/customers.fakes'
import { fakeStation } from '../features/stations/stations.fakes'
import { fakeVehicleFields } from '../features/vehicles/vehicles.fakes'
import { fakeVendor } from '../features/vendors/vendors.fakes'
import { multipart } from './multipart'
import type { TestApp } from './test-app'

/**
 * A valid request for every route that creates or changes a record, as SuperAdmin sends it, for the
 * batteries that add something to an otherwise valid write (server-owned fields, badly written
 * amounts, amounts with more decimals than their currency). Every amount is in yen where the route
 * lets the test choose, so that a decimal is always one too many.
 */
export type WriteRequest = {
  method: 'POST' | 'PUT'
  url: string
  fields: Record<string, unknown>
  /** Sent as multipart/form-data (as the web client does); otherwise as JSON. */
  form?: boolean
}

export type WriteCase = {
  /** The route as the OpenAPI document names it: "POST /api/car/sale". */
  route: string
  /** Builds what the request needs (a vehicle to sell, a staff member to pay) and the request itself. */
  make: (ctx: WriteContext) => Promise<WriteRequest>
  /** The amount fields of the request, each in a currency without decimals (yen). */
  amounts?: string[]
  /** An amount field whose currency is not the client's choice of code (a symbol), so not checked. */
  amountsWithoutCurrency?: string[]
}

export type WriteContext = {
  t: TestApp
  headers: Record<string, string>
}

const countryIdOf = async (t: TestApp, isoCode: string) => {
  const [row] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, isoCode))
  return row!.id
}

const ruleFields = (countryId: number) => ({
  countryId,
  maxAgeYears: 8,
  ageFrom: 'first_registration',
  appliedBy: 'year_end',
  steering: 'Right',
  source: 'https://example.org/published-rule',
  effectiveFrom: '2026-01-01',
})

export const sendWrite = ({ t, headers }: WriteContext, req: WriteRequest) => {
  if (req.form) {
    const body = multipart(
      Object.fromEntries(Object.entries(req.fields).map(([k, v]) => [k, v === undefined ? v : String(v)])),
    )
    return t.app.inject({
      method: req.method,
      url: req.url,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    })
  }
  return t.app.inject({ method: req.method, url: req.url, payload: req.fields, headers })
}

let seq = 0
const next = () => {
  seq += 1
  return `${seq}${Date.now() % 100000}`
}

const ok = async (ctx: WriteContext, req: WriteRequest) => {
  const res = await sendWrite(ctx, req)
  if (res.statusCode >= 300) throw new Error(`${req.method} ${req.url}: ${res.statusCode} ${res.body}`)
  return res.json() as { id: number }
}

/** Japan (yen) is country 1. */
const japan = 1

const vendorFields = () => ({
  name: `Battery Auction ${next()}`,
  type: 'auction',
  countryId: japan,
  currency: 'JPY',
  advance: '250000',
})
const customerFields = () => ({
  firstName: 'Kenji',
  lastName: `Battery ${next()}`,
  countryId: japan,
  currency: 'JPY',
  securityDeposit: '100000',
})
const staffFields = () => ({
  name: `Battery Staff ${next()}`,
  joiningDate: '2024-01-15',
  countryId: japan,
  currency: 'JPY',
  salary: '300000',
  salaryType: 'Monthly',
  hoursPerDay: '8',
})

/** A vehicle bought in yen at a Japanese station, through the API. */
const vehicle = async (ctx: WriteContext) => {
  const [vendor, station] = await Promise.all([fakeVendor(ctx.t.db), fakeStation(ctx.t.db, japan)])
  const { id } = await ok(ctx, {
    method: 'POST',
    url: '/api/car/addedit?Id=0',
    form: true,
    fields: fakeVehicleFields({ vendorId: vendor.id, stationId: station.id }),
  })
  return id
}

/** A vehicle sold in yen with two monthly instalments left. */
const pakistan = 2
const bookingFields = async (ctx: WriteContext) => ({
  mode: 'roro',
  shippingLine: 'NYK Line',
  bookingNumber: `NYK${next()}`,
  loadingCountryId: japan,
  portOfLoading: 'Yokohama',
  portOfDischarge: 'Karachi',
  destinationStationId: (await fakeStation(ctx.t.db, pakistan)).id,
  etd: '2026-11-01',
  eta: '2026-12-01',
})
const shipment = async (ctx: WriteContext) =>
  (await ok(ctx, { method: 'POST', url: '/api/shipments', fields: await bookingFields(ctx) })).id

const soldVehicle = async (ctx: WriteContext) => {
  const carId = await vehicle(ctx)
  const customer = await fakeCustomer(ctx.t.db, 'JPY', japan)
  await ok(ctx, {
    method: 'POST',
    url: '/api/car/sale',
    fields: {
      carId,
      customerId: customer.id,
      date: '2026-11-01',
      price: '2000000',
      downPayment: '500000',
      instalments: { count: 2, frequency: 'monthly', firstDueDate: '2026-12-01' },
    },
  })
  return carId
}

const staffMember = async (ctx: WriteContext) =>
  (await ok(ctx, { method: 'POST', url: '/api/Staff/addedit?Id=0', fields: staffFields() })).id

export const writeCases: WriteCase[] = [
  {
    route: 'POST /api/Auth/register',
    make: async () => ({
      method: 'POST',
      url: '/api/Auth/register',
      form: true,
      fields: {
        firstName: 'Battery',
        lastName: 'User',
        email: `battery${next()}@test.kuruma`,
        countryId: japan,
        role: 'Accounts',
        password: 'a long battery passphrase',
        confirmPassword: 'a long battery passphrase',
      },
    }),
  },
  {
    route: 'PUT /api/users/update/{id}',
    make: async (ctx) => {
      const user = await ctx.t.makeUser('AgentSales')
      return {
        method: 'PUT',
        url: `/api/users/update/${user.id}`,
        fields: { role: 'Accounts', countryId: japan },
      }
    },
  },
  {
    route: 'POST /api/Category/AddCategory',
    make: async () => ({
      method: 'POST',
      url: '/api/Category/AddCategory',
      form: true,
      fields: { name: `Battery ${next()}` },
    }),
  },
  {
    route: 'PUT /api/Category/UpdateCategory/{id}',
    make: async (ctx) => {
      const { id } = await ok(ctx, {
        method: 'POST',
        url: '/api/Category/AddCategory',
        form: true,
        fields: { name: `Battery ${next()}` },
      })
      return {
        method: 'PUT',
        url: `/api/Category/UpdateCategory/${id}`,
        form: true,
        fields: { name: `Battery ${next()}` },
      }
    },
  },
  {
    route: 'POST /api/Station/AddStation',
    make: async () => ({
      method: 'POST',
      url: '/api/Station/AddStation',
      form: true,
      fields: { name: `Battery ${next()}`, city: 'Yokohama', countryId: japan },
    }),
  },
  {
    route: 'PUT /api/Station/UpdateStation/{id}',
    make: async (ctx) => {
      const station = await fakeStation(ctx.t.db, japan)
      return {
        method: 'PUT',
        url: `/api/Station/UpdateStation/${station.id}`,
        form: true,
        fields: { name: `Battery ${next()}`, city: 'Kobe', countryId: japan },
      }
    },
  },
  {
    route: 'POST /api/customer/addedit',
    amounts: ['securityDeposit'],
    make: async () => ({
      method: 'POST',
      url: '/api/customer/addedit?Id=0',
      form: true,
      fields: customerFields(),
    }),
  },
  {
    route: 'PUT /api/customer/update/{id}',
    amounts: ['securityDeposit'],
    make: async (ctx) => {
      const customer = await fakeCustomer(ctx.t.db, 'JPY', japan)
      return {
        method: 'PUT',
        url: `/api/customer/update/${customer.id}`,
        form: true,
        fields: customerFields(),
      }
    },
  },
  {
    route: 'POST /api/vendor/addedit',
    amounts: ['advance'],
    make: async () => ({
      method: 'POST',
      url: '/api/vendor/addedit?Id=0',
      form: true,
      fields: vendorFields(),
    }),
  },
  {
    route: 'PUT /api/vendor/UpdateVendor/{id}',
    amounts: ['advance'],
    make: async (ctx) => {
      const vendor = await fakeVendor(ctx.t.db)
      return {
        method: 'PUT',
        url: `/api/vendor/UpdateVendor/${vendor.id}`,
        form: true,
        fields: vendorFields(),
      }
    },
  },
  {
    route: 'POST /api/Staff/addedit',
    amounts: ['salary'],
    make: async () => ({ method: 'POST', url: '/api/Staff/addedit?Id=0', fields: staffFields() }),
  },
  {
    route: 'POST /api/Staff/addeditattendance',
    make: async (ctx) => ({
      method: 'POST',
      url: '/api/Staff/addeditattendance',
      fields: { staffId: await staffMember(ctx), date: '2026-11-02', status: 'Present' },
    }),
  },
  {
    route: 'POST /api/Staff/processsalary',
    amounts: ['amount'],
    make: async (ctx) => ({
      method: 'POST',
      url: '/api/Staff/processsalary',
      fields: {
        staffId: await staffMember(ctx),
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        amount: '50000',
        isAdvance: true,
        paidOn: '2026-11-10',
      },
    }),
  },
  {
    route: 'POST /api/car/addedit',
    amounts: ['purchasePrice'],
    make: async (ctx) => {
      const [vendor, station] = await Promise.all([fakeVendor(ctx.t.db), fakeStation(ctx.t.db, japan)])
      return {
        method: 'POST',
        url: '/api/car/addedit?Id=0',
        form: true,
        fields: fakeVehicleFields({ vendorId: vendor.id, stationId: station.id }),
      }
    },
  },
  {
    route: 'PUT /api/car/updateCar/{id}',
    amounts: ['purchasePrice'],
    make: async (ctx) => {
      const [vendor, station] = await Promise.all([fakeVendor(ctx.t.db), fakeStation(ctx.t.db, japan)])
      const fields = fakeVehicleFields({ vendorId: vendor.id, stationId: station.id })
      const { id } = await ok(ctx, { method: 'POST', url: '/api/car/addedit?Id=0', form: true, fields })
      return {
        method: 'PUT',
        url: `/api/car/updateCar/${id}`,
        form: true,
        fields: { ...fields, model: 'Aqua' },
      }
    },
  },
  {
    route: 'POST /api/car/addeditexpense',
    amounts: ['amount'],
    make: async (ctx) => ({
      method: 'POST',
      url: '/api/car/addeditexpense?Id=0',
      form: true,
      fields: {
        carId: await vehicle(ctx),
        date: '2026-10-05',
        kind: 'transport',
        amount: '25000',
        currency: 'JPY',
      },
    }),
  },
  {
    route: 'POST /api/car/sale',
    amounts: ['price', 'downPayment'],
    make: async (ctx) => {
      const [carId, customer] = await Promise.all([vehicle(ctx), fakeCustomer(ctx.t.db, 'JPY', japan)])
      return {
        method: 'POST',
        url: '/api/car/sale',
        fields: {
          carId,
          customerId: customer.id,
          date: '2026-11-01',
          price: '2000000',
          downPayment: '1000',
          instalments: { count: 3, frequency: 'monthly', firstDueDate: '2026-12-01' },
        },
      }
    },
  },
  {
    route: 'POST /api/car/undosale',
    make: async (ctx) => ({
      method: 'POST',
      url: '/api/car/undosale',
      fields: { carId: await soldVehicle(ctx), reason: 'Buyer withdrew', date: '2026-11-20' },
    }),
  },
  {
    route: 'POST /api/car/AddTermPayment',
    amounts: ['amount'],
    make: async (ctx) => ({
      method: 'POST',
      url: '/api/car/AddTermPayment',
      fields: {
        carId: await soldVehicle(ctx),
        direction: 'in',
        amount: '100000',
        date: '2026-11-10',
        method: 'cash',
      },
    }),
  },
  {
    route: 'POST /api/car/move',
    amounts: ['moveExpenses'],
    make: async (ctx) => {
      const [carId, to] = await Promise.all([vehicle(ctx), fakeStation(ctx.t.db, japan)])
      return {
        method: 'POST',
        url: '/api/car/move',
        fields: { carId, toStationId: to.id, date: '2026-10-15', rate: '1', moveExpenses: '30000' },
      }
    },
  },
  {
    route: 'POST /api/car/updatelocation',
    make: async (ctx) => ({
      method: 'POST',
      url: '/api/car/updatelocation',
      fields: { carId: await vehicle(ctx), location: 'Yokohama port, berth 4' },
    }),
  },
  {
    route: 'POST /api/bills',
    amounts: ['lines.0.unitPrice'],
    make: async () => ({
      method: 'POST',
      url: '/api/bills',
      fields: {
        buyerName: `Battery Buyer ${next()}`,
        issueDate: '2026-11-01',
        dueDate: '2026-11-30',
        tradeTerm: 'FOB',
        currency: 'JPY',
        lines: [{ description: 'Toyota Prius 2015', quantity: '1', unitPrice: '1800000' }],
      },
    }),
  },
  {
    route: 'POST /api/bills/{id}/void',
    make: async (ctx) => {
      const { id } = await ok(ctx, {
        method: 'POST',
        url: '/api/bills',
        fields: {
          buyerName: `Battery Buyer ${next()}`,
          issueDate: '2026-11-01',
          dueDate: '2026-11-30',
          tradeTerm: 'FOB',
          currency: 'JPY',
          lines: [{ description: 'Freight', quantity: '1', unitPrice: '90000' }],
        },
      })
      return { method: 'POST', url: `/api/bills/${id}/void`, fields: { reason: 'Issued twice' } }
    },
  },
  {
    route: 'POST /api/exchangerates',
    make: async () => ({
      method: 'POST',
      url: '/api/exchangerates',
      fields: { currency: 'EUR', date: '2026-10-01', rate: '1.08' },
    }),
  },
  {
    route: 'POST /api/destination-rules',
    make: async ({ t }) => {
      // One rule per country: the country's rule is removed first, so every battery adds it afresh.
      const id = await countryIdOf(t, 'NZ')
      await t.db.delete(destinationRules).where(eq(destinationRules.countryId, id))
      return { method: 'POST', url: '/api/destination-rules', fields: ruleFields(id) }
    },
  },
  {
    route: 'PUT /api/destination-rules/{id}',
    make: async ({ t }) => {
      const countryId = await countryIdOf(t, 'KE')
      const [rule] = await t.db
        .select({ id: destinationRules.id })
        .from(destinationRules)
        .where(eq(destinationRules.countryId, countryId))
      return { method: 'PUT', url: `/api/destination-rules/${rule!.id}`, fields: ruleFields(countryId) }
    },
  },
  {
    route: 'POST /api/shipments',
    make: async (ctx) => ({ method: 'POST', url: '/api/shipments', fields: await bookingFields(ctx) }),
  },
  {
    route: 'PUT /api/shipments/{id}',
    make: async (ctx) => ({
      method: 'PUT',
      url: `/api/shipments/${await shipment(ctx)}`,
      fields: { ...(await bookingFields(ctx)), vessel: 'Morning Cara' },
    }),
  },
  {
    route: 'POST /api/shipments/{id}/cars',
    make: async (ctx) => ({
      method: 'POST',
      url: `/api/shipments/${await shipment(ctx)}/cars`,
      fields: { carId: await vehicle(ctx) },
    }),
  },
  {
    route: 'POST /api/shipments/{id}/costs',
    amounts: ['amount'],
    make: async (ctx) => ({
      method: 'POST',
      url: `/api/shipments/${await shipment(ctx)}/costs`,
      fields: { kind: 'freight', date: '2026-11-01', amount: '90000', currency: 'JPY', split: 'even' },
    }),
  },
  {
    route: 'PUT /api/export-files/{carId}',
    amounts: ['recycleAmount'],
    make: async (ctx) => ({
      method: 'PUT',
      url: `/api/export-files/${await vehicle(ctx)}`,
      fields: {
        deregAppliedOn: '2026-10-05',
        plannedExportOn: '2026-12-01',
        deregCertificateNo: `EX-${next()}`,
        recycleClaimedOn: '2026-10-20',
        recycleAmount: '12000',
      },
    }),
  },
  {
    route: 'PUT /api/auction-purchases/{carId}',
    amounts: ['consumptionTax', 'recycleDeposit', 'auctionFee', 'feeTax'],
    make: async (ctx) => ({
      method: 'PUT',
      url: `/api/auction-purchases/${await vehicle(ctx)}`,
      form: true,
      fields: {
        venue: 'USS Tokyo',
        saleDate: '2026-10-01',
        lotNo: `L${next()}`,
        overallGrade: '4.5',
        interiorGrade: 'B',
        paymentDueOn: '2026-10-04',
        consumptionTax: '150000',
        recycleDeposit: '12000',
        auctionFee: '20000',
        feeTax: '2000',
      },
    }),
  },
  {
    route: 'PUT /api/settings',
    make: async () => ({
      method: 'PUT',
      url: '/api/settings',
      form: true,
      fields: { name: 'Battery Motors', address: '1-2 Minato, Tokyo' },
    }),
  },
  {
    route: 'PUT /api/settings/chain',
    make: async () => ({
      method: 'PUT',
      url: '/api/settings/chain',
      fields: {
        auctionPaymentDays: 3,
        reinspectionDays: 7,
        originalsAfterPaymentDays: 7,
        taxPeriodMonths: 12,
        fiscalYearEndMonth: 3,
      },
    }),
  },
  {
    route: 'PUT /api/settings/two-factor',
    // No role is required after it, so the other cases' sign-ins stay as they are.
    make: async () => ({ method: 'PUT', url: '/api/settings/two-factor', fields: { roles: [] } }),
  },
  {
    route: 'POST /api/Email/sendReminder',
    amountsWithoutCurrency: ['pendingAmount', 'totalAmount'],
    make: async (ctx) => {
      const customer = await fakeCustomer(ctx.t.db, 'JPY', japan)
      return {
        method: 'POST',
        url: '/api/Email/sendReminder',
        fields: {
          email: 'buyer@battery.test',
          name: 'Kenji Battery',
          pendingAmount: '100000',
          totalAmount: '2000000',
          currencySymbol: 'JPY',
          customerId: customer.id,
        },
      }
    },
  },
]

/**
 * Writes that change no record's fields from the body, or are tested elsewhere: each with the reason,
 * so that a new route must be placed in one list or the other.
 */
export const notRecordWrites: Record<string, string> = {
  'POST /api/Auth/login': 'signs in; its own tests and limits',
  'POST /api/Auth/logout': 'ends the caller’s session; takes no fields',
  'POST /api/Auth/changepass': 'changes the caller’s own password only',
  'POST /api/users/delete': 'takes only the id it deletes',
  'POST /api/Car/delete': 'takes only the id it deletes',
  'POST /api/car/deleteexpense': 'takes the id it deletes and a reason',
  'POST /api/customer/delete': 'takes only the id it deletes',
  'POST /api/vendor/delete': 'takes only the id it deletes',
  'POST /api/Staff/delete': 'takes only the id it deletes',
  'PUT /api/bills/{id}': 'always 409: bills are never edited',
  'POST /api/bills/{id}/email': 'queues an e-mail of a bill; changes no record',
  'POST /api/backup': 'writes a backup file of the whole database',
  'POST /api/Auth/login/verify': 'the second sign-in step; its own tests and limits',
  'POST /api/Auth/login/enrol': 'enrolment during sign-in; its own tests and limits',
  'POST /api/Auth/two-factor/setup': 'starts the caller’s own enrolment; takes no record fields',
  'POST /api/Auth/two-factor/confirm': 'confirms the caller’s own enrolment with a code',
  'POST /api/users/reset-two-factor': 'takes only the id of the user whose second factor it resets',
  'POST /api/users/deactivate': 'takes only the id of the user it signs out and locks',
  'POST /api/users/reactivate': 'takes only the id of the user it lets sign in again',
  'POST /api/users/reset-password': 'takes only the id; the server makes the new password',
  'POST /api/shipments/{id}/steps': 'records a step of the voyage (a status and its day); shipments.test.ts',
  'POST /api/shipments/{id}/arrival':
    'moves the cars on board at the rates given; shipments.test.ts (all cars or none)',
  'POST /api/shipments/{id}/bl-check': 'compares a pasted draft B/L with the cars on board; writes nothing',
  'PUT /api/export-files/{carId}/documents/{step}':
    'takes only a scanned document, the path names the car and the step; export-documents.test.ts',
}
