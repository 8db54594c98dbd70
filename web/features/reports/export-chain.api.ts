import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type {
  ExportRegisterRow,
  ExportRegisterTotals,
  RefundRow,
  RefundTotals,
} from '../../../shared/reports-export-chain'
import { api } from '../../lib/api'

export type RefundsQuery = { page: number; pageSize: number; sort?: string; q?: string }
export type RegisterFilters = { from?: string; to?: string; q?: string }
export type RegisterQuery = RegisterFilters & { page: number; pageSize: number; sort?: string }

export const exportChainKeys = {
  refunds: (q: RefundsQuery) => ['reports', 'refunds', 'rows', q] as const,
  refundTotals: (q?: string) => ['reports', 'refunds', 'totals', q ?? ''] as const,
  register: (q: RegisterQuery) => ['reports', 'export-register', 'rows', q] as const,
  registerTotals: (f: RegisterFilters) => ['reports', 'export-register', 'totals', f] as const,
}

/** GET Reports/refunds: one page of the refunds still to claim, sorted on the server. */
export const useRefunds = (q: RefundsQuery) =>
  useQuery({
    queryKey: exportChainKeys.refunds(q),
    queryFn: () => api.list<RefundRow>('Reports/refunds', q),
    placeholderData: keepPreviousData,
  })

/** GET Reports/refunds/totals: what is at stake over every listed car; paging does not reload it. */
export const useRefundTotals = (q?: string) =>
  useQuery({
    queryKey: exportChainKeys.refundTotals(q),
    queryFn: () => api.get<RefundTotals>('Reports/refunds/totals', { q }),
    placeholderData: keepPreviousData,
  })

export const registerParams = (f: RegisterFilters) => ({ from: f.from, to: f.to, q: f.q })

/** GET Reports/export-register: one page of the cars exported in the period. */
export const useExportRegister = (q: RegisterQuery) =>
  useQuery({
    queryKey: exportChainKeys.register(q),
    queryFn: () =>
      api.list<ExportRegisterRow>('Reports/export-register', {
        ...registerParams(q),
        page: q.page,
        pageSize: q.pageSize,
        sort: q.sort,
      }),
    placeholderData: keepPreviousData,
  })

/** GET Reports/export-register/totals: the period's count, missing permits and tax paid. */
export const useRegisterTotals = (f: RegisterFilters) => {
  const params = registerParams(f)
  return useQuery({
    queryKey: exportChainKeys.registerTotals(params),
    queryFn: () => api.get<ExportRegisterTotals>('Reports/export-register/totals', params),
    placeholderData: keepPreviousData,
  })
}
