import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../shared/messages'
import {
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

const m = messages.stations

describe('stations', () => {
  it('adds, edits and deletes a station through the UI', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('MainAdmin'), rolePassword)
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Station' }).click()
    await page.waitForURL('**/station/listing')
    await page.getByRole('link', { name: 'Add station' }).click()
    await page.waitForURL('**/station/add')
    await page.getByLabel('Station name').fill('Nairobi Showroom')
    await page.getByRole('textbox', { name: 'City' }).fill('Nairobi')
    await page.getByLabel('Country').click()
    await page.getByRole('option', { name: /Kenya/ }).click()
    await page.locator('.MuiPopover-root').waitFor({ state: 'detached' })
    await page.getByLabel('Phone').fill('0712 345678')
    await page.getByLabel('Picture').setInputFiles({
      name: 'yard.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    })
    await screenshot(page, 'station-form-desktop')
    await page.getByRole('button', { name: 'Add station' }).click()
    await page.getByText(m.added).waitFor()
    await page.waitForURL('**/station/listing')
    const row = page.getByRole('row', { name: /Nairobi Showroom/ })
    await row.waitFor()
    expect(await row.textContent()).toContain('Kenya')
    await screenshot(page, 'station-listing-desktop')

    await page.goBack()
    await page.waitForURL('**/station/listing')
    expect(new URL(page.url()).pathname).toBe('/station/listing')

    // The pointer is still where the form's button was, which may be over another station's Edit: its
    // tooltip would cover this row's. It rests on the heading first, as a person reaching for the row's.
    await page.getByRole('heading', { name: 'Stations' }).hover()
    await row.getByRole('link', { name: /Edit/ }).click()
    await page.waitForURL(/\/station\/add\/\d+$/)
    await fillSettled(page.getByRole('textbox', { name: 'City' }), 'Westlands, Nairobi')
    await page.getByRole('button', { name: 'Update station' }).click()
    await page.getByText(m.updated).waitFor()
    await page.waitForURL('**/station/listing')
    await page.getByRole('row', { name: /Westlands, Nairobi/ }).waitFor()

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

  it('looks right on a 390 px screen', async () => {
    const page = await newPage(browser, phone)
    await signIn(page, emailOf('SuperAdmin'), rolePassword)
    await page.goto('/station/listing')
    await closeDrawer(page)
    await page.getByRole('heading', { name: 'Stations' }).waitFor()
    await screenshot(page, 'station-listing-phone')
    await page.goto('/station/add')
    await closeDrawer(page)
    await page.getByLabel('Station name').waitFor()
    await screenshot(page, 'station-form-phone')
    await page.context().close()
  })
})
