import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { PendingPayment } from '../../../shared/dashboard'
import { renderWithProviders } from '../../test/render'
import { PendingPanel } from './pending-panel'

const row = (overrides: Partial<PendingPayment>): PendingPayment => ({
  id: 1,
  type: 'customer',
  name: 'Amina Otieno',
  countryId: 4,
  countryName: 'Kenya',
  email: 'amina@example.test',
  whatsApp: '+254712345678',
  currency: 'USD',
  currencySymbol: '$',
  totalAmount: '12000.00',
  dueDate: '2025-03-10',
  daysPassed: 20,
  pendingSaleAmount: '9000.00',
  pendingPurchaseAmount: '0.00',
  ...overrides,
})

const rows = [
  row({}),
  row({
    id: 2,
    name: 'Kenji Sato',
    countryId: 1,
    countryName: 'Japan',
    currency: 'JPY',
    pendingSaleAmount: '500000.00',
    daysPassed: 3,
  }),
  row({
    id: 7,
    type: 'vendor',
    name: 'USS Tokyo',
    countryId: 1,
    countryName: 'Japan',
    currency: 'JPY',
    pendingSaleAmount: '0.00',
    pendingPurchaseAmount: '1200000.00',
    whatsApp: null,
  }),
]
const terms = {
  totals: [
    {
      countryId: 1,
      countryName: 'Japan',
      pendingSaleAmount: '500000.00',
      saleCurrency: 'JPY',
      pendingPurchaseAmount: '1200000.00',
      purchaseCurrency: 'JPY',
    },
    {
      countryId: 4,
      countryName: 'Kenya',
      pendingSaleAmount: '9000.00',
      saleCurrency: 'USD',
      pendingPurchaseAmount: '0.00',
      purchaseCurrency: null,
    },
  ],
  instalments: [],
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent)

describe('PendingPanel', () => {
  it('shows what customers owe per country and currency, the overdue days, and a WhatsApp reminder', () => {
    renderWithProviders(<PendingPanel rows={rows} terms={terms} showCountry />)
    expect(
      within(screen.getByLabelText('You will get'))
        .getAllByText(/·/)
        .map((c) => c.textContent),
    ).toEqual(['JPY 500,000 · Japan', 'USD 9,000.00 · Kenya'])
    const table = screen.getByRole('table', { name: 'Customers with money pending' })
    expect(names(table)).toEqual(['Amina Otieno', 'Kenji Sato'])
    expect(within(table).getByText('USD 9,000.00')).toBeInTheDocument()
    expect(within(table).getByText('20 days')).toBeInTheDocument()
    const link = within(table).getByRole('link', { name: 'WhatsApp reminder to Amina Otieno' })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/254712345678\?text=Dear%20Amina%20Otieno/)
  })

  it('filters by search, currency and country, and switches to the vendors we owe', async () => {
    const { user } = renderWithProviders(<PendingPanel rows={rows} terms={terms} showCountry />)
    const table = () => screen.getByRole('table', { name: /with money pending/ })
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'kenji')
    expect(names(table())).toEqual(['Kenji Sato'])
    await user.clear(screen.getByRole('textbox', { name: 'Search' }))
    await user.click(screen.getByRole('combobox', { name: 'Currency' }))
    await user.click(screen.getByRole('option', { name: 'USD' }))
    expect(names(table())).toEqual(['Amina Otieno'])
    await user.click(screen.getByRole('tab', { name: 'Vendors' }))
    expect(screen.getByText('You will give')).toBeInTheDocument()
    await user.click(screen.getByRole('combobox', { name: 'Currency' }))
    await user.click(screen.getByRole('option', { name: 'All' }))
    expect(names(table())).toEqual(['USS Tokyo'])
    expect(within(table()).getByText('JPY 1,200,000')).toBeInTheDocument()
  })

  it('has no country filter for a role bound to its own country', () => {
    renderWithProviders(<PendingPanel rows={rows} terms={terms} showCountry={false} />)
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument()
  })

  it('offers an e-mail reminder where the role may send and the party has an address', async () => {
    const onEmail = vi.fn()
    const { user } = renderWithProviders(
      <PendingPanel rows={rows} terms={terms} showCountry onEmail={onEmail} />,
    )
    await user.click(screen.getByRole('button', { name: 'E-mail reminder to Amina Otieno' }))
    expect(onEmail).toHaveBeenCalledWith(expect.objectContaining({ id: 1, type: 'customer' }))
  })
})
