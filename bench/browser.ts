import { chromium } from 'playwright-core'

/**
 * Milliseconds from navigation to the first rows of the vehicle list in Chromium (median of `runs`
 * full page loads after one unmeasured), signed in as `login`. A row is a vehicle's (it has its id), not
 * one of the grid's skeleton rows shown while it loads.
 */
export const vehicleListFirstRows = async (
  base: string,
  login: { email: string; password: string },
  runs = 5,
) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 850 } })
    await page.goto(`${base}/login`)
    await page.getByLabel('E-mail').fill(login.email)
    await page.getByLabel('Password').fill(login.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/dashboard')
    const times: number[] = []
    for (let i = 0; i <= runs; i++) {
      await page.goto(`${base}/vehicles/listing`, { waitUntil: 'commit' })
      // performance.now() in the page counts from the navigation's start.
      const handle = await page.waitForFunction(
        () => document.querySelector('.MuiDataGrid-row[data-id]') && performance.now(),
        undefined,
        { polling: 'raf', timeout: 30_000 },
      )
      const ms = (await handle.jsonValue()) as number
      if (i > 0) times.push(ms)
    }
    times.sort((a, b) => a - b)
    return { median: Math.round(times[Math.floor(times.length / 2)]!), runs: times.map(Math.round) }
  } finally {
    await browser.close()
  }
}
