import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PendingPayment } from '../../../shared/dashboard'
import { api } from '../../lib/api'

/** What the pending lists ask the server for; every filter is applied there, one page at a time. */
export type PendingFilters = {
  type?: 'customer' | 'vendor' | ''
  /** Receivables (customers who owe us) or payables (vendors we owe and customers holding credit). */
  side?: 'receivable' | 'payable'
  q?: string
  currency?: string
  /** '' for every country the user may see (the server decides which those are). */
  countryId?: number | ''
  overdue?: boolean
  page: number
  pageSize: number
}

/**
 * GET Dashboard/PendingPaymentDetails, filtered and paged by the server: the dashboard's list, Reminder
 * Bulk and the overdue alerts read it. Under ['dashboard'], so a payment or sale reloads it.
 */
export const usePendingList = (f: PendingFilters, enabled = true) =>
  useQuery({
    queryKey: ['dashboard', 'pending-list', f],
    queryFn: () =>
      api.list<PendingPayment>('Dashboard/PendingPaymentDetails', {
        type: f.type,
        side: f.side,
        q: f.q,
        currency: f.currency,
        CountryId: f.countryId,
        overdue: f.overdue || undefined,
        page: f.page,
        pageSize: f.pageSize,
      }),
    placeholderData: keepPreviousData,
    enabled,
  })
