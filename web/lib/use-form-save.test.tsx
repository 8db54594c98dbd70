import { screen, waitFor, within } from '@testing-library/react'
import { Link, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Customer } from '../../shared/customers'
import CustomerEditPage from '../features/customers/customer-edit-page'
import { HttpResponse, http, server } from '../test/msw'
import { renderWithProviders } from '../test/render'
import { clearSession, storageKeys } from './session-storage'

const japan = { id: 1, name: 'Japan', isoCode: 'JP', currency: 'JPY', dialCode: '+81', flag: 'jp' }

const fakeCustomer = (overrides: Partial<Customer> = {}): Customer => ({
  version: 3,
  id: 7,
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  email: null,
  whatsapp: null,
  phone: null,
  dateOfBirth: null,
  businessName: null,
  businessType: null,
  countryId: 1,
  countryName: 'Japan',
  countryFlag: 'jp',
  businessCountryId: null,
  businessCountryName: null,
  currency: 'JPY',
  destinationPort: null,
  shippingMode: null,
  tradeTerm: null,
  address: null,
  city: null,
  province: null,
  postCode: null,
  securityDeposit: '0',
  photoUrl: null,
  idCardFrontUrl: null,
  idCardBackUrl: null,
  businessCardUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

/** The API: the customer as `stored()` says at each read; each save is recorded and answered by `answer`. */
const serve = (stored: () => Customer, answer: () => Response) => {
  const sent: FormData[] = []
  server.use(
    http.get('*/api/users/countries', () => HttpResponse.json([japan])),
    http.get('*/api/country/currencies', () =>
      HttpResponse.json([{ code: 'JPY', name: 'Yen', symbol: '¥', decimals: 0 }]),
    ),
    http.get('*/api/customer', () => HttpResponse.json([stored()])),
    http.put('*/api/customer/update/7', async ({ request }) => {
      sent.push(await request.formData())
      return answer()
    }),
    http.post('*/api/customer/addedit', async ({ request }) => {
      sent.push(await request.formData())
      return answer()
    }),
  )
  return sent
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/customer/edit/:id" element={<CustomerEditPage />} />
      <Route path="/customer/add" element={<CustomerEditPage />} />
      <Route path="/customer/listing" element={<p>Customer list</p>} />
      <Route path="/elsewhere" element={<p>Somewhere else</p>} />
    </Routes>,
    { route },
  )

const firstName = () => screen.findByRole('textbox', { name: /First name/ })
/** The popup has closed (while it shows, the page behind it is hidden from queries by role). */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

describe('every form saves one way (shown on the customer form)', () => {
  it('shows a field the server refused under that field only, without the key and without a popup', async () => {
    serve(fakeCustomer, () =>
      HttpResponse.json(
        {
          status: 400,
          title: 'Please check the entry',
          message: 'firstName: First name is too long',
          errors: { FirstName: ['First name is too long'] },
        },
        { status: 400 },
      ),
    )
    const { user } = renderAt('/customer/edit/7')
    await user.type(await firstName(), 'x')
    await user.click(screen.getByRole('button', { name: 'Update customer' }))
    expect(await screen.findByText('First name is too long')).toBeInTheDocument()
    expect(screen.queryByText(/firstName:/)).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await firstName()).toHaveFocus()
  })

  it("shows a failure that names no field once, as the 'Error!' popup", async () => {
    serve(fakeCustomer, () =>
      HttpResponse.json(
        { status: 500, title: 'Something went wrong', message: 'Something went wrong' },
        { status: 500 },
      ),
    )
    const { user } = renderAt('/customer/edit/7')
    await user.type(await firstName(), 'x')
    await user.click(screen.getByRole('button', { name: 'Update customer' }))
    const popup = await screen.findByRole('dialog', { name: 'Error!' })
    expect(popup).toHaveTextContent('Something went wrong')
  })

  it('shows a message for a field the form does not show in the popup, without its key', async () => {
    serve(fakeCustomer, () =>
      HttpResponse.json(
        {
          status: 403,
          title: 'Not allowed',
          message: "countryName: you work with your own country's records only",
          errors: { countryName: ["You work with your own country's records only"] },
        },
        { status: 403 },
      ),
    )
    const { user } = renderAt('/customer/edit/7')
    await user.type(await firstName(), 'x')
    await user.click(screen.getByRole('button', { name: 'Update customer' }))
    const popup = await screen.findByRole('dialog', { name: 'Error!' })
    expect(popup).toHaveTextContent("You work with your own country's records only")
    expect(popup).not.toHaveTextContent('countryName')
  })

  it('sends the version it loaded; when someone saved meanwhile, offers to reload and then shows their copy', async () => {
    let current = fakeCustomer()
    const sent = serve(
      () => current,
      () =>
        HttpResponse.json(
          {
            status: 409,
            title: 'Clashes with saved records',
            message: 'Someone else saved this record after you opened it.',
            errors: { version: ['Someone else saved this record after you opened it.'] },
          },
          { status: 409 },
        ),
    )
    const { user } = renderAt('/customer/edit/7')
    await user.type(await firstName(), 'ne')
    // Meanwhile a colleague renamed the customer.
    current = fakeCustomer({ version: 4, firstName: 'Achieng' })
    await user.click(screen.getByRole('button', { name: 'Update customer' }))
    const ask = await screen.findByRole('dialog', {
      name: 'Someone else saved this record after you opened it.',
    })
    expect(sent[0]!.get('version')).toBe('3')
    expect(ask).toHaveTextContent('Reload it to see their changes? What you typed here will be lost.')
    await user.click(within(ask).getByRole('button', { name: 'Reload' }))
    await closed()
    await waitFor(async () => expect(await firstName()).toHaveValue('Achieng'))
    // The reloaded form is clean and saves the version it now holds.
    await user.type(await firstName(), '!')
    await user.click(screen.getByRole('button', { name: 'Update customer' }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]!.get('version')).toBe('4')
  })

  it('keeps what was typed when the person chooses to keep editing', async () => {
    serve(fakeCustomer, () =>
      HttpResponse.json(
        { status: 409, title: 'x', message: 'x', errors: { version: ['Someone else saved it'] } },
        { status: 409 },
      ),
    )
    const { user } = renderAt('/customer/edit/7')
    await user.type(await firstName(), 'ne')
    await user.click(screen.getByRole('button', { name: 'Update customer' }))
    const ask = await screen.findByRole('dialog', { name: /Someone else saved/ })
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }))
    await closed()
    expect(await firstName()).toHaveValue('Wanjirune')
  })

  it('names every empty required field "<Label> is required" and focuses the first one', async () => {
    const sent = serve(fakeCustomer, () => HttpResponse.json({ id: 1 }))
    const { user } = renderAt('/customer/add')
    await user.click(await screen.findByRole('button', { name: 'Add customer' }))
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Last name is required')).toBeInTheDocument()
    expect(screen.getByText('Country is required')).toBeInTheDocument()
    expect(screen.getByText('Currency is required')).toBeInTheDocument()
    expect(screen.queryByText(/ISO 4217/)).not.toBeInTheDocument()
    expect(await firstName()).toHaveFocus()
    expect(sent).toHaveLength(0)
  })
})

