import type { QueryClient } from '@tanstack/react-query'
import { Outlet, type RouteObject, useNavigation } from 'react-router-dom'
import { TopProgress } from '../components/top-progress'
import { attendanceRoutes } from '../features/attendance/attendance.routes'
import { auditRoutes } from '../features/audit/audit.routes'
import { billsRoutes } from '../features/bills/bills.routes'
import { categoriesRoutes } from '../features/categories/categories.routes'
import { customersRoutes } from '../features/customers/customers.routes'
import { dashboardRoutes } from '../features/dashboard/dashboard.routes'
import { destinationRulesRoutes } from '../features/destination-rules/destination-rules.routes'
import { exchangeRatesRoutes } from '../features/exchange-rates/exchange-rates.routes'
import { expensesRoutes } from '../features/expenses/expenses.routes'
import { exportFilesRoutes } from '../features/export-files/export-files.routes'
import { ledgersRoutes } from '../features/ledgers/ledgers.routes'
import { pipelineRoutes } from '../features/pipeline/pipeline.routes'
import { remindersRoutes } from '../features/reminders/reminders.routes'
import { reportsRoutes } from '../features/reports/reports.routes'
import { salaryRoutes } from '../features/salary/salary.routes'
import { SessionProvider } from '../features/session'
import { sessionRoutes, signInRoutes } from '../features/session/session.routes'
import { settingsRoutes } from '../features/settings/settings.routes'
import { shipmentsRoutes } from '../features/shipments/shipments.routes'
import { staffRoutes } from '../features/staff/staff.routes'
import { stationsRoutes } from '../features/stations/stations.routes'
import { twoFactorRoutes, twoFactorSignInRoutes } from '../features/two-factor/two-factor.routes'
import { registerRoutes, usersRoutes } from '../features/users/users.routes'
import { vehiclesRoutes } from '../features/vehicles/vehicles.routes'
import { vendorsRoutes } from '../features/vendors/vendors.routes'
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
  destinationRulesRoutes,
  shipmentsRoutes,
  pipelineRoutes,
  exportFilesRoutes,
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
 * a loader that fills the cache first, and `RouteGuard` checks each route's handle. The routes come from
 * each feature's routes module, not its index.ts: what an index offers other features (dialogs, a
 * vehicle's sections) would otherwise join the first load.
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
