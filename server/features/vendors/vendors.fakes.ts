import type { Db } from '../../db/client'
import { vendors } from '../../db/schema'
import { multipart } from '../../test/multipart'
import type { TestApp } from '../../test/test-app'

type Headers = Record<string, string>
type Fields = Record<string, unknown>

let seq = 0

/** Form fields of a valid vendor (a Japanese auction house unless overridden), each with a new name. */
export const fakeVendorFields = (overrides: Fields = {}): Fields => ({
  name: `Test Auction ${++seq}`,
  type: 'auction',
  registrationNo: `AU-${1000 + seq}`,
  countryId: 1,
  currency: 'JPY',
  phone: '03-1234-5678',
  email: 'desk@auction.test',
  address: '2-1 Chuo, Koto-ku',
  city: 'Tokyo',
  advance: '250000',
  notes: 'Pays within 7 days',
  ...overrides,
})

/** Calls the vendor endpoints of a test app as a client would (multipart writes). */
export const vendorClient = (t: TestApp) => {
  const send = (method: 'POST' | 'PUT', url: string, fields: Fields, headers: Headers) => {
    const form = multipart(fields as never)
    return t.app.inject({ method, url, payload: form.payload, headers: { ...headers, ...form.headers } })
  }
  return {
    add: (fields: Fields, headers: Headers) => send('POST', '/api/vendor/addedit?Id=0', fields, headers),
    update: (id: number, fields: Fields, headers: Headers) =>
      send('PUT', `/api/vendor/UpdateVendor/${id}`, fields, headers),
    get: (id: number, headers: Headers) => t.app.inject({ url: `/api/vendor?Id=${id}`, headers }),
    list: (query: string, headers: Headers) => t.app.inject({ url: `/api/vendor?${query}`, headers }),
    remove: (id: number, headers: Headers) =>
      t.app.inject({ method: 'POST', url: '/api/vendor/delete', payload: { id }, headers }),
  }
}

/** A vendor row straight in the database (a Japanese auction house in yen unless told otherwise). */
export const fakeVendor = async (db: Db, currency = 'JPY', countryId = 1) => {
  seq += 1
  const [row] = await db
    .insert(vendors)
    .values({ name: `Test Vendor ${seq}-${Date.now()}`, type: 'auction', countryId, currency })
    .returning()
  return row!
}
