import { chromium, type Page } from 'playwright-core'

/** Headless Chromium as the bench runs it (`CHROMIUM_PATH`, default Debian's). */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })

/** Signs `page` in at `base` through the sign-in form, and waits for the dashboard. */
export const signIn = async (page: Page, base: string, login: { email: string; password: string }) => {
  await page.goto(`${base}/login`)
  await page.getByLabel('E-mail').fill(login.email)
  await page.getByLabel('Password').fill(login.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/dashboard')
}

/** What the page writes to its console when the vehicle list's first rows are on screen. */
const firstRowsMark = 'kuruma-first-rows '

/**
 * Watches every page load of the vehicle list in `page` from its first byte: once the first row with a
 * vehicle's id (not one of the grid's skeleton rows shown while it loads) is in the document, the next
 * animation frame writes the time since navigation to the console. The page itself watches, so the
 * measurement adds nothing to the load; Playwright's own waiting (`waitForFunction`) injected its
 * script into every page it watched, which took the browser's main thread before the rows.
 */
const watched = new WeakSet<Page>()
const watchFirstRows = async (page: Page) => {
  if (watched.has(page)) return
  watched.add(page)
  await page.addInitScript(`(() => {
    if (!location.pathname.startsWith('/vehicles/')) return
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.MuiDataGrid-row[data-id]')) return
      observer.disconnect()
      requestAnimationFrame(() => console.debug(${JSON.stringify(firstRowsMark)} + performance.now()))
    })
    observer.observe(document, { childList: true, subtree: true })
  })()`)
}

/**
 * Loads the vehicle list at `base` in `page` and returns the milliseconds from navigation to its first
 * row (`performance.now()` in the page, which counts from the navigation's start).
 */
export const firstRowsAfter = async (page: Page, base: string) => {
  await watchFirstRows(page)
  const shown = page.waitForEvent('console', {
    predicate: (m) => m.text().startsWith(firstRowsMark),
    timeout: 30_000,
  })
  await page.goto(`${base}/vehicles/listing`, { waitUntil: 'commit' })
  return Number((await shown).text().slice(firstRowsMark.length))
}

/**
 * Milliseconds from navigation to the first rows of the vehicle list in Chromium (median of `runs`
 * full page loads after one unmeasured), signed in as `login`.
 */
export const vehicleListFirstRows = async (
  base: string,
  login: { email: string; password: string },
  runs = 5,
) => {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 850 } })
    await signIn(page, base, login)
    const times: number[] = []
    for (let i = 0; i <= runs; i++) {
      const ms = await firstRowsAfter(page, base)
      if (i > 0) times.push(ms)
    }
    times.sort((a, b) => a - b)
    return { median: Math.round(times[Math.floor(times.length / 2)]!), runs: times.map(Math.round) }
  } finally {
    await browser.close()
  }
}
