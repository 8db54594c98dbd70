import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../server/test/pdf-text'
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
  rolePassword,
  screenshot,
  signIn,
  stillPage,
} from './support'

let browser: Browser
let shipmentPath = ''

const suffix = String(Date.now() % 100000)
const today = todayIn('Asia/Tokyo')
const year = Number(today.slice(0, 4))
/** Two cars Kenya admits, with their dimensions: 11.84 m³ and 11.19 m³. */
const cars = [
  { chassisNo: `KSP130-${suffix}1`, model: 'Toyota Vitz F', year: year - 3, dims: ['4575', '1760', '1470'] },
  { chassisNo: `GK3-${suffix}2`, model: 'Honda Fit 13G', year: year - 4, dims: ['4330', '1695', '1525'] },
] as const

/** A shipment from Yokohama to Mombasa with both cars on board, booked through the API. */
const setUp = async () => {
  const call = await apiAs(owner.email, owner.password)
  const post = async (path: string, json: unknown) => okId(await call(path, { method: 'POST', json }))
  const vendor = await post('vendor/addedit?Id=0', {
    name: `USS Nagoya ${suffix}`,
    type: 'auction',
    countryId: 1,
    currency: 'JPY',
  })
  const yard = await post('Station/AddStation', {
    name: `Honmoku Yard ${suffix}`,
    city: 'Yokohama',
    countryId: 1,
  })
  const mombasa = await post('Station/AddStation', {
    name: `Kilindini Yard ${suffix}`,
    city: 'Mombasa',
    countryId: 4,
  })
  const shipment = await post('shipments', {
    mode: 'roro',
    shippingLine: 'MOL ACE',
    bookingNumber: `MOL${suffix}`,
    vessel: 'Aurora Ace',
    voyage: '27W',
    loadingCountryId: 1,
    portOfLoading: 'Yokohama',
    portOfDischarge: 'Mombasa',
    destinationStationId: mombasa.id,
    etd: today,
    eta: addDays(today, 30),
    consignee: `Kilindini Motors ${suffix}\nP.O. Box 12, Mombasa`,
  })
  for (const car of cars) {
    const [lengthMm, widthMm, heightMm] = car.dims
    const { id } = await okId(
      await call('car/addedit?Id=0', {
        method: 'POST',
        form: {
          chassisNo: car.chassisNo,
          model: car.model,
          year: String(car.year),
          firstRegYear: String(car.year),
          steering: 'Right',
          engineCc: '1300',
          lengthMm,
          widthMm,
          heightMm,
          vendorId: String(vendor.id),
          purchaseDate: today,
          purchasePrice: '1000000',
          stationId: String(yard.id),
        },
      }),
    )
    await post(`shipments/${shipment.id}/cars`, { carId: id })
  }
  shipmentPath = `/shipments/${shipment.id}`
}

beforeAll(async () => {
  await ensureUsers()
  browser = await launchBrowser()
  await setUp()
})
afterAll(() => browser?.close())

/** The first car right, the second a year off. */
const draft = [
  'Chassis No.\tDescription\tYear',
  `${cars[0].chassisNo}\t${cars[0].model}\t${cars[0].year}`,
  `${cars[1].chassisNo}\t${cars[1].model}\t${cars[1].year - 1}`,
].join('\n')
const wrongYear = `year differs: draft ${cars[1].year - 1}, records ${cars[1].year}`

const checkDraft = async (page: Page) => {
  await page.getByRole('button', { name: 'Check B/L draft' }).click()
  const dialog = page.getByRole('dialog', { name: 'Check B/L draft' })
  await fillSettled(dialog.getByLabel(label('Draft lines')), draft)
  await dialog.getByRole('button', { name: 'Check' }).click()
  const differences = dialog.getByRole('list', { name: 'Differences' })
  await differences.getByText(wrongYear).waitFor()
  expect(await differences.getByRole('listitem').allTextContents()).toEqual([
    `Line 3, ${cars[1].chassisNo}: ${wrongYear}`,
  ])
  await stillPage(page)
  return dialog
}

describe('shipment documents', () => {
  it('checks a draft B/L with a wrong year, then opens the shipping instructions and the manifest', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('MainAdmin'), rolePassword)
    await page.goto(shipmentPath)
    await page.getByRole('table', { name: 'Cars on board' }).getByText(cars[1].model).waitFor()

    const dialog = await checkDraft(page)
    await screenshot(page, 'shipment-bl-check-desktop')
    // Put right, the draft matches.
    await dialog
      .getByLabel(label('Draft lines'))
      .fill(draft.replace(`\t${cars[1].year - 1}`, `\t${cars[1].year}`))
    await dialog.getByRole('button', { name: 'Check' }).click()
    await dialog.getByText('The draft matches the records: 2 cars').waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })

    for (const [button, name, title] of [
      ['Shipping instructions', 'instructions', 'Shipping instructions SH-'],
      ['Manifest', 'manifest', 'Manifest SH-'],
    ] as const) {
      // The file is passed through on its way to the page, to read what the new tab shows.
      let served: Buffer = Buffer.alloc(0)
      await page.route(`**/api/shipments/*/${name}.pdf`, async (route) => {
        const response = await route.fetch()
        served = await response.body()
        await route.fulfill({ response, body: served })
      })
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: button }).click(),
      ])
      expect(popup.url()).toMatch(/^blob:/)
      const { text } = await pdfText(served)
      for (const expected of [
        title,
        ...cars.map((c) => c.chassisNo),
        `Kilindini Motors ${suffix}`,
        '23.03 m³',
      ])
        expect(text).toContain(expected)
      await popup.close()
    }
    await page.context().close()
  })

  it('fits a phone: the check and its differences', async () => {
    const page = await newPage(browser, phone)
    await signIn(page, emailOf('AgentStock'), rolePassword)
    await page.goto(shipmentPath)
    await closeDrawer(page)
    await page.getByRole('table', { name: 'Cars on board' }).waitFor()
    await stillPage(page)
    await screenshot(page, 'shipment-documents-phone')
    await checkDraft(page)
    await screenshot(page, 'shipment-bl-check-phone')
    await page.context().close()
  })
})
