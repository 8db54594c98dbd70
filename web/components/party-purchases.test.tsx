import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Purchases } from '../../shared/ledgers'
import { renderWithProviders } from '../test/render'
import { PartyPurchases } from './party-purchases'

const purchases: Purchases = {
  rows: [
    {
      id: 1,
      carId: 7,
      stockNo: 'KR-000007',
      chassisNo: 'NHP10-1234567',
      model: 'Prius',
      date: '2026-11-01',
      price: '12000.00',
      currency: 'USD',
      paid: '6000.00',
      pending: '6000.00',
      dueDate: '2027-01-01',
      status: 'active',
    },
    {
      id: 2,
      carId: 9,
      stockNo: 'KR-000009',
      chassisNo: 'ZVW30-7654321',
      model: 'Aqua',
      date: '2026-11-05',
      price: '1500000',
      currency: 'JPY',
      paid: '0',
      pending: '1500000',
      dueDate: '2026-11-20',
      status: 'active',
    },
  ],
  pending: [
    {
      id: 3,
      name: 'Amina Buyer',
      countryId: 1,
      currency: 'JPY',
      total: '1500000',
      paid: '0',
      pending: '1500000',
      dueDate: '2026-11-20',
      daysPassed: 13,
    },
    {
      id: 3,
      name: 'Amina Buyer',
      countryId: 1,
      currency: 'USD',
      total: '12000.00',
      paid: '6000.00',
      pending: '6000.00',
      dueDate: '2027-01-01',
      daysPassed: 1,
    },
  ],
}

const show = (p: Purchases) =>
  renderWithProviders(<PartyPurchases purchases={p} ledgerUrl="/customer/ledger/3" />)

/** 2026-12-01 20:00 UTC is already 2026-12-02 in Tokyo, the signed-in profile's business time zone. */
const tokyoDec2 = new Date('2026-12-01T20:00:00Z')

describe('PartyPurchases', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(tokyoDec2)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows pending per currency, never one total across them, and each purchase in its own currency', () => {
    show(purchases)
    const pending = within(screen.getByRole('table', { name: 'Pending per currency' })).getAllByRole('row')
    expect(pending.slice(1).map((r) => r.textContent)).toEqual([
      'JPY 1,500,0002026-11-2013 days overdueJPY 0JPY 1,500,000',
      'USD 6,000.002027-01-01due in 30 daysUSD 6,000.00USD 12,000.00',
    ])
    expect(screen.queryByText(/passed/)).not.toBeInTheDocument()
    expect(screen.queryByText(/1,506,000|1,512,000/)).not.toBeInTheDocument()
    const rows = within(screen.getByRole('table', { name: 'Purchases' })).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(within(rows[1]!).getByRole('link', { name: 'KR-000007' })).toHaveAttribute(
      'href',
      '/vehicles/details/7',
    )
    expect(rows[1]!.textContent).toBe(
      'KR-000007Prius2026-11-01USD 12,000.00USD 6,000.00USD 6,000.002027-01-01Active',
    )
    expect(rows[2]!.textContent).toContain('JPY 1,500,000')
    expect(screen.getByRole('link', { name: 'Ledger' })).toHaveAttribute('href', '/customer/ledger/3')
  })

  it('says so plainly when there are no purchases, and still offers the ledger', () => {
    show({ rows: [], pending: [] })
    expect(screen.getByText('No purchases yet')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ledger' })).toBeInTheDocument()
  })

  it('reads a due date against the business day: due tomorrow, due today, a day late', () => {
    const pendingOn = (dueDate: string) => ({ ...purchases.pending[1]!, dueDate, daysPassed: 1 })
    for (const [dueDate, label] of [
      ['2026-12-03', 'due in 1 day'],
      ['2026-12-02', 'due today'],
      ['2026-12-01', '2 days overdue'],
    ] as const) {
      const { unmount } = show({ ...purchases, pending: [pendingOn(dueDate)] })
      const row = within(screen.getByRole('table', { name: 'Pending per currency' })).getAllByRole('row')[1]!
      expect(within(row).getByText(label)).toBeInTheDocument()
      unmount()
    }
  })

  it('counts days overdue as the dashboard and the reminders do: 46 for a due date 45 days back', () => {
    vi.setSystemTime(new Date('2025-03-29T03:00:00Z'))
    show({ ...purchases, pending: [{ ...purchases.pending[0]!, dueDate: '2025-02-12', daysPassed: 46 }] })
    const row = within(screen.getByRole('table', { name: 'Pending per currency' })).getAllByRole('row')[1]!
    expect(within(row).getByText('46 days overdue')).toBeInTheDocument()
  })

  it('shows a sale paid above its price as paid, and the excess as credit held, never as owed below zero', () => {
    const paidOver = {
      rows: [
        {
          ...purchases.rows[0]!,
          currency: 'PKR',
          price: '500000.00',
          paid: '550000.00',
          pending: '-50000.00',
          status: 'paid',
          dueDate: null,
        },
      ],
      pending: [
        {
          ...purchases.pending[1]!,
          currency: 'PKR',
          total: '500000.00',
          paid: '550000.00',
          pending: '-50000.00',
          dueDate: null,
          daysPassed: null,
        },
      ],
    }
    show(paidOver)
    const pending = within(screen.getByRole('table', { name: 'Pending per currency' })).getAllByRole(
      'row',
    )[1]!
    expect(within(pending).getByText('Credit held PKR 50,000.00')).toBeInTheDocument()
    const sale = within(screen.getByRole('table', { name: 'Purchases' })).getAllByRole('row')[1]!
    expect(within(sale).getByText('Credit held PKR 50,000.00')).toBeInTheDocument()
    expect(within(sale).getByText('Paid')).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/-50,000/)
  })

  it('scrolls its tables inside their own box, so a phone screen never scrolls sideways', () => {
    show(purchases)
    for (const name of ['Pending per currency', 'Purchases'])
      expect(getComputedStyle(screen.getByRole('table', { name }).parentElement!).overflowX).toBe('auto')
  })
})
