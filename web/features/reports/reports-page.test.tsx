import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { messages } from '../../../shared/messages'
import type { ReportRow, ReportTotals } from '../../../shared/reports'
import { HttpResponse, http, server } from '../../test/msw'
import { fakeProfile, renderWithProviders } from '../../test/render'
import ReportsPage from './reports-page'

const sold: ReportRow = {
  id: 1,
  stockNo: 'KR-000001',
  model: 'Toyota Land Cruiser',
  chassisNo: 'GRJ150-100001',
  status: 'sold',
  vendorId: 3,
  vendorName: 'USS Tokyo',
  customerId: 7,
  customerName: 'Amina Otieno',
  purchaseCountry: 'Japan',
  saleCountry: 'Kenya',
  purchaseDate: '2025-01-10',
  purchasePrice: '1500000.00',
  purchaseCurrency: 'JPY',
  expenses: [{ currency: 'JPY', amount: '25000.00' }],
  moveCosts: [{ currency: 'KES', amount: '35000.00' }],
  saleDate: '2025-03-01',
  salePrice: '14000.00',
  saleCurrency: 'USD',
  base: 'USD',
  purchaseBase: '10050.00',
  expensesBase: '167.50',
  moveCostsBase: '269.50',
  costBase: '10487.00',
  saleBase: '14000.00',
  profitBase: '3513.00',
  missingRates: [],
}
const noRate: ReportRow = {
  ...sold,
  id: 2,
  stockNo: 'KR-000002',
  model: 'Nissan X-Trail',
  purchaseCurrency: 'KES',
  purchaseBase: null,
  expensesBase: null,
  moveCostsBase: null,
  costBase: null,
  saleBase: null,
  profitBase: null,
  missingRates: ['KES 2025-01-20'],
}
const totals: ReportTotals = {
  count: 2,
  perCurrency: [
    {
      currency: 'JPY',
      purchase: '1500000.00',
      expenses: '25000.00',
      moveCosts: '0.00',
      sale: '0.00',
    },
  ],
  base: {
    currency: 'USD',
    purchase: '10050.00',
    expenses: '167.50',
    moveCosts: '269.50',
    cost: '10487.00',
    sale: '14000.00',
    profit: '3513.00',
    rows: 1,
    leftOut: 1,
  },
}

/** Answers every report with the two rows and the totals, and records the query string of each call. */
const serve = () => {
  const calls: URL[] = []
  server.use(
    http.get('*/api/Reports/:kind/totals', ({ request }) => {
      calls.push(new URL(request.url))
      return HttpResponse.json(totals)
    }),
    http.get('*/api/Reports/:kind', ({ request }) => {
      calls.push(new URL(request.url))
      return HttpResponse.json([sold, noRate], { headers: { 'X-Total-Count': '2' } })
    }),
    http.get('*/api/customer', () =>
      HttpResponse.json([{ id: 7, firstName: 'Amina', lastName: 'Otieno', currency: 'USD' }], {
        headers: { 'X-Total-Count': '1' },
      }),
    ),
    http.get('*/api/users/countries', () =>
      HttpResponse.json([
        { id: 1, name: 'Japan', isoCode: 'JP', currency: 'JPY', dialCode: '+81', flag: 'jp' },
        { id: 4, name: 'Kenya', isoCode: 'KE', currency: 'KES', dialCode: '+254', flag: 'ke' },
      ]),
    ),
  )
  return calls
}
const last = (calls: URL[], path: string) => calls.filter((c) => c.pathname.endsWith(path)).at(-1)

