import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDrawer, launchBrowser, newPage, owner, phone, screenshot, signIn, stillPage } from './support'

/** After the money journey bought and sold through the browser, the dashboard shows those figures. */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('dashboard', () => {
  it('shows real figures, both charts and who owes what, at 1366 and 390 px', async () => {
    const page = await newPage(browser)
    await signIn(page, owner.email, owner.password)
    await page.waitForURL('**/dashboard')
    const sold = page.getByText(/^Sold in \d{4}-\d{2}$/)
    await sold.waitFor()
    await page.getByText('Purchases, last 12 months').waitFor()
    await page.getByText('Sales, last 12 months').waitFor()
    await page.locator('svg rect').first().waitFor()
    const table = page.getByRole('table', { name: 'Customers with money pending' })
    await table.getByRole('row').nth(1).waitFor()
    expect(await table.getByText(/^USD [\d,]+\.\d\d$/).count()).toBeGreaterThan(0)
    await page.getByRole('tab', { name: 'Vendors' }).click()
    await page.getByText('You will give').waitFor()
    await stillPage(page)
    await screenshot(page, 'dashboard-desktop')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366)

    const narrow = await newPage(browser, phone)
    await signIn(narrow, owner.email, owner.password)
    await narrow.waitForURL('**/dashboard')
    await closeDrawer(narrow)
    await narrow.getByText('Sales, last 12 months').waitFor()
    await stillPage(narrow)
    await screenshot(narrow, 'dashboard-phone')
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
