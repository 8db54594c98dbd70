import type { TestApp } from '../../test/test-app'

type Headers = Record<string, string>

/** A valid new bill for a customer (or, with `buyerName`, a buyer typed in); override any field. */
export const fakeBillFields = (
  buyer: { customerId: number } | { buyerName: string },
  overrides: Record<string, unknown> = {},
) => ({
  ...buyer,
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  paymentTerms: '50% on order, balance before shipment',
  tradeTerm: 'CIF',
  currency: 'USD',
  lines: [
    { description: 'Toyota Prius S 2015, chassis ZVW30-1234567', quantity: '1', unitPrice: '9800.00' },
    { description: 'Ocean freight Yokohama → Mombasa (RoRo)', quantity: '1', unitPrice: '1450.00' },
    { description: 'Pre-export inspection (JEVIC)', quantity: '2.5', unitPrice: '10.01' },
  ],
  ...overrides,
})

/** The bill book's API as the web client calls it (JSON). */
export const billApi = (t: TestApp, headers: Headers) => ({
  create: (payload: Record<string, unknown>, as = headers) =>
    t.app.inject({ method: 'POST', url: '/api/bills', payload, headers: as }),
  one: (id: number, as = headers) => t.app.inject({ url: `/api/bills/${id}`, headers: as }),
  list: (query: string, as = headers) => t.app.inject({ url: `/api/bills?${query}`, headers: as }),
  update: (id: number, payload: Record<string, unknown>, as = headers) =>
    t.app.inject({ method: 'PUT', url: `/api/bills/${id}`, payload, headers: as }),
  void: (id: number, reason: string, as = headers) =>
    t.app.inject({ method: 'POST', url: `/api/Bills/${id}/Void`, payload: { reason }, headers: as }),
  pdf: (id: number, as = headers) => t.app.inject({ url: `/api/bills/${id}/pdf`, headers: as }),
  email: (id: number, payload: Record<string, unknown> = {}, as = headers) =>
    t.app.inject({ method: 'POST', url: `/api/bills/${id}/email`, payload, headers: as }),
})