describe('the unsaved-changes guard', () => {
  // Signed in, as the app is whenever a form is on screen.
  beforeEach(() => localStorage.setItem(storageKeys.marker, '1'))
  afterEach(() => clearSession())

  const withLink = () =>
    renderWithProviders(
      <>
        <Link to="/elsewhere">Go elsewhere</Link>
        <Routes>
          <Route path="/customer/edit/:id" element={<CustomerEditPage />} />
          <Route path="/customer/listing" element={<p>Customer list</p>} />
          <Route path="/elsewhere" element={<p>Somewhere else</p>} />
        </Routes>
      </>,
      { route: '/customer/edit/7' },
    )

  it('lets a form nobody typed in go without asking', async () => {
    serve(fakeCustomer, () => HttpResponse.json({ id: 7 }))
    const { user } = withLink()
    await firstName()
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }))
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument()
  })

  it('asks before leaving typed changes; Stay keeps them, Leave goes', async () => {
    serve(fakeCustomer, () => HttpResponse.json({ id: 7 }))
    const { user } = withLink()
    await user.type(await firstName(), 'ne')
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }))
    let ask = await screen.findByRole('dialog', { name: 'Unsaved changes' })
    await user.click(within(ask).getByRole('button', { name: 'Stay' }))
    await closed()
    expect(await firstName()).toHaveValue('Wanjirune')
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }))
    ask = await screen.findByRole('dialog', { name: 'Unsaved changes' })
    await user.click(within(ask).getByRole('button', { name: 'Leave' }))
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument()
  })

  it('does not ask when the session ends (signing out leaves on purpose)', async () => {
    serve(fakeCustomer, () => HttpResponse.json({ id: 7 }))
    const { user } = withLink()
    await user.type(await firstName(), 'ne')
    clearSession()
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }))
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument()
  })

  it('does not ask after a successful save, and the browser asks on reload only while typing is unsaved', async () => {
    serve(fakeCustomer, () => HttpResponse.json({ id: 7 }))
    const { user } = withLink()
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    await firstName()
    expect(unload()).toBe(false)
    await user.type(await firstName(), 'ne')
    expect(unload()).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Update customer' }))
    expect(await screen.findByText('Customer list')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument()
    expect(unload()).toBe(false)
  })
})
