import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ChartQuery,
  CountryScopeQuery,
  DashboardStats,
  PendingListQuery,
  PendingPayment,
  PendingTerms,
  PurchaseChart,
  SaleChart,
} from '../../../shared/dashboard'
import { addDays, addMonths, monthEnd, monthStart, todayIn } from '../../../shared/dates'
import { totalCountHeader } from '../../../shared/list-query'
import { can } from '../../../shared/permissions'
import { allow, requireUser } from '../../lib/auth'
import { scopeCountry } from '../../lib/country-scope'
import type { FeatureDeps } from '../../lib/feature-deps'
import { dashboardStats, pendingPayments, pendingTerms, purchaseChart, saleChart } from './dashboard.repo'

const tags = ['dashboard']

/** Any signed-in user; every figure is limited to the countries the caller may see (server-decided). */
export const dashboardRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config, figures }) => {
  const today = () => todayIn(config.BUSINESS_TIMEZONE)
  const base = config.BASE_CURRENCY
  const chartRange = (q: ChartQuery) => {
    const end = q.endMonth ?? today()
    return { start: q.startMonth ?? monthStart(addMonths(end, -11)), end }
  }

  app.get(
    '/Dashboard/stats',
    {
      schema: {
        tags,
        description:
          'Stock, sales, revenue and profit this month (base currency), people, expenses per currency.',
        querystring: CountryScopeQuery,
        response: { 200: DashboardStats },
      },
      onRequest: allow('dashboard', 'view'),
    },
    async (req) => {
      const date = today()
      const user = requireUser(req)
      const scope = { countryId: scopeCountry(user, req.query.countryId), base }
      const month = { start: monthStart(date), end: monthEnd(date) }
      const { profitThisMonth, ...stats } = await figures(req.dataVersion)(['dashboard', scope, month], () =>
        dashboardStats(db, scope, month),
      )
      return can(user.role, 'sales', 'viewProfit') ? { ...stats, profitThisMonth } : stats
    },
  )

  app.get(
    '/Dashboard/purchasechartdata',
    {
      schema: {
        tags,
        description:
          'Purchases per month (StartMonth to EndMonth, default the last 12) in the base currency.',
        querystring: ChartQuery.extend(CountryScopeQuery.shape),
        response: { 200: PurchaseChart },
      },
      onRequest: allow('dashboard', 'view'),
    },
    (req) =>
      purchaseChart(
        db,
        { countryId: scopeCountry(requireUser(req), req.query.countryId), base },
        chartRange(req.query),
      ),
  )

  app.get(
    '/Dashboard/saleschartdata',
    {
      schema: {
        tags,
        description: 'Sales per month (StartMonth to EndMonth, default the last 12) in the base currency.',
        querystring: ChartQuery.extend(CountryScopeQuery.shape),
        response: { 200: SaleChart },
      },
      onRequest: allow('dashboard', 'view'),
    },
    (req) =>
      saleChart(
        db,
        { countryId: scopeCountry(requireUser(req), req.query.countryId), base },
        chartRange(req.query),
      ),
  )

  app.get(
    '/Dashboard/PendingPaymentDetails',
    {
      schema: {
        tags,
        description:
          'Every customer and vendor with money pending, per currency, with due date, days passed and contacts.',
        querystring: PendingListQuery,
        response: { 200: z.array(PendingPayment) },
      },
      onRequest: allow('dashboard', 'view'),
    },
    async (req, reply) => {
      const { rows, total } = await pendingPayments(db, {
        ...req.query,
        countryId: scopeCountry(requireUser(req), req.query.countryId),
        reference: config.REMINDER_REFERENCE_DATE ?? today(),
      })
      if (req.query.page) reply.header(totalCountHeader, total)
      return rows
    },
  )

  app.get(
    '/Dashboard/PendingTerms',
    {
      schema: {
        tags,
        description:
          'Pending per country and currency, and the instalments overdue or due in the next 14 days.',
        querystring: CountryScopeQuery,
        response: { 200: PendingTerms },
      },
      onRequest: allow('dashboard', 'view'),
    },
    (req) => {
      const date = today()
      return pendingTerms(db, scopeCountry(requireUser(req), req.query.countryId), date, addDays(date, 14))
    },
  )
}
