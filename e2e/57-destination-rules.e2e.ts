import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayIn } from '../shared/dates'
import {
  apiAs,
  closeDrawer,
  emailOf,
  ensureUsers,
  fillSettled,
  label,
  launchBrowser,
  newPage,
  okId,
  owner,
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

  it('the stock list keeps what can still enter Kenya and marks a car whose last day is near', async () => {
    const suffix = String(Date.now() % 100000)
    const today = todayIn('Asia/Tokyo')
    const year = Number(today.slice(0, 4))
    const call = await apiAs(owner.email, owner.password)
    const vendor = await okId(
      await call('vendor/addedit?Id=0', {
        method: 'POST',
        json: { name: `Aichi Auction ${suffix}`, type: 'auction', countryId: 1, currency: 'JPY' },
      }),
    )
    const station = await okId(
      await call('Station/AddStation', {
        method: 'POST',
        json: { name: `Nagoya Yard ${suffix}`, city: 'Nagoya', countryId: 1 },
      }),
    )
    // Kenya admits a car until 31 December of its eighth year: registered 7 years ago, this year's end;
    // registered 8 years ago, last year's.
    for (const [model, registered] of [
      ['Toyota Probox DX', year - 7],
      ['Nissan AD Expert', year - 8],
    ] as const)
      await okId(
        await call('car/addedit?Id=0', {
          method: 'POST',
          form: {
            chassisNo: `NCP51-${suffix}${registered}`,
            model,
            year: String(year - 8),
            firstRegYear: String(registered),
            vendorId: String(vendor.id),
            purchaseDate: today,
            purchasePrice: '600000',
            stationId: String(station.id),
          },
        }),
      )

    const page = await newPage(browser)
    // The browser's day is 1 December, so the car's last day is 30 days away whenever this runs; the
    // server keeps its own today for the filter.
    await page.clock.setFixedTime(new Date(`${year}-12-01T03:00:00Z`))
    await signIn(page, emailOf('MainAdmin'), rolePassword)
    await page.goto('/vehicles/instock')
    await page.getByRole('textbox', { name: /^Search stock no/ }).fill(suffix)
    const probox = page.getByRole('row', { name: /Toyota Probox DX/ })
    const ad = page.getByRole('row', { name: /Nissan AD Expert/ })
    await probox.waitFor()
    await ad.waitFor()
    expect(await probox.getByText(/days left/).count()).toBe(0)

    await page.getByLabel('Can still enter').click()
    await page.getByRole('option', { name: /Kenya/ }).click()
    await probox.getByText('30 days left to enter Kenya').waitFor()
    await ad.waitFor({ state: 'detached' })
    await stillPage(page)
    await screenshot(page, 'vehicles-can-enter-desktop')

    await page.setViewportSize(phone)
    await closeDrawer(page)
    await probox.getByText('30 days left to enter Kenya').waitFor()
    await screenshot(page, 'vehicles-can-enter-phone')
    await page.context().close()
  })
})
