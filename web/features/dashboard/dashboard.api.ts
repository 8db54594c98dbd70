import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DashboardStats, PendingTerms, PurchaseChart, SaleChart } from '../../../shared/dashboard'
import { api } from '../../lib/api'

/** Every dashboard query sits under ['dashboard']; payments and sales elsewhere reload it by that key. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (countryId?: number) => ['dashboard', 'stats', countryId ?? ''] as const,
  charts: (countryId?: number) => ['dashboard', 'charts', countryId ?? ''] as const,
  terms: (countryId?: number) => ['dashboard', 'terms', countryId ?? ''] as const,
}

export const useDashboardStats = (countryId?: number) =>
  useQuery({
    queryKey: dashboardKeys.stats(countryId),
    queryFn: () => api.get<DashboardStats>('Dashboard/stats', { CountryId: countryId }),
    placeholderData: keepPreviousData,
  })

/** Purchases and sales per month, the last 12 months. */
export const useDashboardCharts = (countryId?: number) =>
  useQuery({
    queryKey: dashboardKeys.charts(countryId),
    queryFn: async () => {
      const [purchases, sales] = await Promise.all([
        api.get<PurchaseChart>('Dashboard/purchasechartdata', { CountryId: countryId }),
        api.get<SaleChart>('Dashboard/saleschartdata', { CountryId: countryId }),
      ])
      return { purchases, sales }
    },
    placeholderData: keepPreviousData,
  })

/** Pending payments: SuperAdmin and MainAdmin ask for every country (empty CountryId), others get their own. */
export const usePendingTerms = (countryId?: number) =>
  useQuery({
    queryKey: dashboardKeys.terms(countryId),
    queryFn: () => api.get<PendingTerms>('Dashboard/PendingTerms', { CountryId: countryId ?? '' }),
    placeholderData: keepPreviousData,
  })
