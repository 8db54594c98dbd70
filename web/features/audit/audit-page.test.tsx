import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AuditRow } from '../../../shared/audit'
import { HttpResponse, http, server } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import AuditPage from './audit-page'

const edit: AuditRow = {
  id: 41,
  at: '2025-03-01T15:30:00.000Z', // 2025-03-02 00:30 in Tokyo
  userId: 3,
  userName: 'Aiko Tester',
  entity: 'customers',
  entityId: '12',
  action: 'update',
  before: { firstName: 'Amina', phone: '+254711111111', city: 'Nairobi' },
  after: { firstName: 'Amina', phone: '+254722222222', city: 'Nairobi' },
  changed: ['phone'],
}
const payment: AuditRow = {
  id: 40,
  at: '2025-02-28T01:00:00.000Z',
  userId: null,
  userName: null,
  entity: 'salary_payments',
  entityId: '7',
  action: 'create',
  before: null,
  after: { amount: '150000.00', currency: 'JPY' },
  changed: ['amount', 'currency'],
}

/** Answers the audit list (recording each call's query), its nouns and the user search (recording its words). */
const serve = () => {
  const calls: URLSearchParams[] = []
  const userSearches: string[] = []
  server.use(
    http.get('*/api/audit/nouns', () => HttpResponse.json(['customers', 'salary_payments', 'vehicles'])),
    http.get('*/api/audit', ({ request }) => {
      const params = new URL(request.url).searchParams
      calls.push(params)
      const rows = params.get('entity') === 'customers' ? [edit] : [edit, payment]
      return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(rows.length) } })
    }),
    http.get('*/api/users', ({ request }) => {
      userSearches.push(new URL(request.url).searchParams.get('q') ?? '')
      return HttpResponse.json(
        [
          {
            userId: 3,
            firstName: 'Aiko',
            lastName: 'Tester',
            email: 'aiko@test.kuruma',
            userRole: 'MainAdmin',
            countryId: 1,
            countryName: 'Japan',
            currency: 'JPY',
          },
        ],
        { headers: { 'X-Total-Count': '1' } },
      )
    }),
  )
  return Object.assign(calls, { userSearches })
}

describe('audit page', () => {
  it('lists changes with the time in the business time zone, who, the noun, record, action and changed fields', async () => {
    const calls = serve()
    renderWithProviders(<AuditPage />, { route: '/audit' })
    const row = (await screen.findByText('2025-03-02 00:30')).closest('[role="row"]') as HTMLElement
    for (const text of ['Aiko Tester', 'Customers', '12', 'Update', 'phone'])
      expect(row).toHaveTextContent(text)
    const other = screen.getByText('2025-02-28 10:00').closest('[role="row"]') as HTMLElement
    for (const text of ['System', 'Salary payments', 'Create', 'amount, currency'])
      expect(other).toHaveTextContent(text)
    expect(calls[0]?.get('page')).toBe('1')
    expect(calls[0]?.get('entity')).toBeNull()
  })

  it('sends the filters together (user, noun, record, dates) and names a bad range under its field', async () => {
    const calls = serve()
    const { user } = renderWithProviders(<AuditPage />, { route: '/audit' })
    await screen.findByText('2025-03-02 00:30')

    await user.click(screen.getByRole('combobox', { name: 'Noun' }))
    await user.click(await screen.findByRole('option', { name: 'Customers' }))
    await user.type(screen.getByLabelText('Record'), '12')
    const picker = screen.getByRole('combobox', { name: 'User' })
    await user.type(picker, 'Aik')
    // The pick is made from the typed search's answer: clicking the list the empty search showed while
    // the typed one replaces it can miss on a busy machine.
    await waitFor(() => expect(calls.userSearches).toContain('Aik'))
    const pickerBox = picker.closest('.MuiAutocomplete-root') as HTMLElement
    await waitFor(() => expect(within(pickerBox).queryByRole('progressbar')).not.toBeInTheDocument())
    await user.click(await screen.findByRole('option', { name: /Aiko Tester/ }))
    await waitFor(() => expect(picker).toHaveValue('Aiko Tester'))
    await user.type(screen.getByLabelText('From'), '2025-03-02')
    await waitFor(
      () => {
        const last = calls.at(-1)!
        expect(Object.fromEntries(last)).toMatchObject({
          entity: 'customers',
          entityId: '12',
          userId: '3',
          from: '2025-03-02',
          page: '1',
        })
        // Each filter is debounced before it is sent: on a busy CI machine the last call can take over
        // the default second to arrive.
      },
      { timeout: 5000 },
    )
    await waitFor(() => expect(screen.queryByText('2025-02-28 10:00')).not.toBeInTheDocument(), {
      timeout: 5000,
    })

    const before = calls.length
    const to = screen.getByLabelText('To')
    await user.type(to, '2025-03-01')
    expect(await screen.findByText('To must be on or after From')).toBeInTheDocument()
    // Put right, the range is sent: a bad one, had it been sent, would have gone before it.
    await user.clear(to)
    await user.type(to, '2025-03-05')
    await waitFor(() => expect(calls.slice(before).map((c) => c.get('to'))).toContain('2025-03-05'), {
      timeout: 5000,
    })
    expect(calls.slice(before).map((c) => c.get('to'))).not.toContain('2025-03-01')
    expect(screen.queryByText('To must be on or after From')).not.toBeInTheDocument()
  })

  it('opens a change and shows the changed fields before → after, and every field on request', async () => {
    serve()
    const { user } = renderWithProviders(<AuditPage />, { route: '/audit' })
    await user.click(await screen.findByText('2025-03-02 00:30'))
    const dialog = await screen.findByRole('dialog', { name: 'Customers #12 · Update' })
    expect(within(dialog).getByText('2025-03-02 00:30 by Aiko Tester')).toBeInTheDocument()
    const table = within(dialog).getByRole('table', { name: 'Before and after' })
    const lines = () =>
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent)
    expect(lines()).toEqual(['FieldBeforeAfter', 'phone+254711111111+254722222222'])
    await user.click(within(dialog).getByRole('switch', { name: 'Show every field' }))
    expect(lines()).toEqual([
      'FieldBeforeAfter',
      'cityNairobiNairobi',
      'firstNameAminaAmina',
      'phone+254711111111+254722222222',
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
