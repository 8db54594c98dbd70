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
  const call = await apiAs(emailOf('MainAdmin'), rolePassword)
  for (const [name, description, status] of examples) {
    const res = await call('Category/AddCategory', { method: 'POST', json: { name, description, status } })
    if (res.status !== 201 && res.status !== 409) throw new Error(`adding ${name}: ${res.status}`)
  }
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const m = messages.categories
/** A few rows so the list screenshots show a list; names a vehicles journey is unlikely to add. */
const examples = [
  ['Crossover', 'Compact SUVs on car platforms: C-HR, Vezel, Juke', 'active'],
  ['Light truck', 'Dyna, Canter, Elf and Titan up to 3 t', 'active'],
  ['Microbus', 'Coaster and Rosa, 26 to 29 seats; not bought since the 2024 tax change', 'inactive'],
] as const
/** Lets the floating labels finish their animation before a screenshot. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name })

describe('categories', () => {
  it('adds, edits and deletes a category through the UI', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('Admin'), rolePassword)
    await menuLink(page, 'vehicles Category').click()
    await page.waitForURL('**/vehicles/category')
    await page.getByRole('link', { name: 'Add category' }).click()
    await page.waitForURL('**/vehicles/add-category')
    await page.getByLabel('Category name').fill('Double cab pickup')
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Hilux, Navara, Triton and D-Max double cabs')
    await page.getByLabel('Image').setInputFiles({ name: 'pickup.png', mimeType: 'image/png', buffer: png })
    await stillPage(page)
    await screenshot(page, 'category-form-desktop')
    await page.getByRole('button', { name: 'Add category' }).click()
    await page.getByText(m.added).waitFor()
    await page.waitForURL('**/vehicles/category')
    const row = page.getByRole('row', { name: /Double cab pickup/ })
    await row.waitFor()
    expect(await row.textContent()).toContain('Active')
    await stillPage(page)
    await screenshot(page, 'category-listing-desktop')

    await page.goBack()
    await page.waitForURL('**/vehicles/category')
    expect(new URL(page.url()).pathname).toBe('/vehicles/category')

    await row.getByRole('link', { name: /Edit/ }).click()
    await page.waitForURL(/\/vehicles\/category\/edit\/\d+$/)
    await fillSettled(page.getByRole('textbox', { name: 'Description' }), 'Four-door pickups for East Africa')
    await page.getByLabel('Status').click()
    await page.getByRole('option', { name: 'Inactive' }).click()
    await page.getByRole('button', { name: 'Update category' }).click()
    await page.getByText(m.updated).waitFor()
    await page.waitForURL('**/vehicles/category')
    await page.getByRole('row', { name: /Four-door pickups for East Africa/ }).waitFor()
    expect(await row.textContent()).toContain('Inactive')
    await page.goBack()
    expect(new URL(page.url()).pathname).not.toMatch(/edit/)

    await page.goto('/vehicles/category')
    await row.getByRole('button', { name: /Delete/ }).click()
    await page.getByRole('dialog').getByText(m.deleteConfirm).waitFor()
    await page.getByRole('button', { name: 'No' }).click()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    // Still listed once the dialog has gone (its backdrop hides the rows from the accessibility tree
    // until it unmounts, so wait for the row rather than count it at once).
    await row.waitFor()
    expect(await row.count()).toBe(1)
    await row.getByRole('button', { name: /Delete/ }).click()
    await page.getByRole('button', { name: 'Yes' }).click()
    await page.getByRole('dialog').getByText(m.deleted).waitFor()
    await page.getByRole('button', { name: 'OK' }).click()
    await row.waitFor({ state: 'detached' })
    await page.context().close()
  })

  it('shows a duplicate name once, under the name field, with no popup', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('MainAdmin'), rolePassword)
    for (const name of ['Kei car', 'KEI CAR']) {
      await page.goto('/vehicles/add-category')
      await fillSettled(page.getByLabel('Category name'), name)
      await page.getByRole('button', { name: 'Add category' }).click()
    }
    await page.getByText('already exists').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await page.getByLabel('Category name').evaluate((input) => input === document.activeElement)).toBe(
      true,
    )
    expect(new URL(page.url()).pathname).toBe('/vehicles/add-category')
    await page.context().close()
  })

  it('AgentSales sees the list from the menu but cannot add, edit or delete', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('AgentSales'), rolePassword)
    await menuLink(page, 'vehicles Category').click()
    await page.getByRole('row', { name: /Kei car/ }).waitFor()
    expect(await page.getByRole('link', { name: 'Add category' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /Delete/ }).count()).toBe(0)
    await page.context().close()
  })

  it('looks right on a 390 px screen', async () => {
    const page = await newPage(browser, phone)
    await signIn(page, emailOf('SuperAdmin'), rolePassword)
    await page.goto('/vehicles/category')
    await closeDrawer(page)
    await page.getByRole('row', { name: /Kei car/ }).waitFor()
    await screenshot(page, 'category-listing-phone')
    await page.goto('/vehicles/add-category')
    await closeDrawer(page)
    await page.getByLabel('Category name').waitFor()
    await stillPage(page)
    await screenshot(page, 'category-form-phone')
    await page.context().close()
  })
})
