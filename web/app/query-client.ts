import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../lib/api'

/**
 * A failed read is tried once more, unless the server answered with a 4xx: asking again gets the same
 * answer (not found, forbidden…). A read's 409 is the exception, meaning the account changed while it
 * loaded, and a second try runs as the user now is.
 */
const retryRead = (failures: number, error: Error) =>
  failures < 1 &&
  !(error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409)

/** The app's one query cache: the app renders with it, and a returning user's first page fills it as the app starts. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: retryRead, refetchOnWindowFocus: false, staleTime: 30_000 } },
})
