import { act, screen, waitFor, within } from '@testing-library/react'
import { Link } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PendingPayment } from '../../../shared/dashboard'
import { messages } from '../../../shared/messages'
import { HttpResponse, http, server } from '../../test/msw'
import { pendingPayment } from '../../test/pending-payments'
import { fakeProfile, renderWithProviders } from '../../test/render'
import { OverdueAlerts } from './overdue-alerts'
import { usePendingList } from './pending-list'

const row = (over: Partial<PendingPayment>) => pendingPayment({ email: null, whatsApp: null, ...over })

const pending = [
  row({}),
  row({ id: 2, name: 'Bilal Khan', currency: 'PKR', pendingSaleAmount: '450000.00', daysPassed: 35 }),
  row({ id: 3, name: 'Chege Mwangi', pendingSaleAmount: '1000.00', daysPassed: 9 }), // not yet 10 days
  row({ id: 4, name: 'Dina Ali', pendingSaleAmount: '500.00', daysPassed: 10 }),
  row({
    id: 7,
    type: 'vendor',
    name: 'USS Tokyo',
    currency: 'JPY',
    pendingSaleAmount: '0.00',
    pendingPurchaseAmount: '1200000.00',
    daysPassed: 15,
  }),
]

describe('OverdueAlerts', () => {
  beforeEach(() => {
    sessionStorage.clear()
    server.use(http.get('*/api/Dashboard/PendingPaymentDetails', () => HttpResponse.json(pending)))
  })
  afterEach(() => vi.useRealTimers())

  it('without notifications: says they are blocked, then one toast per overdue party, then the customers and the payables modals', async () => {
    const { user } = renderWithProviders(<OverdueAlerts />)
    const closeToast = async (text: string) => {
      const toast = (await screen.findByText(text)).closest('.notistack-MuiContent') as HTMLElement
      expect(document.querySelectorAll('.notistack-MuiContent')).toHaveLength(1)
      await user.click(within(toast).getByRole('button', { name: 'Close' }))
      // The toast slides out; a loaded machine may take a while to finish the transition.
      await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument(), { timeout: 4000 })
    }
    await closeToast(messages.common.notificationsBlocked)
    await closeToast('Bilal Khan owes PKR 450,000.00, 35 days overdue')
    await closeToast('Amina Otieno owes USD 9,000.00, 20 days overdue')
    await closeToast('Dina Ali owes USD 500.00, 10 days overdue')
    await closeToast('We owe USS Tokyo JPY 1,200,000, 15 days overdue')

    const customers = await screen.findByRole('dialog', { name: 'Customers overdue' })
    const rows = within(customers)
      .getAllByRole('row')
      .map((r) => r.textContent)
    expect(rows).toEqual([
      'NamePendingDays',
      'Bilal KhanPKR 450,000.0035',
      'Amina OtienoUSD 9,000.0020',
      'Dina AliUSD 500.0010',
      'Total PKRPKR 450,000.00',
      'Total USDUSD 9,500.00',
    ])
    await user.click(within(customers).getByRole('button', { name: 'Close' }))
    const payables = await screen.findByRole('dialog', { name: 'Payables overdue' })
    expect(within(payables).getByText('Total JPY').closest('tr')).toHaveTextContent('JPY 1,200,000')
    expect(within(payables).getByRole('link', { name: 'Send reminders' })).toHaveAttribute(
      'href',
      '/reminder',
    )
    await user.click(within(payables).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sessionStorage.getItem('kuruma_overdue_alerts')).toBe('1')
  })

  it('runs once per signed-in tab: already shown to this user, nothing is asked or shown', async () => {
    sessionStorage.setItem('kuruma_overdue_alerts', '1')
    const asked: string[] = []
    server.use(
      http.get('*/api/Dashboard/PendingPaymentDetails', ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json(pending)
      }),
    )
    // A panel on the same page asks for the pending list as it mounts, as the alerts would: once its
    // answer is on screen, the alerts' own question would have been asked too.
    const Sibling = () => {
      const list = usePendingList({ page: 1, pageSize: 10 })
      return list.data ? <p>Pending list shown</p> : null
    }
    renderWithProviders(
      <>
        <OverdueAlerts />
        <Sibling />
      </>,
    )
    await screen.findByText('Pending list shown')
    expect(asked.filter((q) => q.includes('overdue=true'))).toEqual([])
    expect(screen.queryByText(messages.common.notificationsBlocked)).not.toBeInTheDocument()
  })

  it('an agent sees names without links to pages it may not open, and no reminder button', async () => {
    server.use(http.get('*/api/Dashboard/PendingPaymentDetails', () => HttpResponse.json([pending[4]])))
    const { user } = renderWithProviders(<OverdueAlerts />, {
      profile: fakeProfile({ userRole: 'AgentSales', countryId: 4 }),
    })
    await user.click(
      within(
        (await screen.findByText(messages.common.notificationsBlocked)).closest(
          '.notistack-MuiContent',
        ) as HTMLElement,
      ).getByRole('button', { name: 'Close' }),
    )
    const toast = (await screen.findByText(/We owe USS Tokyo/)).closest(
      '.notistack-MuiContent',
    ) as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Close' }))
    const payables = await screen.findByRole('dialog', { name: 'Payables overdue' })
    expect(within(payables).queryByRole('link')).not.toBeInTheDocument()
  })

  it('never opens its modals over a form being filled in: they wait for the next page', async () => {
    server.use(http.get('*/api/Dashboard/PendingPaymentDetails', () => HttpResponse.json([pending[0]])))
    const Page = () => (
      <main>
        <form aria-label="Add customer">
          <input aria-label="First name" />
        </form>
        <Link to="/customer/listing">Customers</Link>
      </main>
    )
    const { user } = renderWithProviders(
      <>
        <Page />
        <OverdueAlerts />
      </>,
      { route: '/customer/add' },
    )
    await user.type(screen.getByLabelText('First name'), 'Wanj')
    // The page is looked at again every second while the modals wait: that clock is the test's to move.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    for (const text of [messages.common.notificationsBlocked, /Amina Otieno owes/]) {
      const toast = (await screen.findByText(text)).closest('.notistack-MuiContent') as HTMLElement
      await user.click(within(toast).getByRole('button', { name: 'Close' }))
    }
    // The toasts are done and the modals wait for the form: the page is looked at twice, in vain.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1))
    act(() => vi.advanceTimersByTime(2000))
    vi.useRealTimers()
    expect(screen.queryByRole('dialog', { name: 'Customers overdue' })).not.toBeInTheDocument()
    expect(screen.getByLabelText('First name')).toHaveValue('Wanj')
    await user.click(screen.getByRole('link', { name: 'Customers' }))
    expect(await screen.findByRole('dialog', { name: 'Customers overdue' })).toBeInTheDocument()
  })
})
