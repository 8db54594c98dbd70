import Refresh from '@mui/icons-material/Refresh'
import { Alert, Box, Button, LinearProgress } from '@mui/material'
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { messages, ui } from '../../shared/messages'

class ChunkLoadError extends Error {}

/** A lazily loaded page; its chunk must arrive within 120000 ms or the load fails. */
export const lazyPage = (name: string, load: () => Promise<{ default: ComponentType }>) =>
  lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new ChunkLoadError(messages.common.chunkFailed(name))),
          ui.chunkTimeoutMs,
        )
        load().then(
          (m) => {
            clearTimeout(timer)
            resolve(m)
          },
          () => {
            clearTimeout(timer)
            reject(new ChunkLoadError(messages.common.chunkFailed(name)))
          },
        )
      }),
  )

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
