import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material'
import { QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router-dom'
import { NotifyProvider } from '../lib/notify'
import { queryClient } from './query-client'
import { AppRoutes, preloadPageAt } from './router'
import { SessionProvider } from './session'
import { theme } from './theme'

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
