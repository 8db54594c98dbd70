import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { DashboardStats } from '../../../shared/dashboard'
import { messages } from '../../../shared/messages'
import { storeToken } from '../../lib/session-storage'
import { HttpResponse, http, server } from '../../test/msw'
import { pendingPayment } from '../../test/pending-payments'
import { fakeProfile, renderWithProviders } from '../../test/render'
import { useTwoFactorRoles } from '../two-factor'
import DashboardPage from './dashboard-page'

const stats: DashboardStats = {
  month: '2025-03',
  base: 'USD',
  inStock: { count: 4, value: [{ currency: 'JPY', amount: '3000000.00' }] },
  soldThisMonth: 1,
  revenueThisMonth: '12000.00',
  profitThisMonth: '2000.00',
  missingRates: [],
  customers: 2,
  vendors: 1,
  activeStaff: 3,
  expensesThisMonth: [],
}
const amina = pendingPayment()
const deadlines = [
  {
    kind: 'deregistration_return',
    vehicleId: 12,
    stockNo: 'KR-000012',
    model: 'Toyota Vitz F',
    dueOn: '2020-01-15',
    detail: 'planned export date 2019-12-31',
    role: 'AgentStock',
  },
]

/** The dashboard's reads; the reminder answers what `reminder` returns, and records what it was sent. */
let policyAsked = 0
const serve = (reminder: () => Response, twoFactorRoles: string[] = []) => {
  const sent: unknown[] = []
  policyAsked = 0
  server.use(
    http.get('*/api/settings/two-factor', () => {
      policyAsked += 1
      return HttpResponse.json({ roles: twoFactorRoles })
    }),
    http.get('*/api/Dashboard/stats', () => HttpResponse.json(stats)),
    http.get('*/api/Dashboard/purchasechartdata', () => HttpResponse.json({}, { status: 503 })),
    http.get('*/api/Dashboard/saleschartdata', () => HttpResponse.json({}, { status: 503 })),
    http.get('*/api/Dashboard/PendingPaymentDetails', () =>
      HttpResponse.json([amina], { headers: { 'X-Total-Count': '1' } }),
    ),
    http.get('*/api/Dashboard/PendingTerms', () => HttpResponse.json({ totals: [], instalments: [] })),
    http.get('*/api/users/countries', () => HttpResponse.json([])),
    http.get('*/api/country/currencies', () => HttpResponse.json([])),
    http.get('*/api/deadlines', () => HttpResponse.json(deadlines)),
    http.post('*/api/Email/sendReminder', async ({ request }) => {
      sent.push(await request.json())
      return reminder()
    }),
  )
  return sent
}

/** The policy the dashboard reads, shown beside it: on screen, the dashboard has rendered with it too. */
const PolicyShown = () => {
  const policy = useTwoFactorRoles()
  return policy.data ? <p>Roles that must: {policy.data.roles.join(', ')}</p> : null
}

const queued = {
  id: 5,
  email: 'amina@example.test',
  name: 'Amina Otieno',
  pendingAmount: '9000.00',
  totalAmount: '12000.00',
  currency: 'USD',
  customerId: 1,
  vendorId: null,
  status: 'queued',
  error: null,
  attempts: 0,
  sentBy: 'Aiko Tester',
  createdAt: '2025-03-29T01:00:00.000Z',
  sentAt: null,
}

