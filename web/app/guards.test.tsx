import { screen } from '@testing-library/react'
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Role } from '../../shared/roles'
import { type Session, signInRoutes } from '../features/session'
import { stationsRoutes } from '../features/stations'
import { usersRoutes } from '../features/users'
import UserAddPage from '../features/users/user-add-page'
import { vehiclesRoutes } from '../features/vehicles'
import { clearSession, storageKeys, storeRole } from '../lib/session-storage'
import { HttpResponse, http, server } from '../test/msw'
import { fakeProfile, renderWithProviders } from '../test/render'
import { RouteGuard } from './guards'

const list = (rows: unknown[]) =>
  HttpResponse.json(rows, { headers: { 'X-Total-Count': String(rows.length) } })

const japan = { id: 1, name: 'Japan', isoCode: 'JP', currency: 'JPY', dialCode: '+81', flag: '🇯🇵' }

/** Where the router is, and the browser's Back button. */
const HistoryProbe = () => {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  return (
    <>
      <output aria-label="Location">{pathname}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  )
}

beforeEach(() => {
  localStorage.setItem(storageKeys.marker, '1')
  server.use(
    http.get('*/api/users/countries', () => HttpResponse.json([japan])),
    http.get('*/api/country/currencies', () => HttpResponse.json([])),
    http.get('*/api/vendor', () => list([])),
    http.get('*/api/Station', () => list([])),
    http.get('*/api/Category', () => list([])),
  )
})
afterEach(() => localStorage.removeItem(storageKeys.marker))

/** The guarded part of the app as router.tsx builds it, with a probe for the dashboard at /. */
const renderAt = (route: string, role: Role, session?: Partial<Session>) =>
  renderWithProviders(
    (queryClient) => [
      {
        Component: RouteGuard,
        children: [
          { index: true, element: <h1>Dashboard probe</h1> },
          { path: '/login', handle: { signedOut: true }, element: <h1>Login probe</h1> },
          ...stationsRoutes(),
          ...vehiclesRoutes(queryClient),
          ...usersRoutes(),
        ],
      },
    ],
    { route, profile: fakeProfile({ userRole: role }), session },
  )

