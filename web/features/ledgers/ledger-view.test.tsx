import { render, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Ledger, PendingRow, Purchases } from '../../../shared/ledgers'
import { HttpResponse, http, server } from '../../test/msw'
import { onPhone } from '../../test/phone'
import { renderWithProviders } from '../../test/render'
import { LedgerPage } from './ledger-page'
import { LedgerView } from './ledger-view'

const ledger: Ledger = {
  party: { id: 1, name: 'Amina Buyer', currency: 'USD' },
  from: null,
  to: null,
  held: { kind: 'deposit', currency: 'USD', amount: '500.00' },
  balances: [
    { currency: 'JPY', opening: '0.00', debits: '1500000.00', credits: '0.00', closing: '1500000.00' },
    { currency: 'USD', opening: '0.00', debits: '12000.00', credits: '6000.00', closing: '6000.00' },
  ],
  entries: [
    {
      date: '2026-11-01',
      kind: 'sale',
      ref: 1,
      carId: 7,
      stockNo: 'KR-000007',
      model: 'Prius',
      receiptNo: null,
      details: null,
      currency: 'USD',
      debit: '12000.00',
      credit: '0.00',
      balance: '12000.00',
    },
    {
      date: '2026-11-01',
      kind: 'payment',
      ref: 2,
      carId: 7,
      stockNo: 'KR-000007',
      model: 'Prius',
      receiptNo: 'RC-2026-000001',
      details: 'Down payment',
      currency: 'USD',
      debit: '0.00',
      credit: '3000.00',
      balance: '9000.00',
    },
  ],
}

describe('LedgerView', () => {
  it('shows balances per currency, never one total across them, and each line with its running balance', () => {
    render(<LedgerView ledger={ledger} />)
    const balances = within(screen.getByRole('table', { name: 'Balances per currency' })).getAllByRole('row')
    expect(balances.slice(1).map((r) => r.textContent)).toEqual([
      'JPY01,500,00001,500,000',
      'USD0.0012,000.006,000.006,000.00',
    ])
    expect(screen.queryByText(/1,506,000/)).not.toBeInTheDocument()
    expect(screen.getByText('Security deposit held: USD 500.00')).toBeInTheDocument()
    const lines = within(screen.getByRole('table', { name: 'Ledger entries' })).getAllByRole('row')
    expect(lines).toHaveLength(3)
    expect(within(lines[2]!).getByText('RC-2026-000001')).toBeInTheDocument()
    expect(within(lines[2]!).getByText('9,000.00')).toBeInTheDocument()
  })

  it('shows a bill as a document line: its amount for reference, no debit or credit, the balance unchanged', () => {
    const bill = {
      ...ledger.entries[1]!,
      kind: 'bill' as const,
      ref: 9,
      receiptNo: 'INV-2026-000004',
      details: 'Balance before shipment',
      debit: '0.00',
      credit: '0.00',
      balance: '9000.00',
      documentTotal: '12000.00',
    }
    render(<LedgerView ledger={{ ...ledger, entries: [...ledger.entries, bill] }} />)
    const lines = within(screen.getByRole('table', { name: 'Ledger entries' })).getAllByRole('row')
    const row = lines[3]!
    expect(within(row).getByText('Bill')).toBeInTheDocument()
    expect(within(row).getByText('INV-2026-000004')).toBeInTheDocument()
    expect(within(row).getByText('billed 12,000.00')).toBeInTheDocument()
    expect(row.textContent).toContain('9,000.00')
  })

  it('on a phone shows balances and lines as cards with every key figure, nothing in a column off screen', () => {
    const offPhone = onPhone()
    try {
      render(<LedgerView ledger={ledger} />)
      expect(screen.queryByRole('table')).not.toBeInTheDocument()
      const usd = within(screen.getByRole('list', { name: 'Balances per currency' })).getByRole('listitem', {
        name: 'USD',
      })
      expect(within(usd).getByText('Closing USD 6,000.00')).toBeInTheDocument()
      expect(usd.textContent).toContain('Opening USD 0.00 · Debits USD 12,000.00 · Credits USD 6,000.00')
      const lines = within(screen.getByRole('list', { name: 'Ledger entries' })).getAllByRole('listitem')
      expect(lines.map((l) => l.getAttribute('aria-label'))).toEqual([
        '2026-11-01 Sale',
        '2026-11-01 Payment',
      ])
      for (const text of ['KR-000007 Prius · RC-2026-000001', 'Credit USD 3,000.00', 'Balance USD 9,000.00'])
        expect(within(lines[1]!).getByText(text)).toBeInTheDocument()
      expect(within(lines[0]!).getByText('Debit USD 12,000.00')).toBeInTheDocument()
    } finally {
      offPhone()
    }
  })

  it("reads a customer's closing balance below zero as credit held, on a wide screen and on a phone", () => {
    const credit = {
      ...ledger,
      balances: [
        { currency: 'PKR', opening: '0.00', debits: '500000.00', credits: '550000.00', closing: '-50000.00' },
      ],
    }
    const { unmount } = render(<LedgerView ledger={credit} />)
    const row = within(screen.getByRole('table', { name: 'Balances per currency' })).getAllByRole('row')[1]!
    expect(within(row).getByText('Credit held 50,000.00')).toBeInTheDocument()
    unmount()
    const offPhone = onPhone()
    try {
      render(<LedgerView ledger={credit} />)
      expect(screen.getByText('Closing Credit held PKR 50,000.00')).toBeInTheDocument()
    } finally {
      offPhone()
    }
  })

  it('says so when a period has no entries', () => {
    render(<LedgerView ledger={{ ...ledger, entries: [] }} />)
    expect(screen.getByText('No entries in this period')).toBeInTheDocument()
  })

  it('keeps each date on one line and scrolls its tables inside their own box on a narrow screen', () => {
    render(<LedgerView ledger={ledger} />)
    const entries = screen.getByRole('table', { name: 'Ledger entries' })
    for (const cell of within(entries).getAllByRole('cell', { name: '2026-11-01' }))
      expect(getComputedStyle(cell).whiteSpace).toBe('nowrap')
    for (const name of ['Balances per currency', 'Ledger entries'])
      expect(getComputedStyle(screen.getByRole('table', { name }).parentElement!).overflowX).toBe('auto')
  })
})

