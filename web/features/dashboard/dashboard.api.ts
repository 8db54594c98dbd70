import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DashboardStats, PendingTerms, PurchaseChart, SaleChart } from '../../../shared/dashboard'
import type { VehicleRow } from '../../../shared/vehicles'
import type { Option } from '../../components/async-picker'
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

type VehicleListPath = 'car/getinstockcars' | 'car/getsoldcars' | 'car/GetAll'

/** A vehicle picker's options: the server searches stock no., chassis no. and model; one page of matches. */
const useVehicleOptionsAt = (path: VehicleListPath, q: string) =>
  useQuery({
    queryKey: ['dashboard', 'pick-vehicle', path, q],
    queryFn: async (): Promise<Option<VehicleRow>[]> =>
      (await api.list<VehicleRow>(path, { q, page: 1, pageSize: 20 })).rows.map((v) => ({
        id: v.id,
        label: v.chassisNo,
        hint: [v.stockNo, v.model, v.status === 'sold' ? 'sold' : ''].filter(Boolean).join(' · '),
        value: v,
      })),
    staleTime: 30_000,
  })

/** Vehicles in stock (an expense is added to one). */
export const useInStockOptions = (q: string) => useVehicleOptionsAt('car/getinstockcars', q)
/** Every vehicle (a payment in or out), for the roles that may list them all. */
export const useAnyVehicleOptions = (q: string) => useVehicleOptionsAt('car/GetAll', q)
/** Sold vehicles (a customer's payment), for the sales side. */
export const useSoldOptions = (q: string) => useVehicleOptionsAt('car/getsoldcars', q)