describe('the session', () => {
  it('sends a visitor without a session to /login', async () => {
    localStorage.removeItem(storageKeys.marker)
    renderAt('/station/listing', 'MainAdmin', { status: 'signedOut', profile: undefined })
    expect(await screen.findByRole('heading', { name: 'Login probe' })).toBeInTheDocument()
  })

  it('sends a signed-in user away from /login to the dashboard', async () => {
    renderAt('/login', 'MainAdmin')
    expect(await screen.findByRole('heading', { name: 'Dashboard probe' })).toBeInTheDocument()
  })

  it('lets a visitor without a session open the real /login page', async () => {
    localStorage.removeItem(storageKeys.marker)
    server.use(http.get('*/api/Auth/registration', () => HttpResponse.json({ open: false })))
    renderWithProviders(() => [{ Component: RouteGuard, children: signInRoutes() }], {
      route: '/login',
      session: { status: 'signedOut', profile: undefined },
    })
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('shows the progress bar while the session is restored', async () => {
    renderWithProviders(() => [{ Component: RouteGuard, children: stationsRoutes() }], {
      route: '/station/listing',
      session: { status: 'restoring', profile: undefined },
    })
    expect(await screen.findByLabelText('Loading page')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Stations' })).not.toBeInTheDocument()
  })
})

describe('areas read the permission matrix', () => {
  it.each([
    ['AgentStock', '/user/listing'],
    ['Accounts', '/user/add'],
  ] as const)('%s at %s is sent to the dashboard', async (role, route) => {
    renderAt(route, role)
    expect(await screen.findByRole('heading', { name: 'Dashboard probe' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument()
  })
})

describe('add and edit pages read the permission matrix', () => {
  it.each([
    ['AgentStock', '/station/add'],
    ['AgentStock', '/station/add/3'],
    ['AgentSales', '/vehicles/add'],
    ['Accounts', '/vehicles/add'],
    ['Accounts', '/vehicles/edit/42'],
  ] as const)('%s at %s is sent to the dashboard and never sees the form', async (role, route) => {
    renderAt(route, role)
    expect(await screen.findByRole('heading', { name: 'Dashboard probe' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Station name' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Chassis number' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^(Add|Update) (station|vehicle)$/ })).not.toBeInTheDocument()
  })

  it('MainAdmin opens the station form at /station/add', async () => {
    renderAt('/station/add', 'MainAdmin')
    expect(await screen.findByRole('textbox', { name: 'Station name' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add station' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Dashboard probe' })).not.toBeInTheDocument()
  })

  it('MainAdmin opens the vehicle form at /vehicles/add', async () => {
    renderAt('/vehicles/add', 'MainAdmin')
    expect(await screen.findByRole('textbox', { name: 'Chassis number' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add vehicle' })).toBeInTheDocument()
  })

  it('sends AgentStock away from the sold list without its loader asking for the sold vehicles', async () => {
    await storeRole('AgentStock')
    let askedSold = 0
    server.use(
      http.get('*/api/car/getsoldcars', () => {
        askedSold += 1
        return HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })
      }),
    )
    renderAt('/vehicles/soldout', 'AgentStock')
    // The router loads the list's chunk (the data grid) before the guard renders: give it time.
    expect(
      await screen.findByRole('heading', { name: 'Dashboard probe' }, { timeout: 15_000 }),
    ).toBeInTheDocument()
    expect(askedSold).toBe(0)
    clearSession()
  })

  it('AgentStock opens the vehicle form at /vehicles/add', async () => {
    renderAt('/vehicles/add', 'AgentStock')
    expect(await screen.findByRole('textbox', { name: 'Chassis number' })).toBeInTheDocument()
  })

  it('a role without users.create does not see the add-user form', async () => {
    renderAt('/user/add', 'Admin')
    expect(await screen.findByRole('heading', { name: 'Dashboard probe' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument()
  })

  it('MainAdmin opens the add-user form at /user/add', async () => {
    renderAt('/user/add', 'MainAdmin')
    expect(await screen.findByRole('button', { name: 'Add user' })).toBeInTheDocument()
  })
})

describe('after a successful add, the form is not in history', () => {
  it('adding a user lands on the list, and Back goes to the page before the form', async () => {
    let sent: unknown
    server.use(
      http.post('*/api/Auth/register', async ({ request }) => {
        sent = Object.fromEntries(await request.formData())
        return HttpResponse.json({ userId: 9 }, { status: 201 })
      }),
    )
    const { user } = renderWithProviders(
      <>
        <Routes>
          <Route index element={<Link to="/user/add">Open the add-user form</Link>} />
          <Route path="/user/add" element={<UserAddPage />} />
          <Route path="/user/listing" element={<h1>User list probe</h1>} />
        </Routes>
        <HistoryProbe />
      </>,
      { route: '/' },
    )
    const location = screen.getByRole('status', { name: 'Location' })
    await user.click(screen.getByRole('link', { name: 'Open the add-user form' }))
    expect(location).toHaveTextContent('/user/add')

    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Kenji')
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Sato')
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'kenji@test.kuruma')
    await user.click(screen.getByRole('combobox', { name: 'Country' }))
    await user.click(await screen.findByRole('option', { name: /Japan/ }))
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery')
    await user.type(screen.getByLabelText(/^Confirm password/), 'correct horse battery')
    await user.click(screen.getByRole('button', { name: 'Add user' }))

    expect(await screen.findByRole('heading', { name: 'User list probe' })).toBeInTheDocument()
    expect(location).toHaveTextContent('/user/listing')
    expect(sent).toMatchObject({ firstName: 'Kenji', email: 'kenji@test.kuruma' })

    // The add entry was replaced by the list: Back goes where the user came from, not to the form.
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('link', { name: 'Open the add-user form' })).toBeInTheDocument()
    expect(location).toHaveTextContent(/^\/$/)
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument()
  })
})