describe('reports page', () => {
  it('shows one tab per report, the rows with their money, a missing rate flagged, and the totals', async () => {
    serve()
    renderWithProviders(<ReportsPage />, { route: '/reports' })
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent)
    expect(tabs).toEqual([
      'By customer',
      'By vendor',
      'By purchase country',
      'By sale country',
      'Availability',
    ])
    expect(screen.getByRole('tab', { name: 'By customer' })).toHaveAttribute('aria-selected', 'true')

    const row = (await screen.findByText('Toyota Land Cruiser')).closest('[role="row"]') as HTMLElement
    for (const text of ['KR-000001', 'Amina Otieno', 'JPY 1,500,000', 'USD 14,000.00', 'USD 3,513.00'])
      expect(row).toHaveTextContent(text)
    const flagged = screen.getByText('Nissan X-Trail').closest('[role="row"]') as HTMLElement
    expect(flagged).toHaveTextContent('No rate: KES 2025-01-20')
    expect(flagged).not.toHaveTextContent('USD 3,513.00')

    const totalsBox = await screen.findByRole('region', { name: 'Totals' })
    // Profit only where every amount is in one currency: the USD card, not the yen one.
    const yen = within(totalsBox).getByRole('region', { name: 'In JPY' })
    expect(yen).toHaveTextContent('PurchasesJPY 1,500,000')
    expect(yen).not.toHaveTextContent('Profit')
    expect(within(totalsBox).getByRole('region', { name: 'All in USD' })).toHaveTextContent(
      'ProfitUSD 3,513.00',
    )
    expect(totalsBox).toHaveTextContent('leave out 1 vehicle with a missing exchange rate')
  })

  it('sends each report’s filter and date range to the rows and the totals', async () => {
    const calls = serve()
    const { user } = renderWithProviders(<ReportsPage />, { route: '/reports' })
    await screen.findByText('Toyota Land Cruiser')

    await user.type(screen.getByLabelText('Customer'), 'Ami')
    await user.click(await screen.findByRole('option', { name: /Amina Otieno/ }))
    await user.type(screen.getByLabelText('Sold from'), '2025-02-01')
    await waitFor(() => {
      const rows = last(calls, '/Reports/bycustomer')
      expect(rows?.searchParams.get('CustomerId')).toBe('7')
      expect(rows?.searchParams.get('from')).toBe('2025-02-01')
      expect(rows?.searchParams.get('page')).toBe('1')
      expect(last(calls, '/Reports/bycustomer/totals')?.searchParams.get('CustomerId')).toBe('7')
      expect(last(calls, '/Reports/bycustomer/totals')?.searchParams.get('from')).toBe('2025-02-01')
    })

    await user.click(screen.getByRole('tab', { name: 'By purchase country' }))
    await user.click(await screen.findByLabelText('Country'))
    await user.click(await screen.findByRole('option', { name: /Kenya/ }))
    await waitFor(() =>
      expect(last(calls, '/Reports/bypurchasecountry')?.searchParams.get('CountryId')).toBe('4'),
    )
    expect(screen.getByLabelText('Bought from')).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Availability' }))
    await user.click(await screen.findByLabelText('Availability'))
    await user.click(await screen.findByRole('option', { name: 'In stock' }))
    await waitFor(() =>
      expect(last(calls, '/Reports/byavailability')?.searchParams.get('IsAvailable')).toBe('true'),
    )
  })

  it('opens the Error! popup with the server’s message when a report fails, and stops loading', async () => {
    serve()
    server.use(
      http.get('*/api/Reports/:kind', () =>
        HttpResponse.json(
          { status: 400, title: 'Bad Request', message: 'to: To must be on or after From' },
          { status: 400 },
        ),
      ),
    )
    renderWithProviders(<ReportsPage />, { route: '/reports' })
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(messages.common.errorTitle)).toBeInTheDocument()
    expect(within(dialog).getByText('to: To must be on or after From')).toBeInTheDocument()
    expect(dialog.querySelector('[data-testid="ErrorOutlineIcon"]')).not.toBeNull()
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
  })

  it('tells a role without reports what it may not see, and asks the server nothing', async () => {
    const calls = serve()
    renderWithProviders(<ReportsPage />, {
      route: '/reports',
      profile: fakeProfile({ userRole: 'AgentSales' }),
    })
    expect(screen.getByText('Reports are open to the SuperAdmin and MainAdmin roles.')).toBeInTheDocument()
    expect(calls).toEqual([])
  })
})
