import '@fontsource/roboto/300.css'
import '@fontsource/roboto/400.css'
import '@fontsource/roboto/500.css'
import '@fontsource/roboto/700.css'
import { CacheProvider } from '@emotion/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { queryClient } from './app/query-client'
import { preloadPageAt } from './app/router'
import { hasSessionMarker, readRole, readToken } from './lib/session-storage'
import { createStyleCache } from './lib/style-cache'

// A returning user's page starts downloading now, and the stored token is decrypted, beside the
// session's restore rather than after the first render. The page's data is asked for as soon as the role
// the user last had is read, beside the profile rather than after it: a role changed since then only
// costs requests under keys the page does not read (the restore asks again for the profile's role).
if (hasSessionMarker()) {
  const at = window.location.pathname
  preloadPageAt(at)
  void readToken()
  void readRole().then(
    (userRole) => userRole && preloadPageAt(at, { client: queryClient, profile: { userRole } }),
  )
}

// MUI's styles that earlier loads wrote go back into the page before its first render.
const styles = createStyleCache()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={styles.cache}>
      <App />
    </CacheProvider>
  </StrictMode>,
)
