import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, addMonths, todayIn } from '../shared/dates'
import {
  apiAs,
  closeDrawer,
  emailOf,
  ensureUsers,
  fillSettled,
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

const suffix = String(Date.now() % 100000)
const today = todayIn('Asia/Tokyo')

/** A car in a Japanese yard, booked on a shipment to Mombasa that leaves in ten days. */
const setUp = async () => {
  const call = await apiAs(owner.email, owner.password)
  const vendor = await okId(
    await call('vendor/addedit?Id=0', {
      method: 'POST',
      json: { name: `JU Gifu ${suffix}`, type: 'auction', countryId: 1, currency: 'JPY' },
    }),
  )
  const yard = await okId(
    await call('Station/AddStation', {
      method: 'POST',
      json: { name: `Kisarazu Yard ${suffix}`, city: 'Kisarazu', countryId: 1 },
    }),
  )
  const mombasa = await okId(
    await call('Station/AddStation', {
      method: 'POST',
      json: { name: `Changamwe Yard ${suffix}`, city: 'Mombasa', countryId: 4 },
    }),
  )
  const car = await okId(
    await call('car/addedit?Id=0', {
      method: 'POST',
      form: {
        chassisNo: `NZE161-${suffix}`,
        model: 'Toyota Axio X',
        year: String(Number(today.slice(0, 4)) - 3),
        firstRegYear: String(Number(today.slice(0, 4)) - 3),
        steering: 'Right',
        vendorId: String(vendor.id),
        purchaseDate: today,
        purchasePrice: '900000',
        stationId: String(yard.id),
      },
    }),
  )
  const shipment = await okId(
    await call('shipments', {
      method: 'POST',
      json: {
        mode: 'roro',
        shippingLine: 'K Line',
        bookingNumber: `KL${suffix}`,
        loadingCountryId: 1,
        portOfLoading: 'Yokohama',
        portOfDischarge: 'Mombasa',
        destinationStationId: mombasa.id,
        etd: addDays(today, 10),
        eta: addDays(today, 40),
      },
    }),
  )
  await okId(await call(`shipments/${shipment.id}/cars`, { method: 'POST', json: { carId: car.id } }))
  return car.id
}

describe('export files', () => {
  it('records a deregistration on the car, refusing a planned date too far ahead, and lists its deadline', async () => {
    const carId = await setUp()
    const page = await newPage(browser)
    await signIn(page, emailOf('AgentStock'), rolePassword)
    await page.goto(`/vehicles/details/${carId}`)
    const section = page.getByRole('region', { name: 'Export file' })
    // Kenya's rule names the inspection its cars need.
    await section.getByText(/^Required: /).waitFor()
    await section.getByRole('button', { name: 'Edit export file' }).click()
    const dialog = page.getByRole('dialog', { name: 'Export file' })
    // The planned export date is proposed from the shipment's ETD.
    expect(await dialog.getByLabel('Planned export date').inputValue()).toBe(addDays(today, 10))
    await dialog.getByLabel('Applied on').fill(today)
    await dialog.getByLabel('Planned export date').fill(addDays(addMonths(today, 6), 1))
    await fillSettled(dialog.getByLabel('Certificate number').first(), `EXC-${suffix}`)
    await dialog.getByLabel('Issued on').fill(today)
    await dialog.getByRole('button', { name: 'Save export file' }).click()
    await dialog.getByText(/at most 6 months after the application/).waitFor()
    await dialog.getByLabel('Planned export date').fill(addDays(today, 10))
    await screenshot(page, 'export-file-dialog-desktop')
    await dialog.getByRole('button', { name: 'Save export file' }).click()
    await page.getByText('Export file saved').waitFor()
    await section.getByText(new RegExp(`Applied ${today} · planned export ${addDays(today, 10)}`)).waitFor()
    await stillPage(page)
    await screenshot(page, 'export-file-desktop')

    // Not inspected yet: the shipment refuses to load it, and says why.
    await section.getByRole('link', { name: /^SH-/ }).click()
    await page.getByRole('button', { name: 'Mark loaded' }).click()
    const step = page.getByRole('dialog', { name: 'Cars loaded' })
    await step.getByRole('button', { name: 'Mark loaded' }).click()
    await step.getByText(/: no valid inspection by /).waitFor()
    await step.getByText('Record the papers in each car’s export file, or ask an owner.').waitFor()
    await screenshot(page, 'loading-gate-desktop')
    await step.getByRole('button', { name: 'Cancel' }).click()

    await page.goto('/deadlines')
    const row = page.getByRole('row', { name: /Toyota Axio X/ })
    await row.getByText('Return the export certificate').waitFor()
    await row.getByText(addDays(today, 25)).waitFor()
    await row.getByText('25 days left').waitFor()
    await screenshot(page, 'deadlines-desktop')

    await page.setViewportSize(phone)
    await closeDrawer(page)
    await row.waitFor()
    await screenshot(page, 'deadlines-phone')
    await page.goto(`/vehicles/details/${carId}`)
    await closeDrawer(page)
    await page.getByRole('region', { name: 'Export file' }).scrollIntoViewIfNeeded()
    await screenshot(page, 'export-file-phone')
    await page.context().close()
  })
})
