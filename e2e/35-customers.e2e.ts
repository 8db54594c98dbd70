import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../shared/messages'
import {
  apiAs,
  closeDrawer,
  emailOf,
  ensureUsers,
  fillSettled,
  launchBrowser,
  newPage,
  phone,
  rolePassword,
  screenshot,
  signIn,
  stillPage,
} from './support'

let browser: Browser
beforeAll(async () => {
  await ensureUsers()
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const m = messages.customers
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** MUI selects are named by their label ("Country *" when required); a regex keeps "Business country" out. */
const pick = async (page: Page, label: RegExp, option: RegExp | string) => {
  await page.getByLabel(label).click()
  await page.getByRole('option', { name: option }).click()
  await page.locator('.MuiPopover-root').waitFor({ state: 'detached' })
}

describe('customers', () => {
  it('adds, edits and deletes a customer through the UI; details and profile', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('MainAdmin'), rolePassword)
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'All Customers' })
      .click()
    await page.waitForURL('**/customer/listing')
    await page.getByRole('link', { name: 'Add customer' }).click()
    await page.waitForURL('**/customer/add')
    await page.getByLabel('First name').fill('Amani')
    await page.getByLabel('Last name').fill('Njoroge')
    await pick(page, /^Country/, /Kenya/)
    expect(await page.getByLabel(/^Currency/).textContent()).toContain('KES')
    await page.getByLabel('E-mail').fill('amani@savannah-auto.test')
    await page.getByLabel('WhatsApp').fill('0722 111222')
    await page.getByLabel('Business name').fill('Savannah Auto Traders')
    await page.getByLabel('Business type').fill('Dealer')
    await page.getByLabel('Destination port').fill('Mombasa')
    await pick(page, /^Shipping mode/, 'RoRo')
    await pick(page, /^Trade term/, 'CIF')
    await page.getByRole('textbox', { name: 'City' }).fill('Nairobi')
    await page.getByLabel('Security deposit').fill('150000')
    await page.getByLabel('Photo').setInputFiles({ name: 'amani.png', mimeType: 'image/png', buffer: png })
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, 'customer-form-desktop')
    await page.getByRole('button', { name: 'Add customer' }).click()
    await page.getByText(m.added).waitFor()
    await page.waitForURL('**/customer/listing')
    const row = page.getByRole('row', { name: /Amani Njoroge/ })
    await row.waitFor()
    const text = await row.textContent()
    expect(text).toContain('Kenya')
    expect(text).toContain('KES 150,000.00')
    await screenshot(page, 'customer-listing-desktop')

    await page.goBack()
    await page.waitForURL('**/customer/listing')
    expect(new URL(page.url()).pathname).toBe('/customer/listing')

    await row.getByRole('link', { name: 'Details Amani Njoroge' }).click()
    await page.waitForURL(/\/customer\/details\/\d+$/)
    await page.getByRole('heading', { name: 'Amani Njoroge' }).waitFor()
    expect(await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/254722111222',
    )
    expect(await page.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toBe(
      'mailto:amani@savannah-auto.test',
    )
    await page.getByRole('link', { name: 'Open Photo' }).waitFor()
    await screenshot(page, 'customer-details-desktop')
    await page.getByRole('link', { name: 'Profile' }).click()
    await page.waitForURL(/\/customer\/profile\/\d+$/)
    await page.getByRole('article', { name: 'Customer profile' }).getByText('Savannah Auto Traders').waitFor()
    await screenshot(page, 'customer-profile-desktop')

    await page.getByRole('link', { name: 'Edit' }).click()
    await page.waitForURL(/\/customer\/edit\/\d+$/)
    await fillSettled(page.getByRole('textbox', { name: 'City' }), 'Westlands')
    await page.getByRole('button', { name: 'Update customer' }).click()
    await page.getByText(m.updated).waitFor()
    await page.waitForURL('**/customer/listing')
    await page.getByRole('row', { name: /Westlands/ }).waitFor()
    await page.goBack()
    await page.waitForURL(/\/customer\/profile\/\d+$/)
    await page.goForward()
    await page.waitForURL('**/customer/listing')

    await row.getByRole('button', { name: /Delete/ }).click()
    await page.getByRole('dialog').getByText(m.deleteConfirm).waitFor()
    await page.getByRole('button', { name: 'No' }).click()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await stillPage(page)
    expect(await row.count()).toBe(1)
    await row.getByRole('button', { name: /Delete/ }).click()
    await page.getByRole('button', { name: 'Yes' }).click()
    await page.getByRole('dialog').getByText(m.deleted).waitFor()
    await page.getByRole('dialog').getByText(messages.common.deletedTitle).waitFor()
    await page.getByRole('button', { name: 'OK' }).click()
    await row.waitFor({ state: 'detached' })
    await page.context().close()
  })

  it('AgentSales works with customers but cannot delete; AgentStock is sent home', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('AgentSales'), rolePassword)
    await page.goto('/customer/listing')
    await page.getByRole('heading', { name: 'Customers' }).waitFor()
    await page.getByRole('link', { name: 'Add customer' }).waitFor()
    expect(await page.getByRole('button', { name: /Delete/ }).count()).toBe(0)
    await page.context().close()
    const stock = await newPage(browser)
    await signIn(stock, emailOf('AgentStock'), rolePassword)
    await stock.goto('/customer/listing')
    await stock.waitForURL((url) => url.pathname === '/' || url.pathname === '/dashboard')
    await stock.context().close()
  })

  it('looks right on a 390 px screen', async () => {
    const call = await apiAs(emailOf('MainAdmin'), rolePassword)
    const res = await call('customer/addedit?Id=0', {
      method: 'POST',
      json: {
        firstName: 'Imran',
        lastName: 'Sheikh',
        email: 'imran@sheikh-motors.test',
        whatsapp: '0300 1234567',
        phone: '021 34567890',
        businessName: 'Sheikh Motors',
        businessType: 'Dealer',
        countryId: 2,
        currency: 'PKR',
        destinationPort: 'Karachi Port',
        shippingMode: 'RoRo',
        tradeTerm: 'C&F',
        city: 'Karachi',
        securityDeposit: '500000',
      },
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    const page = await newPage(browser, phone)
    await signIn(page, emailOf('SuperAdmin'), rolePassword)
    const shots = [
      ['/customer/listing', 'customer-listing-phone', 'Customers'],
      ['/customer/add', 'customer-form-phone', 'Add customer'],
      [`/customer/details/${id}`, 'customer-details-phone', 'Customer details'],
    ] as const
    for (const [path, name, heading] of shots) {
      await page.goto(path)
      await closeDrawer(page)
      await page.getByRole('heading', { name: heading }).waitFor()
      await screenshot(page, name)
    }
    await page.goto(`/customer/profile/${id}`)
    await closeDrawer(page)
    await page.getByRole('article', { name: 'Customer profile' }).getByText('Sheikh Motors').waitFor()
    await screenshot(page, 'customer-profile-phone')
    await page.context().close()
  })
})
