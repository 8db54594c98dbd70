import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../shared/dates'
import {
  apiAs,
  closeDrawer,
  ensureUsers,
  launchBrowser,
  newPage,
  owner,
  phone,
  screenshot,
  signIn,
  stillPage,
} from './support'

/**
 * The dashboard with figures of its own: a vehicle bought today and not yet paid for (a payable), sold
 * the same day for dollars on instalments (a receivable), through the API; the owner sees them.
 */
let browser: Browser
const suffix = String(Date.now() % 100000)
const today = todayIn('Asia/Tokyo')

beforeAll(async () => {
  await ensureUsers()
  const call = await apiAs(owner.email, owner.password)
  const ok = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBeLessThan(300)
    return (await res.json()) as { id: number }
  }
  const post = async (path: string, body: unknown) => ok(await call(path, { method: 'POST', json: body }))
  const vendor = await post('vendor/addedit?Id=0', {
    name: `Tokyo Bay Auction ${suffix}`,
    type: 'auction',
    countryId: 1,
    currency: 'JPY',
  })
  const station = await post('Station/AddStation', {
    name: `Chiba Yard ${suffix}`,
    city: 'Chiba',
    countryId: 1,
  })
  const customer = await post('customer/addedit?Id=0', {
    firstName: 'Neema',
    lastName: `Achieng ${suffix}`,
    countryId: 4,
    currency: 'USD',
  })
  const car = await ok(
    await call('car/addedit?Id=0', {
      method: 'POST',
      form: {
        chassisNo: `DSH${suffix}1`,
        model: 'Toyota Noah',
        vendorId: String(vendor.id),
        purchaseDate: today,
        purchasePrice: '1300000',
        stationId: String(station.id),
      },
    }),
  )
  await post('car/sale', {
    carId: car.id,
    customerId: customer.id,
    date: today,
    price: '11000',
    currency: 'USD',
    downPayment: '2000',
    instalments: { count: 3, frequency: 'monthly', firstDueDate: addDays(today, 30) },
  })
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
