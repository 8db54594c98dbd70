import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PendingPayment } from '../../../shared/dashboard'
import { HttpResponse, http, server } from '../../test/msw'
import { pendingPayment } from '../../test/pending-payments'
import { onPhone } from '../../test/phone'
import { renderWithProviders } from '../../test/render'
import { PendingPanel } from './pending-panel'

const row = pendingPayment

const rows = [
  row({}),
  row({
    id: 2,
    name: 'Kenji Sato',
    countryId: 1,
    countryName: 'Japan',
    currency: 'JPY',
    pendingSaleAmount: '500000.00',
    daysPassed: 1,
  }),
  row({ id: 3, name: 'Musa Juma', dueDate: '2025-02-12', daysPassed: 46, pendingSaleAmount: '700.00' }),
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
  // Paid PKR 50,000 above what they bought: a payable, listed with the vendors.
  row({
    id: 8,
    name: 'Bilal Khan',
    countryId: 1,
    countryName: 'Japan',
    currency: 'PKR',
    dueDate: null,
    daysPassed: null,
    pendingSaleAmount: '-50000.00',
  }),
]
const sideOf = (r: PendingPayment) =>
  r.type === 'customer' && !r.pendingSaleAmount.startsWith('-') ? 'receivable' : 'payable'
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

/**
 * The server's side of the list: filters by type, search, currency and country, one page at a time,
 * the total in X-Total-Count. Records what each request asked for.
 */
let asked: URLSearchParams[] = []
beforeEach(() => {
  asked = []
  server.use(
    http.get('*/api/users/countries', () =>
      HttpResponse.json([
        { id: 1, name: 'Japan' },
        { id: 4, name: 'Kenya' },
      ]),
    ),
    http.get('*/api/country/currencies', () =>
      HttpResponse.json([
        { code: 'JPY', name: 'Japanese yen' },
        { code: 'USD', name: 'US dollar' },
      ]),
    ),
    http.get('*/api/Dashboard/PendingPaymentDetails', ({ request }) => {
      const p = new URL(request.url).searchParams
      asked.push(p)
      const q = (p.get('q') ?? '').toLowerCase()
      const found = rows.filter(
        (r) =>
          (!p.get('side') || sideOf(r) === p.get('side')) &&
          (!q || r.name.toLowerCase().includes(q)) &&
          (!p.get('currency') || r.currency === p.get('currency')) &&
          (!p.get('CountryId') || r.countryId === Number(p.get('CountryId'))),
      )
      const size = Number(p.get('pageSize'))
      const start = (Number(p.get('page')) - 1) * size
      return HttpResponse.json(found.slice(start, start + size), {
        headers: { 'X-Total-Count': String(found.length) },
      })
    }),
  )
})

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent)

