import type { TestApp } from '../../test/test-app'

type Headers = Record<string, string>

/** A valid RoRo booking from Yokohama to a station; override any field. */
export const fakeBookingFields = (destinationStationId: number, overrides: Record<string, unknown> = {}) => ({
  mode: 'roro',
  shippingLine: 'NYK Line',
  bookingNumber: `NYK${Math.random().toString().slice(2, 9)}`,
  vessel: 'Morning Cara',
  voyage: '112A',
  loadingCountryId: 1,
  portOfLoading: 'Yokohama',
  portOfDischarge: 'Mombasa',
  destinationStationId,
  etd: '2026-11-01',
  eta: '2026-12-10',
  ...overrides,
})

/** The shipments API as the web client calls it (JSON), for one signed-in user. */
export const shipmentApi = (t: TestApp, headers: Headers) => ({
  book: async (fields: Record<string, unknown>, as = headers) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/shipments', payload: fields, headers: as })
    if (res.statusCode !== 201) throw new Error(`book: ${res.statusCode} ${res.body}`)
    return res.json().id as number
  },
  addCar: (id: number, carId: number, as = headers) =>
    t.app.inject({ method: 'POST', url: `/api/shipments/${id}/cars`, payload: { carId }, headers: as }),
  document: (id: number, name: 'instructions' | 'manifest', as = headers) =>
    t.app.inject({ url: `/api/shipments/${id}/${name}.pdf`, headers: as }),
  blCheck: (id: number, payload: Record<string, unknown>, as = headers) =>
    t.app.inject({ method: 'POST', url: `/api/shipments/${id}/bl-check`, payload, headers: as }),
})