describe('DashboardPage', () => {
  beforeEach(() => storeToken('a-token'))

  it("e-mails a customer's reminder with the row's figures and says it is on its way", async () => {
    const sent = serve(() => HttpResponse.json(queued, { status: 202 }))
    const { user } = renderWithProviders(<DashboardPage />)
    await user.click(await screen.findByRole('button', { name: 'E-mail reminder to Amina Otieno' }))
    expect(await screen.findByText('Reminder to amina@example.test is in the outbox')).toBeInTheDocument()
    expect(sent).toEqual([
      {
        email: 'amina@example.test',
        name: 'Amina Otieno',
        pendingAmount: '9000.00',
        totalAmount: '12000.00',
        currencySymbol: 'USD',
        customerId: 1,
      },
    ])
  })

  it("shows the server's message when the reminder fails, and the product's when there is none", async () => {
    serve(() =>
      HttpResponse.json({ title: 'Bad Request', message: 'Enter a valid e-mail address' }, { status: 400 }),
    )
    const { user } = renderWithProviders(<DashboardPage />)
    await user.click(await screen.findByRole('button', { name: 'E-mail reminder to Amina Otieno' }))
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument()
    server.use(
      http.post('*/api/Email/sendReminder', () => HttpResponse.json({ message: '' }, { status: 502 })),
    )
    await user.click(screen.getByRole('button', { name: 'E-mail reminder to Amina Otieno' }))
    expect(await screen.findByText(messages.reminders.failed)).toBeInTheDocument()
  })

  it('adds an expense from the quick action: pick a vehicle in stock, its purchase currency comes along', async () => {
    serve(() => HttpResponse.json(queued, { status: 202 }))
    let sent: { url: string; body: Record<string, FormDataEntryValue> } | undefined
    server.use(
      http.get('*/api/car/getinstockcars', () =>
        HttpResponse.json(
          [
            {
              id: 6,
              chassisNo: 'NZE161-123',
              stockNo: 'S-6',
              model: 'Axio',
              purchaseCurrency: 'JPY',
              status: 'in_stock',
            },
          ],
          {
            headers: { 'X-Total-Count': '1' },
          },
        ),
      ),
      http.post('*/api/car/addeditexpense', async ({ request }) => {
        sent = { url: request.url, body: Object.fromEntries((await request.formData()).entries()) }
        return HttpResponse.json({ id: 12, message: 'Expense Added Successfully' })
      }),
    )
    const { user } = renderWithProviders(<DashboardPage />)
    await user.click(await screen.findByRole('button', { name: 'Add expense' }))
    const dialog = screen.getByRole('dialog', { name: 'Add expense' })
    await user.type(within(dialog).getByRole('combobox', { name: /Vehicle/ }), 'NZE')
    await user.click(await screen.findByRole('option', { name: /NZE161-123/ }))
    await user.click(within(dialog).getByRole('combobox', { name: /^Kind/ }))
    await user.click(screen.getByRole('option', { name: 'Repair' }))
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '48000')
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent?.url).toContain('addeditexpense?Id=0')
    expect(sent?.body).toMatchObject({ carId: '6', kind: 'repair', amount: '48000', currency: 'JPY' })
  })

  it('gives an agent no e-mail button, only the WhatsApp link, and no money actions it may not take', async () => {
    serve(() => HttpResponse.json(queued, { status: 202 }))
    renderWithProviders(<DashboardPage />, {
      profile: fakeProfile({ userRole: 'AgentSales', countryId: 4, countryName: 'Kenya' }),
    })
    const table = await screen.findByRole('table', { name: 'Customers with money pending' })
    await within(table).findByText('Amina Otieno')
    expect(within(table).queryByRole('button', { name: /E-mail reminder/ })).not.toBeInTheDocument()
    expect(within(table).getByRole('link', { name: 'WhatsApp reminder to Amina Otieno' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Add vehicle/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add expense' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeInTheDocument()
  })

  it('shows the profit card only when the server sends profit (it leaves it out for agents)', async () => {
    serve(() => HttpResponse.json(queued, { status: 202 }))
    const owner = renderWithProviders(<DashboardPage />)
    expect(await screen.findByText('Profit in 2025-03')).toBeInTheDocument()
    owner.unmount()
    const { profitThisMonth: _, ...withoutProfit } = stats
    server.use(http.get('*/api/Dashboard/stats', () => HttpResponse.json(withoutProfit)))
    renderWithProviders(<DashboardPage />, { profile: fakeProfile({ userRole: 'AgentSales' }) })
    expect(await screen.findByText('Revenue in 2025-03')).toBeInTheDocument()
    expect(screen.queryByText('Profit in 2025-03')).not.toBeInTheDocument()
  })

  it('shows the most urgent deadlines with how overdue each is, and links to all of them', async () => {
    serve(() => HttpResponse.json(queued, { status: 202 }))
    renderWithProviders(<DashboardPage />)
    const card = await screen.findByRole('region', { name: 'Most urgent deadlines' })
    expect(within(card).getByText('Return the export certificate')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'KR-000012' })).toHaveAttribute(
      'href',
      '/vehicles/details/12',
    )
    expect(within(card).getByText(/^\d+ days overdue$/)).toBeInTheDocument()
    expect(within(card).getByText(/due 2020-01-15 · AgentStock/)).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'All deadlines' })).toHaveAttribute('href', '/deadlines')
  })

  it('invites an owner to require two-factor sign-in while no role must use it, and no one else', async () => {
    serve(() => HttpResponse.json(queued, { status: 202 }))
    const { unmount } = renderWithProviders(<DashboardPage />)
    const invite = await screen.findByText('Protect the money with two-factor sign-in')
    expect(
      within(invite.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Open Settings' }),
    ).toHaveAttribute('href', '/settings')
    unmount()

    serve(() => HttpResponse.json(queued, { status: 202 }), ['Accounts'])
    const second = renderWithProviders(
      <>
        <DashboardPage />
        <PolicyShown />
      </>,
    )
    await screen.findByRole('table', { name: 'Customers with money pending' })
    await screen.findByText('Roles that must: Accounts')
    expect(policyAsked).toBe(1)
    expect(screen.queryByText('Protect the money with two-factor sign-in')).not.toBeInTheDocument()
    second.unmount()

    serve(() => HttpResponse.json(queued, { status: 202 }))
    renderWithProviders(<DashboardPage />, { profile: fakeProfile({ userRole: 'Admin' }) })
    await screen.findByRole('table', { name: 'Customers with money pending' })
    expect(screen.queryByText('Protect the money with two-factor sign-in')).not.toBeInTheDocument()
    // Settings are the owners': an Admin's dashboard does not even ask.
    expect(policyAsked).toBe(0)
  })
})