describe('PendingPanel', () => {
  it('shows what customers owe per country and currency, the overdue days, and a WhatsApp reminder', async () => {
    renderWithProviders(<PendingPanel terms={terms} showCountry />)
    expect(
      within(screen.getByLabelText('You will get'))
        .getAllByText(/·/)
        .map((c) => c.textContent),
    ).toEqual(['JPY 500,000 · Japan', 'USD 9,000.00 · Kenya'])
    const table = screen.getByRole('table', { name: 'Customers with money pending' })
    await within(table).findByText('Amina Otieno')
    expect(names(table)).toEqual(['Amina Otieno', 'Kenji Sato', 'Musa Juma'])
    expect(asked[0]?.get('side')).toBe('receivable')
    expect(asked[0]?.get('page')).toBe('1')
    expect(within(table).getByText('USD 9,000.00')).toBeInTheDocument()
    expect(within(table).getByText('20 days')).toBeInTheDocument()
    // One day reads as one day; 45 days past the due date is day 46, as on the customer's page.
    expect(within(table).getByText('1 day')).toBeInTheDocument()
    expect(within(table).getByText('46 days')).toBeInTheDocument()
    const link = within(table).getByRole('link', { name: 'WhatsApp reminder to Amina Otieno' })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/254712345678\?text=Dear%20Amina%20Otieno/)
  })

  it('asks the server for the search, currency, country and side, one page at a time', async () => {
    const { user } = renderWithProviders(<PendingPanel terms={terms} showCountry />)
    const table = () => screen.getByRole('table', { name: /with money pending/ })
    const shows = (list: string[]) => waitFor(() => expect(names(table())).toEqual(list))
    await shows(['Amina Otieno', 'Kenji Sato', 'Musa Juma'])
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'kenji')
    await shows(['Kenji Sato'])
    expect(asked.at(-1)?.get('q')).toBe('kenji')
    await user.clear(screen.getByRole('textbox', { name: 'Search' }))
    await user.click(screen.getByRole('combobox', { name: 'Currency' }))
    await user.click(await screen.findByRole('option', { name: 'USD' }))
    await shows(['Amina Otieno', 'Musa Juma'])
    await user.click(screen.getByRole('combobox', { name: 'Country' }))
    await user.click(await screen.findByRole('option', { name: 'Japan' }))
    await shows(['Nothing pending'])
    expect(asked.at(-1)?.get('CountryId')).toBe('1')
    await user.click(screen.getByRole('tab', { name: 'Vendors' }))
    expect(screen.getByText('You will give')).toBeInTheDocument()
    await user.click(screen.getByRole('combobox', { name: 'Currency' }))
    await user.click(screen.getByRole('option', { name: 'All' }))
    await shows(['USS Tokyo', 'Bilal Khan'])
    expect(asked.at(-1)?.get('side')).toBe('payable')
    expect(within(table()).getByText('JPY 1,200,000')).toBeInTheDocument()
  })

  it('lists a customer holding credit among the payables as credit held, with no reminder to pay', async () => {
    const onEmail = vi.fn()
    const { user } = renderWithProviders(<PendingPanel terms={terms} showCountry onEmail={onEmail} />)
    await user.click(screen.getByRole('tab', { name: 'Vendors' }))
    const table = await screen.findByRole('table', { name: 'Vendors with money pending' })
    const bilal = (await within(table).findByText('Bilal Khan')).closest('tr')!
    expect(within(bilal).getByText('Credit held PKR 50,000.00')).toBeInTheDocument()
    expect(bilal.textContent).not.toMatch(/-50,000/)
    expect(within(bilal).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument()
    expect(within(bilal).queryByRole('button', { name: /E-mail/ })).not.toBeInTheDocument()
  })

  it('on a phone shows each party as a card with its amount, country, due date, days and reminders', async () => {
    const offPhone = onPhone()
    try {
      renderWithProviders(<PendingPanel terms={terms} showCountry onEmail={vi.fn()} />)
      const list = await screen.findByRole('list', { name: 'Customers with money pending' })
      expect(screen.queryByRole('table', { name: /money pending/ })).not.toBeInTheDocument()
      const amina = await within(list).findByRole('listitem', { name: 'Amina Otieno' })
      for (const text of ['Amina Otieno', 'USD 9,000.00', 'Kenya · due 2025-03-10', '20 days'])
        expect(within(amina).getByText(text)).toBeInTheDocument()
      expect(
        within(amina).getByRole('link', { name: 'WhatsApp reminder to Amina Otieno' }),
      ).toBeInTheDocument()
      expect(
        within(amina).getByRole('button', { name: 'E-mail reminder to Amina Otieno' }),
      ).toBeInTheDocument()
    } finally {
      offPhone()
    }
  })

  it('has no country filter for a role bound to its own country', () => {
    renderWithProviders(<PendingPanel terms={terms} showCountry={false} />)
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument()
  })

  it('offers an e-mail reminder where the role may send and the party has an address', async () => {
    const onEmail = vi.fn()
    const { user } = renderWithProviders(<PendingPanel terms={terms} showCountry onEmail={onEmail} />)
    await user.click(await screen.findByRole('button', { name: 'E-mail reminder to Amina Otieno' }))
    expect(onEmail).toHaveBeenCalledWith(expect.objectContaining({ id: 1, type: 'customer' }))
  })
})
