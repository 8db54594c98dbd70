import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Ledger } from '../../../shared/ledgers'
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

  it('says so when a period has no entries', () => {
    render(<LedgerView ledger={{ ...ledger, entries: [] }} />)
    expect(screen.getByText('No entries in this period')).toBeInTheDocument()
  })
})
