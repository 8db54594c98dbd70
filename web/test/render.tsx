import { ThemeProvider } from '@mui/material'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router-dom'
import type { Role } from '../../shared/roles'
import type { UserInfo } from '../../shared/users'
import { theme } from '../app/theme'
import { type Session, SessionContext } from '../features/session'
import { NotifyProvider } from '../lib/notify'
import { UnsavedChangesGuard } from '../lib/unsaved-changes'

/** A signed-in profile for tests; override what a test is about. */
export const fakeProfile = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  userId: 1,
  firstName: 'Aiko',
  lastName: 'Tester',
  email: 'aiko@test.kuruma',
  userRole: 'MainAdmin' as Role,
  countryId: 1,
  countryName: 'Japan',
  currency: 'JPY',
  twoFactor: false,
  businessTimeZone: 'Asia/Tokyo',
  ...overrides,
})

/**
 * Renders a piece of the app the way the app does: theme, a fresh query client (no retries), a router
 * at `route`, a signed-in session and the notification layer. HTTP is answered by MSW (web/test/msw.ts).
 * `ui` is an element (which may hold its own <Routes>), or route objects made with the test's client as
 * the app makes its own.
 */
export const renderWithProviders = (
  ui: ReactElement | ((queryClient: QueryClient) => RouteObject[]),
  {
    route = '/',
    profile = fakeProfile(),
    session: overrides = {},
  }: { route?: string; profile?: UserInfo; session?: Partial<Session> } = {},
) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const session = {
    status: 'signedIn' as const,
    profile,
    logIn: async () => {},
    completeSignIn: async () => {},
    logOut: async () => {},
    replaceToken: async () => {},
    ...overrides,
  }
  // Keys go in without a timer between them: typing is the slowest part of a form test.
  const user = userEvent.setup({ delay: null })
  // A data router, as the app has.
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionContext.Provider value={session}>
            <UnsavedChangesGuard>
              <Outlet />
            </UnsavedChangesGuard>
          </SessionContext.Provider>
        ),
        HydrateFallback: () => null,
        children: typeof ui === 'function' ? ui(queryClient) : [{ path: '*', element: ui }],
      },
    ],
    { initialEntries: [route] },
  )
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  )
  return { ...result, queryClient, user, router }
}
