import { QueryClient } from '@tanstack/react-query'

/** The app's one query cache: the app renders with it, and a returning user's first page fills it as the app starts. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
})
