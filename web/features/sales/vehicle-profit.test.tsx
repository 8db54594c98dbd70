import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProfitText } from './vehicle-profit'

describe('ProfitText', () => {
  it('shows the profit in the base currency', () => {
    render(<ProfitText profit={{ base: 'USD', lines: [], profit: '1785.00', missing: [] }} />)
    expect(screen.getByText('USD 1,785.00')).toBeInTheDocument()
  })

  it('names the missing rates instead of a number', () => {
    render(
      <ProfitText
        profit={{ base: 'USD', lines: [], profit: null, missing: [{ currency: 'JPY', date: '2026-10-01' }] }}
      />,
    )
    expect(screen.getByText(/JPY on or before 2026-10-01/)).toBeInTheDocument()
    expect(screen.queryByText(/Profit:/)).not.toBeInTheDocument()
  })
})
