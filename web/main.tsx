import '@fontsource/roboto/300.css'
import '@fontsource/roboto/400.css'
import '@fontsource/roboto/500.css'
import '@fontsource/roboto/700.css'
import { CacheProvider } from '@emotion/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadPageAt } from './app/router'
import { hasSessionMarker, readToken } from './lib/session-storage'
import { createStyleCache } from './lib/style-cache'

// A returning user's page starts downloading now, and the stored token is decrypted, beside the
// session's restore rather than after the first render.
if (hasSessionMarker()) {
  preloadPageAt(window.location.pathname)
  void readToken()
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
