import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ExchangeRate, ExchangeRateInput } from '../../../shared/exchange-rates'
import { api } from '../../lib/api'

export type ExchangeRateQuery = { page: number; pageSize: number; currency?: string }

export const exchangeRateKeys = {
  all: ['exchangeRates'] as const,
  list: (q: ExchangeRateQuery) => ['exchangeRates', 'list', q] as const,
}

/** GET exchangerates?currency=&page=&pageSize=: one page of rates, newest first, and the total. */
export const useExchangeRates = (query: ExchangeRateQuery) =>
  useQuery({
    queryKey: exchangeRateKeys.list(query),
    queryFn: () => api.list<ExchangeRate>('exchangerates', query),
    placeholderData: keepPreviousData,
  })

/** POST exchangerates: records (or replaces) a currency's rate on a date; the list reloads. */
export const useSaveExchangeRate = () => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: ExchangeRateInput) =>
      api.send<ExchangeRate>('POST', 'exchangerates', undefined, { json: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: exchangeRateKeys.all }),
  })
}
