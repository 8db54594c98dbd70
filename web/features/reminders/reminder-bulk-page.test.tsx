import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PendingPayment } from '../../../shared/dashboard'
import { messages } from '../../../shared/messages'
import type { Reminder } from '../../../shared/reminders'
import { clearSession, storeToken } from '../../lib/session-storage'
import { HttpResponse, http, server } from '../../test/msw'
import { pendingPayment } from '../../test/pending-payments'
import { onPhone } from '../../test/phone'
import { fakeProfile, renderWithProviders } from '../../test/render'
import ReminderBulkPage from './reminder-bulk-page'
import { bulkConcurrency } from './reminders.api'

const row = pendingPayment

const rows = [
  // Last reminded 2025-03-28 23:30 UTC: already 08:30 on the 29th in Tokyo, the business's time zone.
  row({ lastRemindedAt: '2025-03-28T23:30:00Z' }),
  row({ id: 2, name: 'Kenji Sato', email: 'kenji@example.test', countryName: 'Japan', countryId: 1 }),
  row({ id: 3, name: 'Ravi Perera', email: 'ravi@example.test', daysPassed: 1, whatsApp: null }),
  row({
    id: 7,
    type: 'vendor',
    name: 'USS Tokyo',
    email: 'uss@example.test',
    countryId: 1,
    countryName: 'Japan',
    currency: 'JPY',
    totalAmount: '1500000.00',
    pendingSaleAmount: '0.00',
    pendingPurchaseAmount: '1200000.00',
  }),
  row({ id: 9, name: 'No Mail Motors', email: null, whatsApp: null, daysPassed: 5 }),
]

const reminder = (body: Record<string, unknown>, id: number): Reminder => ({
  id,
  email: String(body.email),
  name: String(body.name),
  pendingAmount: String(body.pendingAmount),
  totalAmount: String(body.totalAmount),
  currency: String(body.currencySymbol),
  customerId: (body.customerId as number) ?? null,
  vendorId: (body.vendorId as number) ?? null,
  status: 'queued',
  error: null,
  attempts: 0,
  sentBy: 'Aiko Tester',
  createdAt: '2025-03-29T00:00:00.000Z',
  sentAt: null,
})

const serverSide = (list: PendingPayment[], p: URLSearchParams) => {
  const q = (p.get('q') ?? '').toLowerCase()
  return list.filter(
    (r) =>
      (!q || r.name.toLowerCase().includes(q) || (r.email ?? '').includes(q)) &&
      (!p.get('type') || r.type === p.get('type')) &&
      (!p.get('currency') || r.currency === p.get('currency')) &&
      (!p.get('CountryId') || r.countryId === Number(p.get('CountryId'))) &&
      (p.get('overdue') !== 'true' || (r.daysPassed ?? 0) >= 10),
  )
}

/** The pending list, and a sendReminder that refuses Kenji; records every body. */
const serve = () => {
  const sent: Record<string, unknown>[] = []
  const seen = { countryId: null as string | null }
  server.use(
    http.get('*/api/users/countries', () =>
      HttpResponse.json([
        { id: 1, name: 'Japan' },
        { id: 4, name: 'Kenya' },
        { id: 9, name: 'Sri Lanka' },
      ]),
    ),
    http.get('*/api/country/currencies', () =>
      HttpResponse.json([
        { code: 'JPY', name: 'Japanese yen' },
        { code: 'USD', name: 'US dollar' },
      ]),
    ),
    // The server filters and pages (as GET Dashboard/PendingPaymentDetails does).
    http.get('*/api/Dashboard/PendingPaymentDetails', ({ request }) => {
      const p = new URL(request.url).searchParams
      seen.countryId = p.get('CountryId')
      return HttpResponse.json(serverSide(rows, p), { headers: { 'X-Total-Count': String(rows.length) } })
    }),
    http.post('*/api/Email/sendReminder', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push(body)
      if (body.name === 'Kenji Sato')
        return HttpResponse.json(
          { status: 404, title: 'Not Found', message: 'Customer 2 does not exist', errors: {} },
          { status: 404 },
        )
      return HttpResponse.json(reminder(body, sent.length), { status: 202 })
    }),
  )
  return { sent, seen }
}

const shows = (list: string[]) => waitFor(() => expect(names()).toEqual(list))
const table = () => screen.getByRole('table', { name: 'Customers and vendors with money pending' })
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]!.querySelector('p')!.textContent)

