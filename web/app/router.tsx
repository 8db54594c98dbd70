import type { QueryClient } from '@tanstack/react-query'
import { Outlet, type RouteObject, useNavigation } from 'react-router-dom'
import { TopProgress } from '../components/top-progress'
import { attendanceRoutes } from '../features/attendance'
import { auditRoutes } from '../features/audit'
import { billsRoutes } from '../features/bills'
import { categoriesRoutes } from '../features/categories'
import { customersRoutes } from '../features/customers'
import { dashboardRoutes } from '../features/dashboard'
import { exchangeRatesRoutes } from '../features/exchange-rates'
import { expensesRoutes } from '../features/expenses'
import { ledgersRoutes } from '../features/ledgers'
import { remindersRoutes } from '../features/reminders'
import { reportsRoutes } from '../features/reports'
import { salaryRoutes } from '../features/salary'
import { SessionProvider, sessionRoutes, signInRoutes } from '../features/session'
import { settingsRoutes } from '../features/settings'
import { staffRoutes } from '../features/staff'
import { stationsRoutes } from '../features/stations'
import { twoFactorRoutes, twoFactorSignInRoutes } from '../features/two-factor'
import { registerRoutes, usersRoutes } from '../features/users'
import { vehiclesRoutes } from '../features/vehicles'
import { vendorsRoutes } from '../features/vendors'
import { UnsavedChangesGuard } from '../lib/unsaved-changes'
import { RouteGuard } from './guards'
import { Layout, PageError } from './layout'

type FeatureRoutes = (queryClient: QueryClient) => RouteObject[]

const signedOutPages: FeatureRoutes[] = [signInRoutes, twoFactorSignInRoutes, registerRoutes]

const signedInPages: FeatureRoutes[] = [
  dashboardRoutes,
  sessionRoutes,
  usersRoutes,
  stationsRoutes,
  categoriesRoutes,
  vendorsRoutes,
  customersRoutes,
  staffRoutes,
  attendanceRoutes,
  salaryRoutes,
  vehiclesRoutes,
  expensesRoutes,
  ledgersRoutes,
  exchangeRatesRoutes,
  remindersRoutes,
  billsRoutes,
  settingsRoutes,
  reportsRoutes,
  auditRoutes,
  twoFactorRoutes,
]

/** The session, the unsaved-changes guard, and the top bar while a navigation loads its page. */
const Root = () => {
  const loading = useNavigation().state !== 'idle'
  return (
    <SessionProvider>
      <UnsavedChangesGuard>
        {loading && <TopProgress />}
        <Outlet />
      </UnsavedChangesGuard>
    </SessionProvider>
  )
}

/**
 * Every route of the app. Each page is a lazy route (its own chunk), a page that opens with queries has
 * a loader that fills the cache first, and `RouteGuard` checks each route's handle.
 */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    Component: Root,
    HydrateFallback: TopProgress,
    ErrorBoundary: PageError,
    children: [
      {
        Component: RouteGuard,
        children: [
          ...signedOutPages.flatMap((routes) => routes(queryClient)),
          {
            Component: Layout,
            children: [
              {
                // A page that fails (its chunk did not load) shows its error inside the layout.
                ErrorBoundary: PageError,
                children: [
                  ...signedInPages.flatMap((routes) => routes(queryClient)),
                  {
                    path: '*',
                    lazy: () => import('./not-found-page').then((m) => ({ Component: m.default })),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]
