import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { HttpResponse, http, server } from '../../test/msw'
import { renderWithProviders } from '../../test/render'
import { SaleDialog } from './sale-dialog'

const customer = { id: 9, firstName: 'Wanjiru', lastName: 'Kamau', currency: 'USD', phone: '+254712345678' }

/** The customers search answers one customer; the sale answers what `sale` returns, and is recorded. */
const serve = (sale: () => Response) => {
  const sent: FormData[] = []
  server.use(
    http.get('*/api/customer', () => HttpResponse.json([customer], { headers: { 'X-Total-Count': '1' } })),
    http.post('*/api/car/sale', async ({ request }) => {
      sent.push(await request.formData())
      return sale()
    }),
  )
  return sent
}

const fillSale = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  const dialog = screen.getByRole('dialog', { name: 'Sell vehicle' })
  await user.type(within(dialog).getByRole('combobox', { name: 'Customer' }), 'Wan')
  await user.click(await screen.findByRole('option', { name: /Wanjiru Kamau/ }))
  await user.type(within(dialog).getByRole('textbox', { name: 'Price' }), '12,000')
  const down = within(dialog).getByRole('textbox', { name: 'Down payment' })
  await user.clear(down)
  await user.type(down, '3000')
  const count = within(dialog).getByRole('spinbutton', { name: 'Instalments' })
  await user.clear(count)
  await user.type(count, '3')
  const first = within(dialog).getByLabelText('First due date')
  await user.clear(first)
  await user.type(first, '2026-12-01')
  return dialog
}

describe('SaleDialog', () => {
  it("sells in the customer's currency with the down payment and the plan; the price goes as decimal text", async () => {
    const sent = serve(() =>
      HttpResponse.json({ id: 1, message: 'vehicles Sale Successfully' }, { status: 201 }),
    )
    const onDone = vi.fn()
    const { user } = renderWithProviders(<SaleDialog carId={5} onClose={() => {}} onDone={onDone} />)
    const dialog = await fillSale(user)
    expect(within(dialog).getByRole('textbox', { name: 'Currency' })).toHaveValue('USD')
    expect(within(dialog).getByRole('textbox', { name: 'Price' })).toHaveValue('12,000.00')
    await user.click(within(dialog).getByRole('button', { name: 'Sell' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(Object.fromEntries(sent[0]!.entries())).toMatchObject({
      carId: '5',
      customerId: '9',
      price: '12000',
      currency: 'USD',
      downPayment: '3000',
      instalmentCount: '3',
      frequency: 'monthly',
      firstDueDate: '2026-12-01',
    })
    expect(await screen.findByText('vehicles Sale Successfully')).toBeInTheDocument()
  })

  it("shows a server's field error once, under that field and without its key; no popup repeats it", async () => {
    serve(() =>
      HttpResponse.json(
        {
          status: 400,
          title: 'Please check the entry',
          message: 'downPayment: The down payment cannot exceed the price',
          errors: { DownPayment: ['The down payment cannot exceed the price'] },
        },
        { status: 400 },
      ),
    )
    const onDone = vi.fn()
    const { user } = renderWithProviders(<SaleDialog carId={5} onClose={() => {}} onDone={onDone} />)
    const dialog = await fillSale(user)
    await user.click(within(dialog).getByRole('button', { name: 'Sell' }))
    expect(await within(dialog).findByText('The down payment cannot exceed the price')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Down payment' })).toHaveFocus()
    expect(screen.queryByRole('dialog', { name: 'Error!' })).not.toBeInTheDocument()
    expect(screen.queryByText(/downPayment:/)).not.toBeInTheDocument()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('shows a server message about the customer under the customer picker, not in a popup', async () => {
    serve(() =>
      HttpResponse.json(
        {
          status: 403,
          title: 'Not allowed',
          message: "customerId: You work with your own country's records only",
          errors: { customerId: ["You work with your own country's records only"] },
        },
        { status: 403 },
      ),
    )
    const { user } = renderWithProviders(<SaleDialog carId={5} onClose={() => {}} />)
    const dialog = await fillSale(user)
    await user.click(within(dialog).getByRole('button', { name: 'Sell' }))
    expect(
      await within(dialog).findByText("You work with your own country's records only"),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Error!' })).not.toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Customer/ })).toHaveFocus())
  })

  it("shows a failure that names no field in the 'Error!' popup", async () => {
    serve(() =>
      HttpResponse.json(
        { status: 409, title: 'Clashes with saved records', message: 'The vehicle is already sold' },
        { status: 409 },
      ),
    )
    const { user } = renderWithProviders(<SaleDialog carId={5} onClose={() => {}} />)
    const dialog = await fillSale(user)
    await user.click(within(dialog).getByRole('button', { name: 'Sell' }))
    const popup = await screen.findByRole('dialog', { name: 'Error!' })
    expect(popup).toHaveTextContent('The vehicle is already sold')
  })

  it('names what is missing before anything is sent, and focuses the first of it (the customer picker)', async () => {
    const sent = serve(() => HttpResponse.json({}))
    const { user } = renderWithProviders(<SaleDialog carId={5} onClose={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Sell' }))
    expect(await screen.findByText('Customer is required')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Customer/ })).toHaveFocus())
    expect(sent).toHaveLength(0)
  })
})
