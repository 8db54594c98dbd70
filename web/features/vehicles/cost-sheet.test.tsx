import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CostSheet as Sheet } from '../../../shared/cost-sheet'
import { renderWithProviders } from '../../test/render'
import { CostSheet } from './cost-sheet'

const move = (amount: string) => ({
  by: 'move' as const,
  date: '2026-11-02',
  from: 'JPY',
  to: 'PKR',
  rate: '1.85',
  amount,
})

/** Bought in JPY with a JPY expense, moved to Pakistan at 1.85 with move expenses, then a PKR expense. */
const moved: Sheet = {
  costCurrency: 'PKR',
  landed: { amount: '2909750.00' },
  base: 'USD',
  lines: [
    {
      ref: 'purchase',
      label: 'Purchase',
      date: '2026-10-01',
      amount: '1500000.00',
      currency: 'JPY',
      lineKind: null,
      inCost: { amount: '2775000.00', steps: [move('2775000.00')] },
      converted: { amount: '10050.00' },
    },
    {
      ref: 'expense-1',
      label: 'Expense: transport',
      date: '2026-10-03',
      amount: '35000.00',
      currency: 'JPY',
      lineKind: null,
      inCost: { amount: '64750.00', steps: [move('64750.00')] },
      converted: { amount: '238.00' },
    },
    {
      ref: 'move-1',
      label: 'Move expenses',
      date: '2026-11-02',
      amount: '50000.00',
      currency: 'PKR',
      lineKind: null,
      inCost: { amount: '50000.00', steps: [] },
      converted: { amount: '180.00' },
    },
    {
      ref: 'expense-2',
      label: 'Expense: customs',
      date: '2026-11-10',
      amount: '20000.00',
      currency: 'PKR',
      lineKind: null,
      inCost: { amount: '20000.00', steps: [] },
      converted: { missing: { currency: 'PKR', date: '2026-11-10' } },
    },
  ],
  landedBase: { missing: [{ currency: 'PKR', date: '2026-11-10' }] },
  refundable: { amount: '0.00' },
}

describe('CostSheet', () => {
  it('after a move, shows one landed cost in the new currency and each conversion on its line', () => {
    renderWithProviders(
      <CostSheet vehicle={{ moved: true, cost: '2825000.00', costCurrency: 'PKR' }} sheet={moved} />,
    )
    const table = screen.getByRole('table', { name: 'Cost sheet' })
    expect(within(table).getByRole('columnheader', { name: 'In PKR' })).toBeInTheDocument()
    const landed = screen.getByLabelText('Landed cost')
    expect(landed).toHaveTextContent(/^PKR 2,909,750\.00$/)
    expect(landed).not.toHaveTextContent('JPY')
    const purchase = within(table).getByRole('row', { name: /Purchase/ })
    expect(purchase).toHaveTextContent('JPY 1,500,000 × 1.85 = PKR 2,775,000.00 (move of 2026-11-02)')
    const expense = within(table).getByRole('row', { name: /transport/ })
    expect(expense).toHaveTextContent('JPY 35,000 × 1.85 = PKR 64,750.00')
    // No total per currency beside it: the only JPY amounts are the lines as recorded.
    expect(within(table).queryByText('JPY 1,535,000')).toBeNull()
    // The base total names the missing rate instead of guessing.
    expect(screen.getByLabelText('Landed cost in USD')).toHaveTextContent('—')
    expect(screen.getByRole('alert')).toHaveTextContent('PKR on 2026-11-10')
  })

  it('names the rates missing for the landed cost', () => {
    renderWithProviders(
      <CostSheet
        vehicle={{ moved: false, cost: '1500000.00', costCurrency: 'JPY' }}
        sheet={{
          costCurrency: 'JPY',
          base: 'USD',
          lines: [
            {
              ref: 'expense-3',
              label: 'Expense: inspection',
              date: '2026-10-04',
              amount: '120.50',
              currency: 'USD',
              lineKind: null,
              inCost: { missing: [{ currency: 'JPY', date: '2026-10-04' }] },
              converted: { amount: '120.50' },
            },
          ],
          landed: { missing: [{ currency: 'JPY', date: '2026-10-04' }] },
          landedBase: { amount: '120.50' },
          refundable: { amount: '0.00' },
        }}
      />,
    )
    expect(screen.getByLabelText('Landed cost')).toHaveTextContent('—')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No exchange rate recorded for JPY on 2026-10-04: the landed cost in JPY is not shown rather than guessed.',
    )
  })

  it('marks the refundable lines and the refunds, and sums what is refundable and not yet refunded', () => {
    const line = (ref: string, lineKind: Sheet['lines'][number]['lineKind'], amount: string) => ({
      ref,
      label: 'Expense: auction fee',
      date: '2026-10-01',
      amount,
      currency: 'JPY',
      lineKind,
      inCost: { amount, steps: [] },
      converted: { missing: { currency: 'JPY', date: '2026-10-01' } },
    })
    renderWithProviders(
      <CostSheet
        vehicle={{ moved: false, cost: '1000000.00', costCurrency: 'JPY' }}
        sheet={{
          costCurrency: 'JPY',
          base: 'USD',
          lines: [
            { ...line('purchase', null, '1000000.00'), label: 'Purchase' },
            line('expense-1', 'consumption_tax', '100000.00'),
            line('expense-2', 'recycle_deposit', '10000.00'),
            line('expense-3', 'auction_fee', '20000.00'),
            line('expense-4', 'recycle_refund', '-10000.00'),
          ],
          landed: { amount: '1120000.00' },
          landedBase: { missing: [{ currency: 'JPY', date: '2026-10-01' }] },
          refundable: { amount: '100000.00' },
        }}
      />,
    )
    const table = screen.getByRole('table', { name: 'Cost sheet' })
    expect(within(table).getByRole('row', { name: /Consumption tax/ })).toHaveTextContent('Refundable')
    expect(within(table).getByRole('row', { name: /^Auction fee/ })).not.toHaveTextContent('Refundable')
    const refund = within(table).getByRole('row', { name: /Recycle deposit refunded/ })
    expect(refund).toHaveTextContent('Refunded')
    expect(refund).toHaveTextContent('JPY -10,000')
    expect(screen.getByLabelText('Refundable, not yet refunded')).toHaveTextContent(/^JPY 100,000$/)
  })

  it('shows no refundable row for a car without such lines', () => {
    renderWithProviders(
      <CostSheet vehicle={{ moved: true, cost: '2825000.00', costCurrency: 'PKR' }} sheet={moved} />,
    )
    expect(screen.queryByLabelText('Refundable, not yet refunded')).toBeNull()
  })
})
