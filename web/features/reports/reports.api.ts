import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ReportKind, ReportRow, ReportTotals } from '../../../shared/reports'
import { api } from '../../lib/api'

/** A report's filters as the page holds them; each report reads only its own filter. */
export type ReportFilters = {
  customerId?: number
  vendorId?: number
  countryId?: number
  isAvailable?: 'true' | 'false'
  from?: string
  to?: string
  q?: string
}
export type ReportQuery = ReportFilters & { page: number; pageSize: number; sort?: string }

/** The query string of a report: its own filter under the API's PascalCase name, the range and search. */
export const reportParams = (kind: ReportKind, f: ReportFilters) => ({
  ...(kind === 'bycustomer' && { CustomerId: f.customerId }),
  ...(kind === 'byvendor' && { VendorId: f.vendorId }),
  ...((kind === 'bypurchasecountry' || kind === 'bysalecountry') && { CountryId: f.countryId }),
  ...(kind === 'byavailability' && { IsAvailable: f.isAvailable }),
  from: f.from,
  to: f.to,
  q: f.q,
})

export const reportKeys = {
  all: ['reports'] as const,
  rows: (kind: ReportKind, q: ReportQuery) => ['reports', kind, 'rows', q] as const,
  totals: (kind: ReportKind, f: ReturnType<typeof reportParams>) => ['reports', kind, 'totals', f] as const,
}

/** GET Reports/{kind}: one page of rows, sorted on the server, with the total count. */
export const useReport = (kind: ReportKind, q: ReportQuery) =>
  useQuery({
    queryKey: reportKeys.rows(kind, q),
    queryFn: () =>
      api.list<ReportRow>(`Reports/${kind}`, {
        ...reportParams(kind, q),
        page: q.page,
        pageSize: q.pageSize,
        sort: q.sort,
      }),
    placeholderData: keepPreviousData,
  })

/** GET Reports/{kind}/totals: the totals of every filtered row; paging and sorting do not reload them. */
export const useReportTotals = (kind: ReportKind, f: ReportFilters) => {
  const params = reportParams(kind, f)
  return useQuery({
    queryKey: reportKeys.totals(kind, params),
    queryFn: () => api.get<ReportTotals>(`Reports/${kind}/totals`, params),
    placeholderData: keepPreviousData,
  })
}
