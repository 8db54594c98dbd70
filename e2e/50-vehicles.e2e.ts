import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../shared/messages'
import {
  addVehicle,
  apiAs,
  closeDrawer,
  emailOf,
  ensureUsers,
  fillSettled,
  launchBrowser,
  newPage,
  owner,
  phone,
  rolePassword,
  screenshot,
  signIn,
  stillPage,
} from './support'

let browser: Browser
const suffix = Date.now() % 100000
const names = {
  vendor: `USS Nagoya ${suffix}`,
  yard: `Osaka Yard ${suffix}`,
  abroad: `Mombasa Yard ${suffix}`,
}

beforeAll(async () => {
  await ensureUsers()
  browser = await launchBrowser()
  const call = await apiAs(owner.email, owner.password)
  const created = await Promise.all([
    call('vendor/addedit?Id=0', {
      method: 'POST',
      json: { name: names.vendor, type: 'auction', countryId: 1, currency: 'JPY' },
    }),
    call('Station/AddStation', { method: 'POST', json: { name: names.yard, city: 'Osaka', countryId: 1 } }),
    call('Station/AddStation', {
      method: 'POST',
      json: { name: names.abroad, city: 'Mombasa', countryId: 4 },
    }),
  ])
  for (const res of created) expect(res.status).toBe(201)
})
afterAll(() => browser?.close())

