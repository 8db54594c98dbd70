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

/**
 * Loads the vehicle list at `base` in `page` and returns the milliseconds from navigation to its first
 * row: a vehicle's (it has its id), not one of the grid's skeleton rows shown while it loads.
 */
export const firstRowsAfter = async (page: Page, base: string) => {
  await page.goto(`${base}/vehicles/listing`, { waitUntil: 'commit' })
  // performance.now() in the page counts from the navigation's start.
  const handle = await page.waitForFunction(
    () => document.querySelector('.MuiDataGrid-row[data-id]') && performance.now(),
    undefined,
    { polling: 'raf', timeout: 30_000 },
  )
  return (await handle.jsonValue()) as number
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
