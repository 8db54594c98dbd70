import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
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
} from './support'

let browser: Browser

beforeAll(async () => {
  await ensureUsers()
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('destination rules', () => {
  it("an owner reads Kenya's published rule, adds Tanzania's with its source and corrects it", async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('MainAdmin'), rolePassword)
    await page.getByRole('link', { name: 'Destination rules' }).click()
    await page.waitForURL('**/destination-rules')
    const grid = page.getByRole('grid', { name: 'Destination rules' })
    const kenya = grid.getByRole('row', { name: /Kenya/ })
    await kenya.getByText('8 years from first registration, until 31 December of the last year').waitFor()

    await page.getByRole('button', { name: 'Add rule' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add destination rule' })
    await dialog.getByLabel(label('Country')).click()
    await page.getByRole('option', { name: /Tanzania/ }).click()
    await fillSettled(dialog.getByLabel('Maximum age (years)'), '10')
    await fillSettled(dialog.getByLabel(label('Source')), 'Owner’s copy of the import notice')
    await dialog.getByRole('button', { name: 'Add rule' }).click()
    // The date the rule took effect is required: the field says so and nothing is saved.
    await dialog.getByText('Effective from is required').waitFor()
    await dialog.getByLabel(label('Effective from')).fill('2026-01-01')
    await screenshot(page, 'destination-rule-dialog-desktop')
    await dialog.getByRole('button', { name: 'Add rule' }).click()
    await page.getByText('Destination rule added').waitFor()
    const tanzania = grid.getByRole('row', { name: /Tanzania/ })
    await tanzania.getByText('10 years').waitFor()

    await tanzania.getByRole('button', { name: 'Edit the rule for Tanzania' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit the rule for Tanzania' })
    await fillSettled(edit.getByLabel('Maximum age (years)'), '8')
    await edit.getByRole('button', { name: 'Update rule' }).click()
    await page.getByText('Destination rule updated').waitFor()
    await tanzania.getByText('8 years').waitFor()
    await screenshot(page, 'destination-rules-desktop')
    await page.context().close()
  })

  it('other roles read the rules but cannot change them; the page fits a phone', async () => {
    const page = await newPage(browser, phone)
    await signIn(page, emailOf('AgentSales'), rolePassword)
    await page.goto('/destination-rules')
    await closeDrawer(page)
    await page.getByRole('grid', { name: 'Destination rules' }).getByText('Kenya').waitFor()
    expect(await page.getByRole('button', { name: 'Add rule' }).count()).toBe(0)
    await screenshot(page, 'destination-rules-phone')
    await page.context().close()
  })
})
