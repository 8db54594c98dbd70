import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Expense } from '../../../shared/expenses'
import { NotifyProvider } from '../../lib/notify'
import { VehicleExpenses } from './vehicle-expenses'

const role = vi.hoisted(() => ({ current: 'MainAdmin' }))
vi.mock('../../app/session', () => ({ useSession: () => ({ profile: { userRole: role.current } }) }))

const fee: Expense = {
  id: 11,
  carId: 5,
  date: '2026-10-05',
  kind: 'auction fee',
  amount: '25000.00',
  currency: 'JPY',
  details: 'USS Tokyo',
  receiptUrl: '/api/files/abc?exp=1&sig=x',
  receiptName: 'fee.pdf',
  receiptType: 'application/pdf',
  createdBy: 1,
  createdByName: 'Aiko Tanaka',
  createdAt: '2026-10-05T01:00:00.000Z',
  updatedAt: '2026-10-05T01:00:00.000Z',
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

const calls: { url: string; method: string; body?: unknown }[] = []
const serve = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url: String(url), method: init.method ?? 'GET', body: init.body })
      if (String(url).includes('expenses/totals'))
        return json([
          { currency: 'JPY', amount: '25000.00' },
          { currency: 'USD', amount: '350.00' },
        ])
      if (String(url).includes('car/expenses')) return json([fee])
      if (String(url).includes('country/currencies'))
        return json([
          { code: 'JPY', name: 'Japanese yen', symbol: '¥', decimals: 0 },
          { code: 'USD', name: 'US dollar', symbol: '$', decimals: 2 },
        ])
      if (String(url).includes('deleteexpense')) return json({ message: 'Expense Deleted Successfully' })
      if (String(url).includes('addeditexpense'))
        return json({ id: 12, message: 'Expense Added Successfully' })
      return json([])
    }),
  )

const renderSection = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NotifyProvider>
        <VehicleExpenses
          vehicleId={5}
          vehicle={{ purchaseCurrency: 'JPY', costCurrency: 'JPY', stationId: 2, status: 'in_stock' }}
        />
      </NotifyProvider>
    </QueryClientProvider>,
  )

afterEach(() => {
  vi.unstubAllGlobals()
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
    const user = userEvent.setup()
    renderSection()
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
    const form = sent.body as FormData
    expect(Object.fromEntries(form.entries())).toMatchObject({
      carId: '5',
      kind: 'repair',
      amount: '48000',
      currency: 'JPY',
    })
  })

  it("asks 'Delete' / 'You want to delete this Expense': No keeps it, Yes deletes and reloads", async () => {
    serve()
    const user = userEvent.setup()
    renderSection()
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
})
