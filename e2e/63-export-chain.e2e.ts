import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../shared/dates'
import {
  apiAs,
  closeDrawer,
  ensureUsers,
  fillSettled,
  launchBrowser,
  newPage,
  okId,
  owner,
  phone,
  screenshot,
  signIn,
  stillPage,
  tinyPng,
} from './support'

let browser: Browser

beforeAll(async () => {
  await ensureUsers()
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const suffix = String(Date.now() % 100000)
const today = todayIn('Asia/Tokyo')
const bought = addDays(today, -12)

/** A car bought at an auction twelve days ago in a Japanese yard, booked to Mombasa; a Kenyan buyer. */
const setUp = async () => {
  const call = await apiAs(owner.email, owner.password)
  const vendor = await okId(
    await call('vendor/addedit?Id=0', {
      method: 'POST',
      json: { name: `USS Yokohama ${suffix}`, type: 'auction', countryId: 1, currency: 'JPY' },
    }),
  )
  const yard = await okId(
    await call('Station/AddStation', {
      method: 'POST',
      json: { name: `Daikoku Yard ${suffix}`, city: 'Yokohama', countryId: 1 },
    }),
  )
  const mombasa = await okId(
    await call('Station/AddStation', {
      method: 'POST',
      json: { name: `Kilindini Yard ${suffix}`, city: 'Mombasa', countryId: 4 },
    }),
  )
  const customer = await okId(
    await call('customer/addedit?Id=0', {
      method: 'POST',
      json: {
        firstName: 'Wanjiru',
        lastName: `Kamau ${suffix}`,
        email: `wanjiru${suffix}@kuruma.test`,
        countryId: 4,
        currency: 'JPY',
      },
    }),
  )
  const car = await okId(
    await call('car/addedit?Id=0', {
      method: 'POST',
      form: {
        chassisNo: `ZVW30-${suffix}`,
        model: 'Toyota Prius S',
        year: String(Number(today.slice(0, 4)) - 4),
        firstRegYear: String(Number(today.slice(0, 4)) - 4),
        steering: 'Right',
        vendorId: String(vendor.id),
        purchaseDate: bought,
        purchasePrice: '1000000',
        stationId: String(yard.id),
      },
    }),
  )
  const shipment = await okId(
    await call('shipments', {
      method: 'POST',
      json: {
        mode: 'roro',
        shippingLine: 'MOL ACE',
        bookingNumber: `MOL${suffix}`,
        loadingCountryId: 1,
        portOfLoading: 'Yokohama',
        portOfDischarge: 'Mombasa',
        destinationStationId: mombasa.id,
        etd: today,
        eta: addDays(today, 30),
      },
    }),
  )
  await okId(await call(`shipments/${shipment.id}/cars`, { method: 'POST', json: { carId: car.id } }))
  return { call, carId: car.id, shipmentId: shipment.id, customerId: customer.id }
}

/** Opens the car's export file, fills what `fill` types, saves, and waits for the dialog to close. */
const editExportFile = async (page: Page, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) => {
  const section = page.getByRole('region', { name: 'Export file' })
  await section.getByRole('button', { name: 'Edit export file' }).click()
  const dialog = page.getByRole('dialog', { name: 'Export file' })
  await fill(dialog)
  await dialog.getByRole('button', { name: 'Save export file' }).click()
  return dialog
}

describe('the export chain', () => {
  it('records the auction purchase, deregisters, inspects, sails, holds the originals until paid, and claims the refund', async () => {
    const { call, carId, shipmentId, customerId } = await setUp()
    const page = await newPage(browser)
    await signIn(page, owner.email, owner.password)
    await page.goto(`/vehicles/details/${carId}`)

    // The auction purchase, with its sheet: the taxes and the due date are proposed.
    const auction = page.getByRole('region', { name: 'Auction purchase' })
    await auction.getByRole('button', { name: 'Record auction purchase' }).click()
    const record = page.getByRole('dialog', { name: 'Record auction purchase' })
    await fillSettled(record.getByLabel(/^Venue/), 'USS Yokohama')
    await record.getByLabel(/^Sale date/).fill(bought)
    await fillSettled(record.getByLabel(/^Lot number/), `L${suffix}`)
    await fillSettled(record.getByLabel('Sheet mileage (km)'), '64000')
    await record.getByLabel('Auction sheet (image or PDF)').setInputFiles({
      name: 'sheet.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    })
    await fillSettled(record.getByLabel('Recycle deposit', { exact: true }), '12340')
    await fillSettled(record.getByLabel('Auction fee', { exact: true }), '22000')
    expect(await record.getByLabel('Consumption tax', { exact: true }).inputValue()).toMatch(
      /^100,?000(\.00)?$/,
    )
    await screenshot(page, 'auction-purchase-dialog-desktop')
    await record.getByRole('button', { name: 'Save auction purchase' }).click()
    await record.waitFor({ state: 'detached' })
    await auction.getByText('USS Yokohama').waitFor()
    await auction.getByRole('link', { name: 'Open the sheet' }).waitFor()
    // The auction is paid within its terms (an overdue payable would greet every later sign-in).
    const auctionPaid = await call('car/AddTermPayment', {
      method: 'POST',
      json: { carId, direction: 'out', amount: '1000000', date: today, method: 'bank' },
    })
    expect(auctionPaid.status, await auctionPaid.text()).toBe(201)

    // Deregistered and inspected.
    const deregistered = await editExportFile(page, async (dialog) => {
      await dialog.getByLabel('Applied on').fill(bought)
      await dialog.getByLabel('Planned export date').fill(addDays(today, 20))
      await fillSettled(dialog.getByLabel('Certificate number').first(), `EXC-${suffix}`)
      await dialog.getByLabel('Issued on').fill(addDays(bought, 2))
      await dialog.getByLabel('Inspected on').fill(addDays(bought, 3))
      await fillSettled(dialog.getByLabel('Certificate number').nth(1), `QISJ-${suffix}`)
      await dialog.getByLabel('Expires on').fill(addDays(today, 60))
      await dialog.getByLabel('Result').click()
      await page.getByRole('option', { name: 'Passed' }).click()
      await fillSettled(dialog.getByLabel('Permit number'), `EP-${suffix}`)
      await dialog.getByLabel('Permit date').fill(today)
    })
    await deregistered.waitFor({ state: 'detached' })

    // Loaded and sailed, then sold on instalments to the Kenyan buyer at sea.
    await page.goto(`/shipments/${shipmentId}`)
    for (const [button, dialogName] of [
      ['Mark loaded', 'Cars loaded'],
      ['Mark sailed', 'Shipment sailed'],
    ] as const) {
      await page.getByRole('button', { name: button }).click()
      await page.getByRole('dialog', { name: dialogName }).getByRole('button', { name: button }).click()
      await page.getByRole('dialog', { name: dialogName }).waitFor({ state: 'detached' })
    }
    const sale = await call('car/sale', {
      method: 'POST',
      json: {
        carId,
        customerId,
        date: today,
        price: '1800000',
        currency: 'JPY',
        downPayment: '800000',
        instalments: { count: 1, frequency: 'monthly', firstDueDate: addDays(today, 30) },
      },
    })
    expect(sale.status, await sale.text()).toBe(201)

    // The originals wait for the last JPY 1,000,000.
    await page.goto(`/vehicles/details/${carId}`)
    const early = await editExportFile(page, async (dialog) => {
      await fillSettled(dialog.getByLabel('Courier'), 'DHL')
      await fillSettled(dialog.getByLabel('Tracking number'), `DHL${suffix}`)
      await dialog.getByLabel('Sent on').fill(today)
    })
    await early
      .getByText(/The originals are sent only once the car is fully paid: JPY 1,000,000 still due/)
      .waitFor()
    await screenshot(page, 'originals-gate-desktop')
    await early.getByRole('button', { name: 'Cancel' }).click()
    await early.waitFor({ state: 'detached' })

    const paid = await call('car/AddTermPayment', {
      method: 'POST',
      json: { carId, direction: 'in', amount: '1000000', date: today, method: 'bank' },
    })
    expect(paid.status, await paid.text()).toBe(201)
    await page.reload()
    const sent = await editExportFile(page, async (dialog) => {
      await fillSettled(dialog.getByLabel('Courier'), 'DHL')
      await fillSettled(dialog.getByLabel('Tracking number'), `DHL${suffix}`)
      await dialog.getByLabel('Sent on').fill(today)
    })
    await sent.waitFor({ state: 'detached' })
    await page.getByText('Export file saved').waitFor()

    // The car is on the refunds report until its recycle refund comes back.
    await page.goto('/reports/refunds')
    await page.getByText(`ZVW30-${suffix}`).waitFor()
    await page.goto(`/vehicles/details/${carId}`)
    const claimed = await editExportFile(page, async (dialog) => {
      await dialog.getByLabel('Claimed on').fill(today)
      await fillSettled(dialog.getByLabel('Refund amount', { exact: true }), '12000')
      await dialog.getByLabel('Received on').fill(today)
    })
    await claimed.waitFor({ state: 'detached' })
    const costs = page.getByRole('table', { name: 'Cost sheet' })
    const refund = costs.getByRole('row', { name: /Recycle deposit refunded/ })
    await refund.getByText('Refunded', { exact: true }).waitFor()
    await refund
      .getByText(/-12,000/)
      .first()
      .waitFor()
    await stillPage(page)
    await screenshot(page, 'export-chain-vehicle-desktop')

    // The recycle deposit is back; the consumption tax still waits for its return, so the car stays for it.
    const listed = async () => (await (await call(`Reports/refunds?q=ZVW30-${suffix}`)).json()) as unknown[]
    expect(await listed()).toEqual([expect.objectContaining({ recycleOutstanding: [] })])
    const taxed = await editExportFile(page, async (dialog) => {
      await dialog.getByLabel('Claimed in the return ending').fill(today)
      await fillSettled(dialog.getByLabel('Tax refund amount'), '102200')
      await dialog.getByLabel('Tax refunded on').fill(today)
    })
    await taxed.waitFor({ state: 'detached' })
    expect(await listed()).toEqual([])
    await page.goto('/reports/refunds')
    await page.getByRole('heading', { name: 'Refunds still to claim' }).waitFor()
    await stillPage(page)
    expect(await page.getByText(`ZVW30-${suffix}`).count()).toBe(0)
    await screenshot(page, 'refunds-report-desktop')

    await page.setViewportSize(phone)
    await closeDrawer(page)
    await screenshot(page, 'refunds-report-phone')
    await page.goto(`/vehicles/details/${carId}`)
    await closeDrawer(page)
    await page.getByRole('region', { name: 'Auction purchase' }).scrollIntoViewIfNeeded()
    await screenshot(page, 'auction-purchase-phone')
    await page.context().close()
  })
})
