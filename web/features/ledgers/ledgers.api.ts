import { useQuery } from '@tanstack/react-query'
import type { Ledger, Purchases } from '../../../shared/ledgers'
import { api } from '../../lib/api'

export type Party = 'customer' | 'vendor'

export const ledgerKeys = {
  all: ['ledgers'] as const,
  ledger: (party: Party, id: number, from?: string) => ['ledgers', party, id, 'ledger', from ?? ''] as const,
  purchases: (party: Party, id: number) => ['ledgers', party, id, 'purchases'] as const,
}

/** GET customer/ledger?Id= or vendor/ledger?Id=, optionally from a date (opening balance before it). */
export const useLedger = (party: Party, id: number, from?: string) =>
  useQuery({
    queryKey: ledgerKeys.ledger(party, id, from),
    queryFn: () => api.get<Ledger>(`${party}/ledger`, { Id: id, ...(from ? { from } : {}) }),
    enabled: id > 0,
  })

/** GET customer/allpurchases?Id= or vendor/allpurchases?Id=: each sale or purchase, and pending per currency. */
export const usePurchases = (party: Party, id: number) =>
  useQuery({
    queryKey: ledgerKeys.purchases(party, id),
    queryFn: () => api.get<Purchases>(`${party}/allpurchases`, { Id: id }),
    enabled: id > 0,
  })