describe('LedgerPage', () => {
  const later = {
    ...ledger.entries[1]!,
    date: '2026-12-10',
    ref: 3,
    receiptNo: 'RC-2026-000003',
    credit: '1000.00',
    balance: '8000.00',
  }
  const pendingRow = (dueDate: string): PendingRow => ({
    id: 1,
    name: 'Amina Buyer',
    countryId: 1,
    currency: 'USD',
    total: '12000.00',
    paid: '4000.00',
    pending: '8000.00',
    dueDate,
    daysPassed: 1,
  })
  let asked: URLSearchParams[] = []
  const answer = (pending: PendingRow[]) =>
    server.use(
      http.get('*/api/customer/ledger', ({ request }) => {
        const q = new URL(request.url).searchParams
        asked.push(q)
        const to = q.get('to')
        const entries = [...ledger.entries, later].filter((e) => !to || e.date <= to)
        return HttpResponse.json({ ...ledger, to, entries })
      }),
      http.get('*/api/customer/allpurchases', () =>
        HttpResponse.json({ rows: [], pending } satisfies Purchases),
      ),
    )
  const show = () =>
    renderWithProviders(
      <Routes>
        <Route path="/customer/ledger/:id" element={<LedgerPage party="customer" />} />
      </Routes>,
      { route: '/customer/ledger/1' },
    )

  beforeEach(() => {
    asked = []
    // 2027-01-21 16:00 UTC is already 2027-01-22 in Tokyo, the profile's business time zone.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2027-01-21T16:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reads a not-yet-due instalment as due, never as days passed', async () => {
    answer([pendingRow('2027-01-23')])
    show()
    expect(await screen.findByText(/next due 2027-01-23 \(due in 1 day\)/)).toBeInTheDocument()
    expect(screen.queryByText(/passed/)).not.toBeInTheDocument()
  })

  it('says "due today" on the due date and counts the days overdue after it', async () => {
    answer([pendingRow('2027-01-22'), { ...pendingRow('2027-01-01'), currency: 'JPY', pending: '500000' }])
    show()
    expect(await screen.findByText(/next due 2027-01-22 \(due today\)/)).toBeInTheDocument()
    expect(screen.getByText(/next due 2027-01-01 \(22 days overdue\)/)).toBeInTheDocument()
  })

  it('shows credit the customer holds as credit held, not as a negative amount pending', async () => {
    answer([{ ...pendingRow('2027-01-01'), currency: 'PKR', pending: '-50000.00', dueDate: null }])
    show()
    expect(await screen.findByText('Credit held PKR 50,000.00')).toBeInTheDocument()
    expect(screen.queryByText(/-50,000/)).not.toBeInTheDocument()
  })

  it('counts days overdue as the dashboard and the reminders do: 46 for a due date 45 days back', async () => {
    vi.setSystemTime(new Date('2025-03-29T03:00:00Z'))
    answer([pendingRow('2025-02-12')])
    show()
    expect(await screen.findByText(/next due 2025-02-12 \(46 days overdue\)/)).toBeInTheDocument()
  })

  it('filters the ledger to a To date as well as a From date', async () => {
    answer([])
    const { user } = show()
    const entries = await screen.findByRole('table', { name: 'Ledger entries' })
    expect(within(entries).getByText('RC-2026-000003')).toBeInTheDocument()
    await user.type(screen.getByLabelText('To'), '2026-11-30')
    await waitFor(() => expect(screen.queryByText('RC-2026-000003')).not.toBeInTheDocument())
    expect(screen.getByText('RC-2026-000001')).toBeInTheDocument()
    expect(asked.at(-1)?.get('to')).toBe('2026-11-30')
    expect(asked.at(-1)?.get('from')).toBeNull()
  })
})
