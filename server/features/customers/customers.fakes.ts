import type { Db } from '../../db/client'
import { customers } from '../../db/schema'
import { multipart } from '../../test/multipart'
import type { TestApp } from '../../test/test-app'

let seq = 0

/** Fields of a valid customer in Kenya (country 4), unique per call; override any of them. */
export const fakeCustomerFields = (overrides: Record<string, unknown> = {}) => {
  seq += 1
  return {
    firstName: 'Wanjiru',
    lastName: `Kamau ${seq}`,
    email: `wanjiru${seq}@motors.test`,
    whatsapp: '0712 345678',
    phone: '020 1234567',
    dateOfBirth: '1984-06-12',
    businessName: 'Kamau Motors Ltd',
    businessType: 'Dealer',
    countryId: 4,
    businessCountryId: 4,
    currency: 'KES',
    destinationPort: 'Mombasa',
    shippingMode: 'RoRo',
    tradeTerm: 'CIF',
    address: 'Mombasa Road, Plot 12',
    city: 'Nairobi',
    province: 'Nairobi County',
    postCode: '00100',
    securityDeposit: '250000.00',
    ...overrides,
  }
}

type Headers = Record<string, string>

/** The customer API as the web client calls it. */
export const customerApi = (t: TestApp) => {
  const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, unknown>, headers: Headers) => {
    const form = multipart(fields as never)
    return t.app.inject({ method, url, payload: form.payload, headers: { ...headers, ...form.headers } })
  }
  return {
    add: (fields: Record<string, unknown>, headers: Headers) =>
      send('POST', '/api/customer/addedit?Id=0', fields, headers),
    update: (id: number, fields: Record<string, unknown>, headers: Headers) =>
      send('PUT', `/api/customer/update/${id}`, fields, headers),
    remove: (id: number, headers: Headers) => send('POST', '/api/customer/delete', { id }, headers),
    one: (id: number, headers: Headers) => t.app.inject({ url: `/api/customer?Id=${id}`, headers }),
    list: (query: string, headers: Headers) => t.app.inject({ url: `/api/customer?${query}`, headers }),
  }
}

/** A customer row straight in the database (country 4 Kenya by default). */
export const fakeCustomer = async (db: Db, currency = 'USD', countryId = 4) => {
  seq += 1
  const [row] = await db
    .insert(customers)
    .values({ firstName: 'Amina', lastName: `Buyer ${seq}-${Date.now()}`, countryId, currency })
    .returning()
  return row!
}
