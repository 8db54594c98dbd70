import { useQuery } from '@tanstack/react-query'
import type { Ledger, Purchases } from '../../../shared/ledgers'
import { api, downloadFile } from '../../lib/api'

export type Party = 'customer' | 'vendor'
/** The ledger's period: lines from `from` to `to` (both optional, both included); earlier lines make the opening balance. */
export type LedgerRange = { from?: string; to?: string }

export const ledgerKeys = {
  all: ['ledgers'] as const,
  ledger: (party: Party, id: number, { from, to }: LedgerRange = {}) =>
    ['ledgers', party, id, 'ledger', from ?? '', to ?? ''] as const,
  purchases: (party: Party, id: number) => ['ledgers', party, id, 'purchases'] as const,
}

/** GET customer/ledger?Id= or vendor/ledger?Id=, optionally from and to a date (opening balance before `from`). */
export const useLedger = (party: Party, id: number, range: LedgerRange = {}) =>
  useQuery({
    queryKey: ledgerKeys.ledger(party, id, range),
    queryFn: () => api.get<Ledger>(`${party}/ledger`, { Id: id, from: range.from, to: range.to }),
    enabled: id > 0,
  })

/** GET customer/allpurchases?Id= or vendor/allpurchases?Id=: each sale or purchase, and pending per currency. */
export const usePurchases = (party: Party, id: number) =>
  useQuery({
    queryKey: ledgerKeys.purchases(party, id),
    queryFn: () => api.get<Purchases>(`${party}/allpurchases`, { Id: id }),
    enabled: id > 0,
  })

/** Saves the ledger of the period shown as a PDF. */
export const downloadLedger = (party: Party, id: number, range: LedgerRange) =>
  downloadFile(`${party}/ledger`, {
    query: { Id: id, from: range.from, to: range.to, format: 'pdf' },
    filename: `${party}-ledger-${id}.pdf`,
  })
