import { multipart } from '../../test/multipart'
import type { TestApp } from '../../test/test-app'
import { fakeStation } from '../stations/stations.fakes'
import { fakeVehicleFields } from '../vehicles/vehicles.fakes'
import { fakeVendor } from '../vendors/vendors.fakes'

const _seq = 0
type Headers = Record<string, string>

/** The money API as the web client calls it, for one signed-in user. */
export const moneyApi = (t: TestApp, headers: Headers) => {
  const post = (url: string, fields: Record<string, unknown>, as = headers) => {
    const form = multipart(fields as never)
    return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...as, ...form.headers } })
  }
  const json = (url: string, payload: Record<string, unknown>, as = headers) =>
    t.app.inject({ method: 'POST', url, payload, headers: as })
  const get = (url: string, as = headers) => t.app.inject({ url, headers: as })
  return {
    post,
    json,
    get,
    /** A vehicle bought from a vendor (JPY by default), through the vehicles API. */
    addVehicle: async (overrides: Record<string, unknown> = {}, vendor?: { id: number }) => {
      const [v, station] = await Promise.all([vendor ?? fakeVendor(t.db), fakeStation(t.db)])
      const res = await post(
        '/api/car/addedit?Id=0',
        fakeVehicleFields({ vendorId: v.id, stationId: station.id }, overrides),
      )
      if (res.statusCode !== 201) throw new Error(`addVehicle: ${res.statusCode} ${res.body}`)
      return { carId: res.json().id as number, vendorId: v.id }
    },
    sell: (fields: Record<string, unknown>, as = headers) => json('/api/car/sale', fields, as),
    pay: (fields: Record<string, unknown>, as = headers) =>
      json('/api/car/AddTermPayment', { date: '2026-11-01', method: 'cash', ...fields }, as),
    payments: (carId: number, as = headers) => get(`/api/car/TermPayments?CarId=${carId}`, as),
  }
}
