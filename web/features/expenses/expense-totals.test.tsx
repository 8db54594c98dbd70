import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ExpenseTotals } from './expense-totals'

describe('ExpenseTotals', () => {
  it('shows one total per currency and never one number across them', () => {
    render(
      <ExpenseTotals
        totals={[
          { currency: 'JPY', amount: '75000.00' },
          { currency: 'USD', amount: '350.30' },
        ]}
      />,
    )
    const items = within(screen.getByRole('list', { name: 'Expense totals per currency' })).getAllByRole(
      'listitem',
    )
    expect(items.map((i) => i.textContent)).toEqual(['JPY 75,000', 'USD 350.30'])
    expect(screen.queryByText(/75,350|75350/)).not.toBeInTheDocument()
  })

  it('says so when there are no expenses', () => {
    render(<ExpenseTotals totals={[]} />)
    expect(screen.getByText('No expenses yet')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })
})
