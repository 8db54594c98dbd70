import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material'
import { QueryClientProvider } from '@tanstack/react-query'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { NotifyProvider } from '../lib/notify'
import { queryClient } from './query-client'
import { appRoutes } from './router'
import { theme } from './theme'

/**
 * Made as the app starts: the router at once starts the chunk of the page at the address, and the data
 * it opens with, beside the session's restore.
 */
const router = createBrowserRouter(appRoutes(queryClient))

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
