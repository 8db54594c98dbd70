import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router-dom'
import { NotifyProvider } from '../lib/notify'
import { AppRoutes, preloadPageAt } from './router'
import { SessionProvider } from './session'
import { theme } from './theme'

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
})

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
        <BrowserRouter>
          <SessionProvider
            onRestored={(profile) =>
              preloadPageAt(window.location.pathname, { client: queryClient, profile })
            }
          >
            <AppRoutes />
          </SessionProvider>
        </BrowserRouter>
      </NotifyProvider>
    </QueryClientProvider>
  </ThemeProvider>
)
