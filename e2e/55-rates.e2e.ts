import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayIn } from '../shared/dates'
import {
  apiAs,
  closeDrawer,
  emailOf,
  ensureUsers,
  launchBrowser,
  newPage,
  owner,
  phone,
  rolePassword,
  screenshot,
  signIn,
} from './support'

let browser: Browser
const suffix = Date.now() % 100000
// The server's business day (BUSINESS_TIMEZONE, Asia/Tokyo by default), which the forms default to.
const today = todayIn('Asia/Tokyo')
let customerId = 0

/** A customer who bought two vehicles, one in dollars and one in yen, both partly unpaid. */
beforeAll(async () => {
  await ensureUsers()
  browser = await launchBrowser()
  const call = await apiAs(owner.email, owner.password)
  const json = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBeLessThan(300)
    return res.json()
  }
  const post = async (path: string, body: unknown) => json(await call(path, { method: 'POST', json: body }))
  const vendor = await post('vendor/addedit?Id=0', {
    name: `USS Nagoya ${suffix}`,
    type: 'auction',
    countryId: 1,
    currency: 'JPY',
  })
  const station = await post('Station/AddStation', {
    name: `Nagoya Yard ${suffix}`,
    city: 'Nagoya',
    countryId: 1,
  })
  customerId = (
    await post('customer/addedit?Id=0', {
      firstName: 'Baraka',
      lastName: `Mwangi ${suffix}`,
      email: `baraka${suffix}@kuruma.test`,
      countryId: 1,
      currency: 'USD',
    })
  ).id
  const sales = [
    {
      chassis: `NZE161-${suffix}1`,
      model: 'Toyota Corolla Axio',
      price: '12000',
      currency: 'USD',
      down: '3000',
    },
    { chassis: `GP5-${suffix}2`, model: 'Honda Fit Hybrid', price: '2000000', currency: 'JPY', down: '0' },
  ]
  for (const s of sales) {
    const car = await post('car/addedit?Id=0', {
      chassisNo: s.chassis,
      model: s.model,
      vendorId: vendor.id,
      purchaseDate: today,
      purchasePrice: '1500000',
      stationId: station.id,
    })
    await post('car/sale', {
      carId: car.id,
      customerId,
      date: today,
      price: s.price,
      currency: s.currency,
      downPayment: s.down,
      instalments: { count: 2, frequency: 'monthly', firstDueDate: today },
    })
  }
})
afterAll(() => browser?.close())

const rate = `0.00${6000 + (suffix % 1000)}`

const pick = async (page: Page, field: ReturnType<Page['getByLabel']>, option: RegExp) => {
  await field.click()
  await page.getByRole('option', { name: option }).click()
  await page.locator('.MuiPopover-root').waitFor({ state: 'detached' })
}

describe('exchange rates', () => {
  it('Accounts records a JPY rate from the dashboard and finds it in the list', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('Accounts'), rolePassword)
    // The menu's entry (the dashboard also links here while a rate is missing).
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Exchange rates' })
      .click()
    await page.waitForURL('**/exchange-rates')
    const form = page.getByRole('form', { name: 'Record a rate' })
    await pick(page, form.getByLabel('Currency'), /^JPY/)
    expect(await form.getByLabel('Date').inputValue()).toBe(today)
    await form.getByLabel('Rate').fill(rate)
    await form.getByRole('button', { name: 'Save rate' }).click()
    await page.getByText('Rate saved').waitFor()
    await pick(page, page.getByLabel('Show currency'), /^JPY$/)
    // The list shows a rate without trailing zeros (0.006530 reads 0.00653).
    const shown = rate.replace(/0+$/, '')
    const row = page.getByRole('row', { name: new RegExp(`${today}.*JPY.*1 JPY = ${shown} [A-Z]{3}`) })
    await row.waitFor()
    await screenshot(page, 'exchange-rates-desktop')

    const small = await newPage(browser, phone)
    await signIn(small, emailOf('Accounts'), rolePassword)
    await small.goto('/exchange-rates')
    await closeDrawer(small)
    await small.getByRole('form', { name: 'Record a rate' }).waitFor()
    await small
      .getByText(/1 JPY = /)
      .first()
      .waitFor()
    await screenshot(small, 'exchange-rates-phone')
    await small.context().close()
    await page.context().close()
  })

  it('AgentSales reads the rates but has no form and no dashboard card', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('AgentSales'), rolePassword)
    expect(await page.getByRole('link', { name: 'Exchange rates' }).count()).toBe(0)
    await page.goto('/exchange-rates')
    await page
      .getByText(/1 JPY = /)
      .first()
      .waitFor()
    expect(await page.getByRole('form', { name: 'Record a rate' }).count()).toBe(0)
    await page.context().close()
  })

  it('shows a customer’s purchases and pending per currency on the details page', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('Accounts'), rolePassword)
    await page.goto(`/customer/details/${customerId}`)
    const pending = page.getByRole('table', { name: 'Pending per currency' })
    await pending.waitFor()
    expect(await pending.getByRole('row').allTextContents()).toEqual([
      expect.stringContaining('Total'),
      expect.stringContaining('JPY 2,000,000'),
      expect.stringContaining('USD 9,000.00'),
    ])
    const purchases = page.getByRole('table', { name: 'Purchases' })
    expect(await purchases.getByRole('row').count()).toBe(3)
    await screenshot(page, 'customer-purchases-desktop')
    await page.getByRole('link', { name: 'Ledger' }).click()
    await page.waitForURL(`**/customer/ledger/${customerId}`)

    const small = await newPage(browser, phone)
    await signIn(small, emailOf('Accounts'), rolePassword)
    await small.goto(`/customer/details/${customerId}`)
    await closeDrawer(small)
    await small.getByRole('table', { name: 'Pending per currency' }).waitFor()
    await screenshot(small, 'customer-purchases-phone')
    await small.context().close()
    await page.context().close()
  })
})
