import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'
import { convert } from './exchange-rates.repo'

type Headers = Record<string, string>
let t: TestApp
let accounts: { headers: Headers }
beforeAll(async () => {
  t = await createTestApp()
  accounts = await t.as('Accounts')
})
afterAll(() => t.close())

const save = (payload: Record<string, unknown>, headers = accounts.headers) =>
  t.app.inject({ method: 'POST', url: '/api/exchangerates', payload, headers })

describe('exchange rates', () => {
  it('records a rate per currency and date to the base currency; the same day again replaces it', async () => {
    const res = await save({ currency: 'jpy', date: '2026-10-01', rate: '0.0067' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      currency: 'JPY',
      base: 'USD',
      date: '2026-10-01',
      rate: '0.0067000000',
    })
    expect((await save({ currency: 'JPY', date: '2026-10-01', rate: '0.0068' })).json().rate).toBe(
      '0.0068000000',
    )
    await save({ currency: 'JPY', date: '2026-11-01', rate: '0.0066' })
    await save({ currency: 'KES', date: '2026-10-01', rate: '0.0077' })
    const list = await t.app.inject({ url: '/api/exchangerates?currency=JPY', headers: accounts.headers })
    expect(list.headers['x-total-count']).toBe('2')
    expect(list.json().map((r: { date: string; rate: string }) => [r.date, r.rate])).toEqual([
      ['2026-11-01', '0.0066000000'],
      ['2026-10-01', '0.0068000000'],
    ])
    const page = await t.app.inject({
      url: '/api/exchangerates?pageSize=1&page=2',
      headers: accounts.headers,
    })
    expect(page.headers['x-total-count']).toBe('3')
    expect(page.json()).toHaveLength(1)
  })

  it('400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ currency: 'XYZ', date: '2026-10-01', rate: '1' }, 'currency'],
      [{ currency: 'USD', date: '2026-10-01', rate: '1' }, 'currency'],
      [{ currency: 'JPY', date: '2026-10-32', rate: '1' }, 'date'],
      [{ currency: 'JPY', date: '2026-10-01', rate: '0' }, 'rate'],
      [{ currency: 'JPY', date: '2026-10-01', rate: '-1' }, 'rate'],
      [{ currency: 'JPY', date: '2026-10-01', rate: 'abc' }, 'rate'],
    ]
    for (const [payload, field] of cases) {
      const res = await save(payload)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().errors[field], field).toBeDefined()
    }
  })

  it('everyone may read; only SuperAdmin, MainAdmin and Accounts may record', async () => {
    for (const role of ['Admin', 'AgentStock', 'AgentSales'] as const) {
      const { headers } = await t.as(role)
      expect((await save({ currency: 'JPY', date: '2026-10-02', rate: '1' }, headers)).statusCode, role).toBe(
        403,
      )
      expect((await t.app.inject({ url: '/api/exchangerates', headers })).statusCode, role).toBe(200)
    }
    for (const role of ['SuperAdmin', 'MainAdmin'] as const) {
      const { headers } = await t.as(role)
      expect(
        (await save({ currency: 'EUR', date: '2026-10-02', rate: '1.08' }, headers)).statusCode,
        role,
      ).toBe(200)
    }
  })

  it('convert uses the latest rate on or before the date, and reports a missing one instead of guessing', async () => {
    await save({ currency: 'GBP', date: '2026-10-01', rate: '1.25' })
    await save({ currency: 'GBP', date: '2026-10-15', rate: '1.3' })
    expect(await convert(t.db, '100', 'GBP', '2026-10-14', 'USD')).toEqual({ amount: '125.00' })
    expect(await convert(t.db, '100', 'GBP', '2026-10-15', 'USD')).toEqual({ amount: '130.00' })
    expect(await convert(t.db, '100', 'GBP', '2026-09-30', 'USD')).toEqual({
      missing: { currency: 'GBP', date: '2026-09-30' },
    })
    expect(await convert(t.db, '100', 'AED', '2026-10-14', 'USD')).toEqual({
      missing: { currency: 'AED', date: '2026-10-14' },
    })
    expect(await convert(t.db, '9999999999.99', 'USD', '2026-10-14', 'USD')).toEqual({
      amount: '9999999999.99',
    })
    expect(await convert(t.db, '9999999999.99', 'GBP', '2026-10-15', 'USD')).toEqual({
      amount: '12999999999.99',
    })
  })
})