describe('Reminder Bulk', () => {
  beforeEach(() => storeToken('a-token'))
  afterEach(() => clearSession())

  it('sends one reminder per selected recipient and reports each; a failure names its reason and the rest go on', async () => {
    const { sent } = serve()
    const { user } = renderWithProviders(<ReminderBulkPage />)
    await screen.findByRole('table', { name: 'Customers and vendors with money pending' })
    await user.click(screen.getByRole('checkbox', { name: 'Select Amina Otieno (USD)' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Kenji Sato (USD)' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select USS Tokyo (JPY)' }))
    await user.click(screen.getByRole('button', { name: 'Send reminders (3)' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }))

    const report = await screen.findByRole('region', { name: 'Send results' })
    await within(report).findByText('Reminders sent · 3 of 3 done')
    const items = within(within(report).getByRole('list')).getAllByRole('listitem')
    expect(items.map((i) => i.textContent)).toEqual([
      'Amina Otienoamina@example.testSent to the outbox',
      'Kenji Satokenji@example.testFailed: Customer 2 does not exist',
      'USS Tokyouss@example.testSent to the outbox',
    ])
    expect(within(report).getByText('2 sent to the outbox · 1 failed')).toBeInTheDocument()
    expect(within(report).getByRole('progressbar', { name: 'Sending reminders' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    expect(sent).toHaveLength(3)
    expect(sent).toContainEqual({
      email: 'uss@example.test',
      name: 'USS Tokyo',
      pendingAmount: '1200000.00',
      totalAmount: '1500000.00',
      currencySymbol: 'JPY',
      vendorId: 7,
    })
    expect(sent).toContainEqual(
      expect.objectContaining({ name: 'Amina Otieno', pendingAmount: '9000.00', customerId: 1 }),
    )
  })

  it('sends a few at a time, never all at once', async () => {
    serve()
    const many = Array.from({ length: 7 }, (_, i) =>
      row({ id: 20 + i, name: `Buyer ${i}`, email: `buyer${i}@example.test` }),
    )
    // Each answer is held until a full set is in flight (or every reminder has been asked for): a page
    // that sent one at a time would never finish, one that sent them all at once would have 7 in flight.
    const sent: Record<string, unknown>[] = []
    let inFlight = 0
    let maxInFlight = 0
    let held: (() => void)[] = []
    server.use(
      http.get('*/api/Dashboard/PendingPaymentDetails', () =>
        HttpResponse.json(many, { headers: { 'X-Total-Count': '7' } }),
      ),
      http.post('*/api/Email/sendReminder', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        sent.push(body)
        maxInFlight = Math.max(maxInFlight, ++inFlight)
        const answered = new Promise<void>((r) => held.push(r))
        if (inFlight >= bulkConcurrency || sent.length === many.length) {
          for (const release of held) release()
          held = []
        }
        await answered
        inFlight--
        return HttpResponse.json(reminder(body, sent.length), { status: 202 })
      }),
    )
    const { user } = renderWithProviders(<ReminderBulkPage />)
    await user.click(await screen.findByRole('checkbox', { name: 'Select all shown' }))
    await user.click(screen.getByRole('button', { name: 'Send reminders (7)' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }))
    await screen.findByText('Reminders sent · 7 of 7 done', {}, { timeout: 5000 })
    expect(sent).toHaveLength(7)
    expect(maxInFlight).toBe(bulkConcurrency)
  })

  it('fails every send with the product message when no token is stored, without calling the server', async () => {
    const { sent } = serve()
    const { user } = renderWithProviders(<ReminderBulkPage />)
    await user.click(await screen.findByRole('checkbox', { name: 'Select Amina Otieno (USD)' }))
    clearSession()
    await user.click(screen.getByRole('button', { name: 'Send reminders (1)' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }))
    const report = await screen.findByRole('region', { name: 'Send results' })
    await within(report).findByText(`Failed: ${messages.reminders.tokenMissing}`)
    expect(sent).toHaveLength(0)
  })

  it('filters, selects all shown except rows without an e-mail, and says why those cannot be chosen', async () => {
    const { seen } = serve()
    const { user } = renderWithProviders(<ReminderBulkPage />)
    await screen.findByRole('table', { name: 'Customers and vendors with money pending' })
    expect(seen.countryId).toBeNull()
    expect(names()).toEqual(['Amina Otieno', 'Kenji Sato', 'Ravi Perera', 'USS Tokyo', 'No Mail Motors'])
    const amina = within(table()).getAllByRole('row')[1]!
    expect(within(amina).getByText('USD 9,000.00')).toBeInTheDocument()
    expect(within(amina).getByText('USD 12,000.00')).toBeInTheDocument()
    // Shown in its column on a wide screen and under the name on a phone (CSS picks one).
    expect(within(amina).getAllByText('20 days')).toHaveLength(2)
    expect(within(within(table()).getAllByRole('row')[3]!).getAllByText('1 day')).toHaveLength(2)
    expect(within(table()).getByText('JPY 1,200,000')).toBeInTheDocument()
    const noMail = () => screen.getByRole('checkbox', { name: /^No Mail Motors: No e-mail address on file/ })
    expect(noMail()).toBeDisabled()
    expect(screen.getByText('No e-mail address: cannot be e-mailed')).toBeInTheDocument()
    expect(
      within(table()).getByRole('link', { name: 'WhatsApp reminder to Amina Otieno' }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/254712345678\?text=Dear%20Amina%20Otieno/)

    await user.click(screen.getByRole('switch', { name: /Overdue only \(10\+ days\)/ }))
    await shows(['Amina Otieno', 'Kenji Sato', 'USS Tokyo'])
    await user.click(screen.getByRole('combobox', { name: 'Currency' }))
    await user.click(await screen.findByRole('option', { name: 'USD' }))
    await user.click(screen.getByRole('combobox', { name: 'Country' }))
    await user.click(await screen.findByRole('option', { name: 'Kenya' }))
    await shows(['Amina Otieno'])
    await user.click(screen.getByRole('switch', { name: /Overdue only/ }))
    await shows(['Amina Otieno', 'Ravi Perera', 'No Mail Motors'])
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }))
    expect(screen.getByRole('button', { name: 'Send reminders (2)' })).toBeEnabled()
    expect(noMail()).not.toBeChecked()
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ravi')
    await shows(['Ravi Perera'])
    // What was chosen on the earlier page stays chosen.
    expect(screen.getByRole('button', { name: 'Send reminders (2)' })).toBeEnabled()
  })

  it('shows when each party was last reminded, in the business time zone, or Never', async () => {
    serve()
    renderWithProviders(<ReminderBulkPage />)
    await screen.findByRole('table', { name: 'Customers and vendors with money pending' })
    const [amina, kenji] = within(table()).getAllByRole('row').slice(1)
    expect(within(amina!).getByText('2025-03-29 08:30')).toBeInTheDocument()
    expect(within(kenji!).getByText('Never')).toBeInTheDocument()
  })

  it('on a phone shows each row as a card with its key fields, and chooses rows there too', async () => {
    const offPhone = onPhone()
    try {
      serve()
      const { user } = renderWithProviders(<ReminderBulkPage />)
      const list = await screen.findByRole('list', { name: 'Customers and vendors with money pending' })
      expect(screen.queryByRole('table', { name: /money pending/ })).not.toBeInTheDocument()
      const amina = within(list).getByRole('listitem', { name: 'Amina Otieno' })
      for (const text of [
        'amina@example.test',
        'USD 9,000.00',
        /of USD 12,000.00/,
        /Customer · Kenya · due 2025-03-10/,
        '20 days',
        'Last reminded 2025-03-29 08:30',
      ])
        expect(within(amina).getByText(text)).toBeInTheDocument()
      expect(
        within(amina).getByRole('link', { name: 'WhatsApp reminder to Amina Otieno' }),
      ).toBeInTheDocument()
      expect(within(list).getByRole('listitem', { name: 'Kenji Sato' }).textContent).toContain(
        'Last reminded Never',
      )
      await user.click(within(amina).getByRole('checkbox', { name: 'Select Amina Otieno (USD)' }))
      expect(screen.getByRole('button', { name: 'Send reminders (1)' })).toBeEnabled()
    } finally {
      offPhone()
    }
  })

  it('leaves the country to the server and offers no sending to a role that may not send', async () => {
    const { seen } = serve()
    renderWithProviders(<ReminderBulkPage />, {
      profile: fakeProfile({ userRole: 'Accounts', countryId: 4 }),
    })
    await screen.findByRole('table', { name: 'Customers and vendors with money pending' })
    await waitFor(() => expect(seen.countryId).toBeNull())
    expect(screen.queryByRole('button', { name: /Send reminders/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select Amina Otieno (USD)' })).toBeDisabled()
  })
})