describe('vehicles', () => {
  it('adds a vehicle with three photos, finds it in All and In Stock, edits it', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('MainAdmin'), rolePassword)
    const chassis = `ZVW52-${suffix}1`
    await addVehicle(page, {
      chassisNo: chassis,
      model: 'Toyota Prius A Touring',
      vendor: names.vendor,
      station: names.yard,
      photos: 3,
    })
    const row = page.getByRole('row', { name: new RegExp(chassis) })
    await row.waitFor()
    expect(await row.textContent()).toContain('JPY 1,500,000')
    await screenshot(page, 'vehicle-listing-desktop')
    await page.goBack()
    expect(new URL(page.url()).pathname).not.toBe('/vehicles/add')

    await page.goto('/vehicles/instock')
    await page.getByRole('row', { name: new RegExp(chassis) }).waitFor()

    await page
      .getByRole('row', { name: new RegExp(chassis) })
      .getByRole('link', { name: /Details/ })
      .click()
    await page.waitForURL(/\/vehicles\/details\/\d+$/)
    await page.getByAltText('Thumbnail 3').waitFor()
    await page.getByRole('table', { name: 'Cost sheet' }).getByText('JPY 1,500,000').first().waitFor()

    // Two expenses, in two currencies: never added into one number.
    for (const [kind, amount, currency] of [
      ['Transport', '35000', 'JPY'],
      ['Inspection', '120', 'USD'],
    ] as const) {
      await page.getByRole('button', { name: 'Add expense' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add expense' })
      await dialog.getByLabel('Kind').click()
      await page.getByRole('option', { name: kind }).click()
      await fillSettled(dialog.getByLabel('Amount'), amount)
      await dialog.getByLabel('Currency').click()
      await page.getByRole('option', { name: new RegExp(`^${currency}`) }).click()
      await dialog.getByRole('button', { name: 'Add expense' }).click()
      await page.getByText(messages.vehicles.expenseAdded).first().waitFor()
      await dialog.waitFor({ state: 'detached' })
    }
    const totals = page.getByLabel('Expense totals per currency')
    await totals.getByText('JPY 35,000').waitFor()
    await totals.getByText('USD 120.00').waitFor()

    await page.getByRole('button', { name: 'Update location' }).click()
    const where = page.getByRole('dialog')
    await fillSettled(where.getByLabel('Location'), 'On vessel to Mombasa')
    await where.getByRole('button', { name: 'Save' }).click()
    await page.getByText(messages.vehicles.locationUpdated).waitFor()
    await page.getByLabel('Location updates').getByText('On vessel to Mombasa').waitFor()

    await page.getByRole('button', { name: 'Move', exact: true }).click()
    const move = page.getByRole('dialog', { name: 'Move vehicle' })
    await move.getByLabel('Destination station').fill(names.abroad)
    await page.getByRole('option', { name: new RegExp(names.abroad) }).click()
    await fillSettled(move.getByLabel('Exchange rate'), '0.87')
    await fillSettled(move.getByLabel('Move expenses'), '42000')
    await move.getByRole('button', { name: 'Move', exact: true }).click()
    await page.getByText(messages.vehicles.moved).waitFor()
    // ¥1,500,000 × 0.87 + KES 42,000 = KES 1,347,000.00, shown in the cost sheet and the move history.
    await page.getByRole('table', { name: 'Cost sheet' }).getByText('KES 1,347,000.00').first().waitFor()
    await page.getByLabel('Moves').getByText(names.abroad).first().waitFor()
    await page.getByText(`${names.abroad}, Kenya`).waitFor()
    await screenshot(page, 'vehicle-details-desktop')

    await page.goto('/vehicles/expenses')
    await page
      .getByRole('row', { name: /Inspection/ })
      .first()
      .waitFor()
    expect(await page.getByRole('row', { name: /Toyota Prius A Touring/ }).count()).toBeGreaterThanOrEqual(2)
    await screenshot(page, 'vehicle-expenses-desktop')
    await page.goBack()

    await page.getByRole('link', { name: 'Edit' }).click()
    await page.waitForURL(/\/vehicles\/edit\/\d+$/)
    const id = new URL(page.url()).pathname.split('/').pop()
    await fillSettled(page.getByLabel('Colour'), 'Midnight Black')
    // The trade's identity: model code, first registration (made 2019) and the dimensions for m³.
    await fillSettled(page.getByLabel('Model code'), 'DAA-ZVW52')
    await fillSettled(page.getByLabel('First registration'), '2019')
    await fillSettled(page.getByLabel('Reg. month'), '9')
    await fillSettled(page.getByLabel('Length (mm)'), '4575')
    await fillSettled(page.getByLabel('Width (mm)'), '1760')
    await fillSettled(page.getByLabel('Height (mm)'), '1470')
    await screenshot(page, 'vehicle-form-desktop')
    await page.getByRole('button', { name: 'Update vehicle' }).click()
    await page.getByText(messages.vehicles.updated).waitFor()
    await page.waitForURL('**/vehicles/listing')
    await page.goto(`/vehicles/details/${id}`)
    await page.getByText('DAA-ZVW52').waitFor()
    await page.getByText('2019/09').waitFor()
    await page.getByText('4,575 × 1,760 × 1,470 mm (11.84 m³)').waitFor()
    // Kenya's eight-year rule from the first registration in 2019: arrive by 31 December 2026.
    const kenya = page.getByLabel('Last safe arrival')
    await kenya.getByText('2026-12-31').waitFor()
    await kenya.getByText(/days left|can no longer enter/).waitFor()
    await screenshot(page, 'vehicle-details-identity-desktop')
    await page.setViewportSize(phone)
    await closeDrawer(page)
    await page.getByText('2019/09').waitFor()
    await screenshot(page, 'vehicle-details-identity-phone')
    await page.context().close()
  })

  it('deletes a second vehicle: No keeps it, Yes removes it', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('SuperAdmin'), rolePassword)
    const chassis = `NHP10-${suffix}2`
    await addVehicle(page, {
      chassisNo: chassis,
      model: 'Toyota Aqua S',
      vendor: names.vendor,
      station: names.yard,
    })
    const row = page.getByRole('row', { name: new RegExp(chassis) })
    await row.getByRole('button', { name: /Delete/ }).click()
    await page.getByRole('dialog').getByText(messages.vehicles.deleteConfirm).waitFor()
    await page.getByRole('button', { name: 'No' }).click()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await stillPage(page)
    expect(await row.count()).toBe(1)
    await row.getByRole('button', { name: /Delete/ }).click()
    await page.getByRole('button', { name: 'Yes' }).click()
    await page.getByText(messages.vehicles.deleted).waitFor()
    await row.waitFor({ state: 'detached' })
    await page.context().close()
  })

  it('asks for a returning user’s list beside the profile, for the role the user last had', async () => {
    const page = await newPage(browser)
    // A role without every vehicle: its "All vehicles" address shows the stock.
    await signIn(page, emailOf('AgentStock'), rolePassword)
    const seen: string[] = []
    let listAsked = () => {}
    const listAskedOnce = new Promise<void>((resolve) => (listAsked = resolve))
    page.on('request', (r) => {
      if (new URL(r.url()).pathname !== '/api/car/getinstockcars') return
      seen.push('list asked')
      listAsked()
    })
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/Users/userinfo') seen.push('profile answered')
    })
    // The profile is held back until the list has been asked for (or 3 s have passed), so the
    // order below depends on the app and not on which of the two happens to be quicker: a list
    // that waited for the profile is asked for only after the 3 s and the profile's answer.
    await page.route('**/api/Users/userinfo', async (route) => {
      await Promise.race([listAskedOnce, new Promise((resolve) => setTimeout(resolve, 3000))])
      await route.continue()
    })
    await page.goto('/vehicles/listing')
    await page.getByRole('heading', { name: 'In Stock' }).waitFor()
    // The first page did not wait for the profile: it went out for the role stored at sign-in.
    expect(seen.slice(0, 2)).toEqual(['list asked', 'profile answered'])
    await page.context().close()
  })

  it('looks right on a 390 px screen', async () => {
    const page = await newPage(browser, phone)
    await signIn(page, emailOf('AgentStock'), rolePassword)
    await page.goto('/vehicles/instock')
    await closeDrawer(page)
    await page.getByRole('heading', { name: 'In Stock' }).waitFor()
    await screenshot(page, 'vehicle-listing-phone')
    await page.goto('/vehicles/add')
    await closeDrawer(page)
    await page.getByLabel('Chassis number').waitFor()
    await screenshot(page, 'vehicle-form-phone')
    await page.context().close()
  })
})
