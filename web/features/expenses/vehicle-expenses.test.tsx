import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Expense } from '../../../shared/expenses'
import { messages } from '../../../shared/messages'
import type { Role } from '../../../shared/roles'
import { HttpResponse, http, server } from '../../test/msw'
import { fakeProfile, renderWithProviders } from '../../test/render'
import { VehicleExpenses } from './vehicle-expenses'

const role: { current: Role } = { current: 'MainAdmin' }

const fee: Expense = {
  id: 11,
  version: 1,
  carId: 5,
  date: '2026-10-05',
  kind: 'auction fee',
  amount: '25000.00',
  currency: 'JPY',
  details: 'USS Tokyo',
  receiptUrl: '/api/files/abc?exp=1&sig=x',
  receiptName: 'fee.pdf',
  receiptType: 'application/pdf',
  lineKind: null,
  createdBy: 1,
  createdByName: 'Aiko Tanaka',
  createdAt: '2026-10-05T01:00:00.000Z',
  updatedAt: '2026-10-05T01:00:00.000Z',
}

const calls: { url: string; method: string; body?: FormData }[] = []
const serve = () =>
  server.use(
    http.all('*/api/*', async ({ request }) => {
      const url = request.url
      const body = request.method === 'POST' ? await request.formData().catch(() => undefined) : undefined
      calls.push({ url, method: request.method, body })
      if (url.includes('expenses/totals'))
        return HttpResponse.json([
          { currency: 'JPY', amount: '25000.00' },
          { currency: 'USD', amount: '350.00' },
        ])
      if (url.includes('car/expenses')) return HttpResponse.json([fee])
      if (url.includes('country/currencies'))
        return HttpResponse.json([
          { code: 'JPY', name: 'Japanese yen', symbol: '¥', decimals: 0 },
          { code: 'USD', name: 'US dollar', symbol: '$', decimals: 2 },
        ])
      if (url.includes('deleteexpense')) return HttpResponse.json({ message: 'Expense Deleted Successfully' })
      if (url.includes('addeditexpense'))
        return HttpResponse.json({ id: 12, message: 'Expense Added Successfully' })
      return HttpResponse.json([])
    }),
  )

const renderSection = (status = 'in_stock') =>
  renderWithProviders(
    <VehicleExpenses
      vehicleId={5}
      vehicle={{ purchaseCurrency: 'JPY', costCurrency: 'JPY', stationId: 2, status }}
    />,
    { profile: fakeProfile({ userRole: role.current }) },
  )

afterEach(() => {
  calls.length = 0
  role.current = 'MainAdmin'
})

describe('VehicleExpenses', () => {
  it('lists the expenses with their receipt and the totals per currency', async () => {
    serve()
    renderSection()
    const row = (await screen.findByText('Auction fee')).closest('tr')!
    expect(within(row).getByText('JPY 25,000')).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'Receipt fee.pdf' })).toHaveAttribute('href', fee.receiptUrl)
    const totals = await screen.findByRole('list', { name: 'Expense totals per currency' })
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['JPY 25,000', 'USD 350.00'])
  })

  it("adds an expense in the vehicle's purchase currency by default, as multipart with Id=0", async () => {
    serve()
    const { user } = renderSection()
    await user.click(await screen.findByRole('button', { name: 'Add expense' }))
    const dialog = screen.getByRole('dialog', { name: 'Add expense' })
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveTextContent('JPY')
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }))
    await user.click(screen.getByRole('option', { name: 'Repair' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '48000')
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }))
    expect(await screen.findByText('Expense Added Successfully')).toBeInTheDocument()
    const sent = calls.find((c) => c.url.includes('addeditexpense'))!
    expect(sent.url).toContain('addeditexpense?Id=0')
    const form = sent.body!
    expect(Object.fromEntries(form.entries())).toMatchObject({
      carId: '5',
      kind: 'repair',
      amount: '48000',
      currency: 'JPY',
    })
  })

  it('an edit someone saved meanwhile is refused; Reload shows their copy in the dialog', async () => {
    let stored = fee
    serve()
    server.use(
      http.get('*/api/car/expenses', () => HttpResponse.json([stored])),
      http.post('*/api/car/addeditexpense', () =>
        HttpResponse.json(
          {
            status: 409,
            title: 'Clashes with saved records',
            message: messages.common.changedMeanwhile,
            errors: { version: [messages.common.changedMeanwhile] },
          },
          { status: 409 },
        ),
      ),
    )
    const { user } = renderSection()
    await user.click(await screen.findByRole('button', { name: 'Edit expense' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit expense' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Details' }), ' (mine)')
    stored = { ...fee, version: 2, details: 'USS Tokyo, corrected' }
    await user.click(within(dialog).getByRole('button', { name: 'Update expense' }))
    const ask = await screen.findByRole('dialog', { name: messages.common.changedMeanwhile })
    await user.click(within(ask).getByRole('button', { name: messages.common.reload }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Details' })).toHaveValue('USS Tokyo, corrected'),
    )
  })

  it("asks 'Delete' / 'You want to delete this Expense': No keeps it, Yes deletes and reloads", async () => {
    serve()
    const { user } = renderSection()
    await user.click(await screen.findByRole('button', { name: 'Delete expense' }))
    const confirm = screen.getByRole('dialog', { name: 'Delete' })
    expect(within(confirm).getByText('You want to delete this Expense')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'No' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.some((c) => c.url.includes('deleteexpense'))).toBe(false)

    const listFetches = () => calls.filter((c) => c.url.includes('car/expenses?')).length
    const before = listFetches()
    await user.click(screen.getByRole('button', { name: 'Delete expense' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Yes' }),
    )
    expect(await screen.findByText('Expense Deleted Successfully')).toBeInTheDocument()
    expect(calls.find((c) => c.url.includes('deleteexpense'))?.method).toBe('POST')
    await waitFor(() => expect(listFetches()).toBe(before + 1))
  })

  it('hides add, edit and delete from a role that may only read (AgentSales)', async () => {
    role.current = 'AgentSales'
    serve()
    renderSection()
    await screen.findByText('Auction fee')
    expect(screen.queryByRole('button', { name: 'Add expense' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit expense' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete expense' })).not.toBeInTheDocument()
  })

  it("offers a sold vehicle's locked expenses only to the roles that may correct them", async () => {
    serve()
    role.current = 'Accounts'
    const accounts = renderSection('sold')
    await screen.findByText('Auction fee')
    expect(screen.queryByRole('button', { name: 'Add expense' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit expense' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete expense' })).not.toBeInTheDocument()
    accounts.unmount()
    role.current = 'MainAdmin'
    renderSection('sold')
    await screen.findByText('Auction fee')
    expect(screen.getByRole('button', { name: 'Add expense' })).toBeInTheDocument()
  })
})
