import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../shared/dates'
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
  pickOption,
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
const year = Number(today.slice(0, 4))

/** A yard in Japan, a yard in Mombasa, and three yen cars: two Kenya admits, one it no longer does. */
const setUp = async () => {
  const call = await apiAs(owner.email, owner.password)
  const vendor = await okId(
    await call('vendor/addedit?Id=0', {
      method: 'POST',
      json: { name: `USS Tokyo ${suffix}`, type: 'auction', countryId: 1, currency: 'JPY' },
    }),
  )
  const yard = await okId(
    await call('Station/AddStation', {
      method: 'POST',
      json: { name: `Daikoku Yard ${suffix}`, city: 'Yokohama', countryId: 1 },
    }),
  )
  await okId(
    await call('Station/AddStation', {
      method: 'POST',
      json: { name: `Mombasa Yard ${suffix}`, city: 'Mombasa', countryId: 4 },
    }),
  )
  const cars = [
    ['Toyota Vitz F', year - 3, '1000000', 'KSP130'],
    ['Honda Fit 13G', year - 4, '1500000', 'GK3'],
    ['Nissan Note X', year - 8, '2500000', 'E12'],
  ] as const
  for (const [model, registered, price, code] of cars) {
    const car = await okId(
      await call('car/addedit?Id=0', {
        method: 'POST',
        form: {
          chassisNo: `${code}-${suffix}${registered}`,
          model,
          year: String(registered),
          firstRegYear: String(registered),
          steering: 'Right',
          vendorId: String(vendor.id),
          purchaseDate: today,
          purchasePrice: price,
          stationId: String(yard.id),
        },
      }),
    )
    // Papers ready for loading: deregistered for export and inspected, as Kenya requires.
    await okId(
      await call(`export-files/${car.id}`, {
        method: 'PUT',
        json: {
          deregAppliedOn: today,
          deregIssuedOn: today,
          plannedExportOn: addDays(today, 20),
          deregCertificateNo: `EXC-${suffix}-${code}`,
          inspectionResult: 'passed',
          inspectedOn: today,
        },
      }),
    )
  }
  return call
}

/** The pipeline's count of one stage for cars bound for Kenya, as the API gives it. */
const kenyaCount = async (call: Awaited<ReturnType<typeof setUp>>, stage: string) => {
  const stages = (await (await call('pipeline?destinationCountryId=4')).json()) as {
    stage: string
    cars: number
  }[]
  return stages.find((s) => s.stage === stage)!.cars
}

