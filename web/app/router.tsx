import { isValidElement, type ReactNode } from 'react'
import { createRoutesFromElements, matchRoutes, Navigate, Route, Routes } from 'react-router-dom'
import { can, canOpenPath, type Permission } from '../../shared/permissions'
import type { Role } from '../../shared/roles'
import { attendanceRoutes } from '../features/attendance/attendance.routes'
import { auditRoutes } from '../features/audit/audit.routes'
import { billsRoutes } from '../features/bills/bills.routes'
import { categoriesRoutes } from '../features/categories/categories.routes'
import { customersRoutes } from '../features/customers/customers.routes'
import { exchangeRatesRoutes } from '../features/exchange-rates/exchange-rates.routes'
import { expensesRoutes } from '../features/expenses/expenses.routes'
import { ledgersRoutes } from '../features/ledgers/ledgers.routes'
import { remindersRoutes } from '../features/reminders/reminders.routes'
import { reportsRoutes } from '../features/reports/reports.routes'
import { salaryRoutes } from '../features/salary/salary.routes'
import { settingsRoutes } from '../features/settings/settings.routes'
import { staffRoutes } from '../features/staff/staff.routes'
import { stationsRoutes } from '../features/stations/stations.routes'
import { twoFactorRoutes } from '../features/two-factor/two-factor.routes'
import { vehiclesRoutes } from '../features/vehicles/vehicles.routes'
import { vendorsRoutes } from '../features/vendors/vendors.routes'
import { PublicOnly, RequirePermission, RequireSession } from './guards'
import { Layout } from './layout'
import { lazyPage, PageSlot, preloadElement } from './lazy-page'

const LoginPage = lazyPage('login', () => import('../features/session/login-page'))
const VerifyPage = lazyPage('login-verify', () => import('../features/two-factor/verify-page'))
const RegisterPage = lazyPage('register', () => import('../features/users/register-page'))
const ChangePasswordPage = lazyPage(
  'change-password',
  () => import('../features/session/change-password-page'),
)
const DashboardPage = lazyPage('dashboard', () => import('../features/dashboard/dashboard-page'))
const UserListPage = lazyPage('user-listing', () => import('../features/users/user-list-page'))
const UserAddPage = lazyPage('user-add', () => import('../features/users/user-add-page'))
const NotFoundPage = lazyPage('not-found', () => import('./not-found-page'))

/** Every route of the app; each page is its own chunk. */
const routes = (
  <>
    <Route element={<PublicOnly />}>
      <Route
        path="/login"
        element={
          <PageSlot>
            <LoginPage />
          </PageSlot>
        }
      />
      <Route
        path="/login/verify"
        element={
          <PageSlot>
            <VerifyPage />
          </PageSlot>
        }
      />
      <Route
        path="/register"
        element={
          <PageSlot>
            <RegisterPage />
          </PageSlot>
        }
      />
    </Route>
    <Route element={<RequireSession />}>
      <Route element={<Layout />}>
        <Route index element={<DashboardPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/changePassword" element={<ChangePasswordPage />} />
        <Route path="/user" element={<Navigate to="/user/listing" replace />} />
        <Route path="/user/listing" element={<UserListPage />} />
        <Route path="/user/add" element={<UserAddPage />} />
        {stationsRoutes}
        {categoriesRoutes}
        {vendorsRoutes}
        {customersRoutes}
        {staffRoutes}
        {attendanceRoutes}
        {salaryRoutes}
        {vehiclesRoutes}
        {expensesRoutes}
        {ledgersRoutes}
        {exchangeRatesRoutes}
        {remindersRoutes}
        {billsRoutes}
        {settingsRoutes}
        {reportsRoutes}
        {auditRoutes}
        {twoFactorRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Route>
  </>
)

export const AppRoutes = () => <Routes>{routes}</Routes>

/** The route tree as objects, made once, on first use. */
let routeObjects: ReturnType<typeof createRoutesFromElements> | undefined

/**
 * Starts the download of the page at `pathname` (the address the app opens at), so it arrives while the
 * session is restored instead of after; given the restored session, also the queries it opens with.
 */
export const preloadPageAt = (pathname: string, signedIn?: Parameters<typeof preloadElement>[1]) => {
  routeObjects ??= createRoutesFromElements(routes)
  const matches = matchRoutes(routeObjects, pathname) ?? []
  // A page the role may not open is never asked for: the guards will send the role home.
  if (signedIn && !mayOpen(signedIn.profile.userRole, pathname, matches)) return
  for (const match of matches) preloadElement(match.route.element, signedIn)
}

/** The area guard of the path and every permission guard on the way to its page. */
const mayOpen = (role: Role, pathname: string, matches: { route: { element?: ReactNode } }[]) =>
  canOpenPath(role, pathname) &&
  matches.every(({ route }) => {
    const element = route.element
    if (!isValidElement<{ permission: Permission }>(element) || element.type !== RequirePermission)
      return true
    const [area, action] = element.props.permission
    return can(role, area, action as never)
  })
