import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Country, Currency } from '../../shared/countries'
import { api } from './api'

/** Reference data every feature uses (countries, currencies): fetched once, cached for the session. */
export const countriesQuery = queryOptions({
  queryKey: ['reference', 'countries'],
  queryFn: () => api.get<Country[]>('users/countries'),
  staleTime: 60 * 60_000,
})

export const useCountries = () => useQuery(countriesQuery)

export const useCurrencies = () =>
  useQuery({
    queryKey: ['reference', 'currencies'],
    queryFn: () => api.get<Currency[]>('country/currencies'),
    staleTime: 60 * 60_000,
  })