describe('shipments', () => {
  it('books a voyage to Mombasa, boards three cars (one by an owner against the rule), shares the freight, sails and arrives', async () => {
    const call = await setUp()
    const arrivedBefore = await kenyaCount(call, 'arrived')
    const page = await newPage(browser)
    await signIn(page, emailOf('MainAdmin'), rolePassword)
    await page.getByRole('link', { name: 'Shipments' }).click()
    await page.waitForURL('**/shipments')

    await page.getByRole('button', { name: 'Book shipment' }).click()
    const booking = page.getByRole('dialog', { name: 'Book shipment' })
    await fillSettled(booking.getByLabel(label('Shipping line')), 'NYK Line')
    await booking.getByLabel(label('Booking number')).fill(`NYK${suffix}`)
    await booking.getByLabel(label('Port of loading')).fill('Yokohama')
    await booking.getByLabel(label('Port of discharge')).fill('Mombasa')
    await pickOption(page, 'Destination station', `Mombasa Yard ${suffix}`)
    await booking.getByLabel(label('ETD')).fill(today)
    await booking.getByLabel(label('ETA')).fill(addDays(today, -1))
    await booking.getByRole('button', { name: 'Book shipment' }).click()
    // An ETA before the ETD is refused under the ETA, and nothing is booked.
    await booking.getByText('ETA must be on or after ETD').waitFor()
    await booking.getByLabel(label('ETA')).fill(addDays(today, 30))
    await screenshot(page, 'shipment-booking-desktop')
    await booking.getByRole('button', { name: 'Book shipment' }).click()
    await page.getByText(/^Shipment SH-\d{6} booked$/).waitFor()
    await page.waitForURL(/\/shipments\/\d+$/)

    const board = async (model: string) => {
      await page.getByRole('button', { name: 'Add vehicle' }).click()
      const dialog = page.getByRole('dialog', { name: /^Add a vehicle to SH-/ })
      await pickOption(page, 'Vehicle', model)
      await dialog.getByRole('button', { name: 'Add vehicle' }).click()
      return dialog
    }
    const cars = page.getByRole('table', { name: 'Cars on board' })
    for (const model of ['Toyota Vitz F', 'Honda Fit 13G']) {
      const dialog = await board(model)
      await dialog.waitFor({ state: 'detached' })
      await cars.getByText(model).waitFor()
    }
    const refused = await board('Nissan Note X')
    await refused
      .getByText(/must arrive in Kenya by \d{4}-12-31 \(8 years from first registration\)/)
      .waitFor()
    await refused.getByLabel(label('Reason to let it on against the rule')).fill('Buyer collects at the port')
    await refused.getByRole('button', { name: 'Add against the rule' }).click()
    await refused.waitFor({ state: 'detached' })
    await cars.getByText('Nissan Note X').waitFor()
    await cars.getByText('Overridden').waitFor()

    await page.getByRole('button', { name: 'Add cost' }).click()
    const cost = page.getByRole('dialog', { name: 'Add shared cost' })
    await fillSettled(cost.getByLabel(label('Amount')), '150000')
    await cost.getByLabel(label('Currency')).click()
    await page.getByRole('option', { name: /^JPY/ }).click()
    await cost.getByRole('button', { name: 'Add cost' }).click()
    await cost.waitFor({ state: 'detached' })
    // By purchase value: ¥1,000,000, ¥1,500,000 and ¥2,500,000 of ¥150,000.
    const costs = page.getByRole('region', { name: 'Shared costs' })
    for (const share of ['JPY 30,000', 'JPY 45,000', 'JPY 75,000'])
      await costs.getByText(new RegExp(`: ${share}$`)).waitFor()

    for (const [button, dialogName, submit] of [
      ['Mark loaded', 'Cars loaded', 'Mark loaded'],
      ['Mark sailed', 'Shipment sailed', 'Mark sailed'],
    ] as const) {
      await page.getByRole('button', { name: button }).click()
      await page.getByRole('dialog', { name: dialogName }).getByRole('button', { name: submit }).click()
      await page.getByRole('dialog', { name: dialogName }).waitFor({ state: 'detached' })
    }
    await page.getByRole('button', { name: 'Record arrival' }).click()
    const arrival = page.getByRole('dialog', { name: /^Arrival at Mombasa Yard/ })
    await fillSettled(arrival.getByLabel(label('Rate JPY → KES')), '0.87')
    await arrival.getByRole('button', { name: 'Record arrival' }).click()
    await page.getByText(`Shipment arrived: 3 vehicles moved to Mombasa Yard ${suffix}`).waitFor()
    await page.getByRole('button', { name: 'Mark loaded' }).waitFor({ state: 'detached' })
    await stillPage(page)
    await screenshot(page, 'shipment-arrived-desktop')

    // The first car is in stock in Mombasa at ¥1,000,000 × 0.87, with its freight share on its cost sheet.
    await cars.getByRole('link', { name: /^KR-/ }).first().click()
    await page.waitForURL(/\/vehicles\/details\/\d+$/)
    await page.getByText(`Mombasa Yard ${suffix}`).first().waitFor()
    await page
      .getByText(/870,000/)
      .first()
      .waitFor()
    await page
      .getByText(/30,000/)
      .first()
      .waitFor()
    await page
      .getByRole('region', { name: 'Journey' })
      .getByText(/^Arrived · SH-\d{6}$/)
      .waitFor()

    // The pipeline, for Kenya, counts the three among the arrived.
    await page.goto('/pipeline')
    await page.getByLabel('Destination').click()
    await page.getByRole('option', { name: /Kenya/ }).click()
    const arrived = page.getByRole('listitem', { name: 'Arrived' })
    await arrived.getByText(String(arrivedBefore + 3), { exact: true }).waitFor()
    expect(await kenyaCount(call, 'arrived')).toBe(arrivedBefore + 3)
    await stillPage(page)
    await screenshot(page, 'pipeline-desktop')

    await page.goto('/shipments')
    await page
      .getByRole('row', { name: new RegExp(`NYK${suffix}`) })
      .getByText('Arrived')
      .waitFor()
    await screenshot(page, 'shipments-desktop')
    await page.context().close()
  })

  it('fits a phone: the list, a shipment and its dialogs', async () => {
    const page = await newPage(browser, phone)
    await signIn(page, emailOf('AgentStock'), rolePassword)
    await page.goto('/shipments')
    await closeDrawer(page)
    await page.getByRole('link', { name: /^SH-/ }).first().waitFor()
    await screenshot(page, 'shipments-phone')
    await page.getByRole('link', { name: /^SH-/ }).first().click()
    await page.getByRole('table', { name: 'Cars on board' }).waitFor()
    await stillPage(page)
    await screenshot(page, 'shipment-details-phone')
    await page.goto('/pipeline')
    await closeDrawer(page)
    await page.getByRole('listitem', { name: 'Sold' }).waitFor()
    await screenshot(page, 'pipeline-phone')
    await page.context().close()
  })
})
