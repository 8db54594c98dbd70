import { MutationCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from '../lib/api'

/**
 * A failed read is tried once more, unless the server answered with a 4xx: asking again gets the same
 * answer (not found, forbidden…).
 */
const retryRead = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500)

/**
 * The app's one query cache: the app renders with it, and a returning user's first page fills it as the
 * app starts. Any saved write may change what a picker offers (a vehicle sold, a customer added), so the
 * pickers' searches are asked again the next time they are shown.
 */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { retry: retryRead, refetchOnWindowFocus: false, staleTime: 30_000 } },
  mutationCache: new MutationCache({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['list-picker'] }),
  }),
})
