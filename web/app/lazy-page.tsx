import Refresh from '@mui/icons-material/Refresh'
import { Alert, Box, Button, LinearProgress } from '@mui/material'
import { type AnyUseQueryOptions, type QueryClient, useQueryClient } from '@tanstack/react-query'
import {
  Component,
  type ComponentType,
  isValidElement,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { messages, ui } from '../../shared/messages'
import type { UserInfo } from '../../shared/users'
import { useSession } from './session'

class ChunkLoadError extends Error {}

/** What a page's queries may depend on of the signed-in user: the role, known before the profile is. */
export type PrefetchProfile = Pick<UserInfo, 'userRole'>

/**
 * The queries a page asks for as it opens, for the signed-in user (from its feature's api file); the
 * first is what the page is about (a list's first page), which it waits for before it first renders.
 */
export type PagePrefetch = (profile: PrefetchProfile) => readonly AnyUseQueryOptions[]

/**
 * A lazily loaded page; its chunk must arrive within 120000 ms or the load fails. Given `prefetch`, the
 * route starts the page's queries as it renders, together with the chunk's download, instead of once the
 * page has arrived and mounted; the page's own hooks then find them under the same keys.
 *
 * The page is shown by a state update once its chunk is in, not by React.lazy: a Suspense retry renders
 * in slices, and every answer to the page's queries that arrived meanwhile started that render over (on
 * the vehicle list, four times). An ordinary update renders the page once, and the answers follow it.
 *
 * Given `prefetch`, the page also waits for the answer to its first query (at most `ui.pageDataWaitMs`,
 * then it shows its own loading state), as a route loader would: the vehicle list's first render is then
 * of its rows, not of a skeleton rendered and then replaced, every cell of the page built once instead
 * of twice (see docs/decisions/0023, "The web's first rows").
 */
export const lazyPage = (
  name: string,
  load: () => Promise<{ default: ComponentType }>,
  prefetch?: PagePrefetch,
) => {
  let loaded: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const loadOnce = () => {
    loading ??= new Promise<ComponentType>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError(messages.common.chunkFailed(name))),
        ui.chunkTimeoutMs,
      )
      load().then(
        (m) => {
          clearTimeout(timer)
          loaded = m.default
          resolve(m.default)
        },
        () => {
          clearTimeout(timer)
          loading = undefined // a later visit tries again
          reject(new ChunkLoadError(messages.common.chunkFailed(name)))
        },
      )
    })
    return loading
  }
  const Page = () => {
    const [state, setState] = useState<{ page?: ComponentType; error?: Error }>(() => {
      // The download starts with the first render (as React.lazy's does), not after it has painted.
      if (!loaded) loadOnce().catch(() => {})
      return { page: loaded }
    })
    useEffect(() => {
      if (state.page) return
      let live = true
      loadOnce().then(
        (page) => live && setState({ page }),
        (error: Error) => live && setState({ error }),
      )
      return () => {
        live = false
      }
    }, [state.page])
    if (state.error) throw state.error
    const Loaded = state.page
    return Loaded ? <Loaded /> : <TopProgress />
  }
  const preload = () => {
    if (!loaded) loadOnce().catch(() => {})
  }
  if (!prefetch) return Object.assign(Page, { preload })
  // TanStack's usePrefetchQuery, for several queries: only what is not in the cache yet is fetched.
  const start = (client: QueryClient, queries: readonly AnyUseQueryOptions[]) => {
    for (const query of queries) if (!client.getQueryState(query.queryKey)) void client.prefetchQuery(query)
  }
  const startQueries = (client: QueryClient, profile: PrefetchProfile) => start(client, prefetch(profile))
  const answered = (client: QueryClient, query: AnyUseQueryOptions | undefined) =>
    !query || client.getQueryState(query.queryKey)?.status !== 'pending'
  const PrefetchingPage = () => {
    const client = useQueryClient()
    const { profile } = useSession()
    const queries = useMemo(() => (profile ? prefetch(profile) : []), [profile])
    start(client, queries)
    const first = queries[0]
    const [waited, setWaited] = useState(() => answered(client, first))
    useEffect(() => {
      if (waited || !first) return
      let live = true
      const timer = setTimeout(() => live && setWaited(true), ui.pageDataWaitMs)
      // Settles once the query has an answer or an error (a prefetch never rejects).
      void client.prefetchQuery(first).then(() => live && setWaited(true))
      return () => {
        live = false
        clearTimeout(timer)
      }
    }, [waited, first, client])
    if (waited) return <Page />
    // The chunk downloads meanwhile.
    preload()
    return <TopProgress />
  }
  return Object.assign(PrefetchingPage, { preload, startQueries })
}

/** A page made by lazyPage: its chunk's download, and its queries when it declares them. */
type Preloadable = {
  preload?: () => void
  startQueries?: (client: QueryClient, profile: PrefetchProfile) => void
}

/**
 * Starts the chunk of the page an element shows (nothing for other elements), and given the signed-in
 * user, the queries the page opens with. The app calls it for the address it opens at: the chunk as it
 * starts, the queries as soon as it has read the role the user last had (and again once the session is
 * restored, for a role that has changed), before the first render of the page.
 */
export const preloadElement = (
  element: ReactNode,
  signedIn?: { client: QueryClient; profile: PrefetchProfile },
) => {
  if (!isValidElement(element)) return
  const page = element.type as Preloadable
  page.preload?.()
  if (signedIn) page.startQueries?.(signedIn.client, signedIn.profile)
}

/** The thin bar at the top while a page loads. */
export const TopProgress = () => (
  <LinearProgress
    color="secondary"
    aria-label="Loading page"
    sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar + 10 }}
  />
)

type State = { error?: Error }

/** Shows 'Loading chunk {n} failed' with a way to retry, instead of a blank screen. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {}
  static getDerivedStateFromError(error: Error): State {
    return { error }
  }
  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    const text = error instanceof ChunkLoadError ? error.message : 'Something went wrong on this page.'
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" startIcon={<Refresh />} onClick={() => window.location.reload()}>
              Retry
            </Button>
          }
        >
          {text}
        </Alert>
      </Box>
    )
  }
}

export const PageSlot = ({ children }: { children: ReactNode }) => (
  <ChunkErrorBoundary>
    <Suspense fallback={<TopProgress />}>{children}</Suspense>
  </ChunkErrorBoundary>
)
