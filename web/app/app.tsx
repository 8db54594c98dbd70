import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material'
import { QueryClientProvider } from '@tanstack/react-query'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { NotifyProvider } from '../lib/notify'
import { UnsavedChangesGuard } from '../lib/unsaved-changes'
import { queryClient } from './query-client'
import { AppRoutes, preloadPageAt } from './router'
import { SessionProvider } from './session'
import { theme } from './theme'

/**
 * A data router (for the unsaved-changes guard's blocker) around the app's own routes, which stay one
 * tree of <Routes> under a single catch-all.
 */
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <SessionProvider
        onRestored={(profile) => preloadPageAt(window.location.pathname, { client: queryClient, profile })}
      >
        <UnsavedChangesGuard>
          <AppRoutes />
        </UnsavedChangesGuard>
      </SessionProvider>
    ),
  },
])

export const App = () => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <GlobalStyles
      styles={{
        '@media print': {
          '.no-print, .MuiAppBar-root, .MuiDrawer-root, .notistack-SnackbarContainer': {
            display: 'none !important',
          },
          main: { margin: '0 !important', padding: '0 !important' },
        },
      }}
    />
    <QueryClientProvider client={queryClient}>
      <NotifyProvider>
        <RouterProvider router={router} />
      </NotifyProvider>
    </QueryClientProvider>
  </ThemeProvider>
)
