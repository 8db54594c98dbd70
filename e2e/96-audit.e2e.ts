import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../shared/messages'
import {
  apiAs,
  closeDrawer,
  emailOf,
  ensureUsers,
  fillSettled,
  label,
  launchBrowser,
  newPage,
  phone,
  rolePassword,
  screenshot,
  signIn,
  stillPage,
} from './support'

/**
 * Who changed what: MainAdmin corrects a customer's phone in the browser, opens Audit from the menu,
 * narrows it to customers and that record, and reads the change before → after — on a desktop and on a
 * 390 px phone, where nothing scrolls sideways.
 */
let browser: Browser
let customerId = 0
const suffix = String(Date.now() % 100000)

beforeAll(async () => {
  await ensureUsers()
  browser = await launchBrowser()
  const call = await apiAs(emailOf('MainAdmin'), rolePassword)
  const res = await call('customer/addedit?Id=0', {
    method: 'POST',
    json: {
      firstName: 'Bilal',
      lastName: `Audit ${suffix}`,
      phone: '021 34567890',
      countryId: 2,
      currency: 'PKR',
      city: 'Karachi',
    },
  })
  expect(res.status, await res.clone().text()).toBe(201)
  customerId = ((await res.json()) as { id: number }).id
})
afterAll(() => browser?.close())

/** Narrows the audit page to customers and the journey's record, and waits for its newest row. */
const filterToCustomer = async (page: Page) => {
  await page.getByLabel(label('Noun')).click()
  await page.getByRole('option', { name: 'Customers' }).click()
  await page.locator('.MuiPopover-root').waitFor({ state: 'detached' })
  await page.getByLabel(label('Record')).fill(String(customerId))
  // Other journeys leave audit rows of their own: wait until the grid shows only this record's.
  const others = page.getByRole('row', { name: new RegExp(`Customers #?(?!${customerId}\\b)\\d+ `) })
  await others.first().waitFor({ state: 'detached' })
  const row = page.getByRole('row', { name: new RegExp(`Customers #?${customerId} Update`) })
  await row.waitFor()
  await stillPage(page)
  return row
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

describe('audit', () => {
  it("MainAdmin edits a customer's phone, then finds the change on the Audit page", async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('MainAdmin'), rolePassword)
    await page.goto(`/customer/edit/${customerId}`)
    await fillSettled(page.getByLabel(label('Phone')), '021 7654321')
    await page.getByRole('button', { name: 'Update customer' }).click()
    await page.getByText(messages.customers.updated).waitFor()
    await page.waitForURL('**/customer/listing')

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit' }).click()
    await page.waitForURL('**/audit')
    await page.getByRole('heading', { name: 'Audit' }).waitFor()
    const row = await filterToCustomer(page)
    const text = await row.textContent()
    expect(text).toContain('MainAdmin Staff')
    expect(text).toContain('Customers')
    expect(text).toContain(String(customerId))
    expect(text).toContain('phone')
    expect(await page.getByRole('row', { name: /Create/ }).count()).toBe(1)
    expect(await scrollsSideways(page)).toBe(false)
    await screenshot(page, 'audit-desktop')

    await row.click()
    const dialog = page.getByRole('dialog', { name: `Customers #${customerId} · Update` })
    await dialog.waitFor()
    const phoneLine = dialog.getByRole('row', { name: /^phone/ })
    expect(await phoneLine.textContent()).toBe('phone+922134567890+92217654321')
    await stillPage(page)
    await screenshot(page, 'audit-details-desktop')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.context().close()
  })

  it('fits a 390 px screen: filters, rows and the details, with nothing scrolling sideways', async () => {
    const page = await newPage(browser, phone)
    await signIn(page, emailOf('SuperAdmin'), rolePassword)
    await page.goto('/audit')
    await closeDrawer(page)
    await page.getByRole('heading', { name: 'Audit' }).waitFor()
    const row = await filterToCustomer(page)
    expect(await row.textContent()).toContain(`Customers #${customerId}`)
    expect(await scrollsSideways(page)).toBe(false)
    await screenshot(page, 'audit-phone')
    await row.click()
    const dialog = page.getByRole('dialog', { name: `Customers #${customerId} · Update` })
    await dialog.waitFor()
    await stillPage(page)
    expect(await scrollsSideways(page)).toBe(false)
    await screenshot(page, 'audit-details-phone')
    await page.context().close()
  })

  it('is not offered to Admin, and /audit sends Admin home', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('Admin'), rolePassword)
    expect(
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit' }).count(),
    ).toBe(0)
    await page.goto('/audit')
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/dashboard')
    await page.context().close()
  })
})
