import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { HttpResponse, http, server } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import { BillForm } from './bill-form'

const customer = {
  id: 9,
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  businessName: 'Kamau Motors',
  countryName: 'Kenya',
  currency: 'USD',
  tradeTerm: 'CIF',
}

/** Customers search answers one customer; the bill answers its number and is recorded. */
const serve = () => {
  const sent: unknown[] = []
  server.use(
    http.get('*/api/customer', () => HttpResponse.json([customer], { headers: { 'X-Total-Count': '1' } })),
    http.get('*/api/car/GetAll', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    http.get('*/api/country/currencies', () =>
      HttpResponse.json([
        { code: 'USD', name: 'US dollar', symbol: '$', decimals: 2 },
        { code: 'JPY', name: 'Japanese yen', symbol: '¥', decimals: 0 },
      ]),
    ),
    http.post('*/api/bills', async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json(
        { id: 41, number: 'INV-2026-000041', total: '11275.03', message: 'Bill INV-2026-000041 issued' },
        { status: 201 },
      )
    }),
  )
  return sent
}

type User = ReturnType<typeof renderWithProviders>['user']
const line = (n: number) => screen.getByRole('group', { name: `Line ${n}` })
const fillLine = async (user: User, n: number, description: string, quantity: string, price: string) => {
  await user.type(within(line(n)).getByRole('textbox', { name: 'Description' }), description)
  const q = within(line(n)).getByRole('textbox', { name: 'Quantity' })
  await user.clear(q)
  await user.type(q, quantity)
  await user.type(within(line(n)).getByRole('textbox', { name: 'Unit price' }), price)
}

describe('BillForm', () => {
  it('shows each line total and the bill total as they are typed, then issues the bill as typed', async () => {
    const sent = serve()
    const onIssued = vi.fn()
    const { user } = renderWithProviders(<BillForm onIssued={onIssued} />)
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'Wan')
    await user.click(await screen.findByRole('option', { name: /Wanjiru Kamau/ }))
    await fillLine(user, 1, 'Toyota Prius S 2015', '1', '9,800')
    expect(screen.getByLabelText('Line 1 total')).toHaveTextContent('USD 9,800.00')
    await user.click(screen.getByRole('button', { name: 'Add line' }))
    await fillLine(user, 2, 'Ocean freight', '1', '1450')
    await user.click(screen.getByRole('button', { name: 'Add line' }))
    await fillLine(user, 3, 'Inspection', '2.5', '10.01')
    expect(screen.getByLabelText('Line 3 total')).toHaveTextContent('USD 25.03')
    expect(screen.getByLabelText('Bill total')).toHaveTextContent('Total USD 11,275.03')
    // Removing a line takes it out of the total.
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }))
    expect(screen.getByLabelText('Bill total')).toHaveTextContent('Total USD 9,825.03')
    await user.click(screen.getByRole('button', { name: 'Add line' }))
    await fillLine(user, 3, 'Ocean freight', '1', '1450')
    expect(screen.getByLabelText('Bill total')).toHaveTextContent('Total USD 11,275.03')

    await user.click(screen.getByRole('button', { name: 'Issue bill' }))
    await waitFor(() => expect(onIssued).toHaveBeenCalledWith(41))
    expect(sent[0]).toMatchObject({
      customerId: 9,
      tradeTerm: 'CIF',
      currency: 'USD',
      lines: [
        { description: 'Toyota Prius S 2015', quantity: '1', unitPrice: '9800' },
        { description: 'Inspection', quantity: '2.5', unitPrice: '10.01' },
        { description: 'Ocean freight', quantity: '1', unitPrice: '1450' },
      ],
    })
    expect(await screen.findByText('Bill INV-2026-000041 issued')).toBeInTheDocument()
  })

  it('says what is missing and sends nothing', async () => {
    const sent = serve()
    const { user } = renderWithProviders(<BillForm onIssued={() => {}} />)
    const q = within(line(1)).getByRole('textbox', { name: 'Quantity' })
    await user.clear(q)
    await user.type(q, '-2')
    await user.click(screen.getByRole('button', { name: 'Issue bill' }))
    expect(await screen.findByText('Choose a customer or type a buyer name')).toBeInTheDocument()
    expect(screen.getByText('Description is required')).toBeInTheDocument()
    expect(screen.getByText('Quantity cannot be negative')).toBeInTheDocument()
    expect(screen.getByText('Unit price is required')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('bills a buyer typed by name', async () => {
    const sent = serve()
    const onIssued = vi.fn()
    const { user } = renderWithProviders(<BillForm onIssued={onIssued} />)
    await user.click(screen.getByRole('radio', { name: /Another buyer/ }))
    await user.type(screen.getByRole('textbox', { name: 'Buyer name' }), 'Walk-in Buyer')
    await fillLine(user, 1, 'Deposit', '1', '500')
    await user.click(screen.getByRole('button', { name: 'Issue bill' }))
    await waitFor(() => expect(onIssued).toHaveBeenCalled())
    expect(sent[0]).toMatchObject({ customerId: null, buyerName: 'Walk-in Buyer', tradeTerm: 'FOB' })
  })
})
