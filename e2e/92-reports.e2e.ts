import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../server/test/pdf-text'
import {
  apiAs,
  baseUrl,
  closeDrawer,
  desktop,
  emailOf,
  ensureUsers,
  label,
  launchBrowser,
  owner,
  phone,
  pickOption,
  rolePassword,
  screenshot,
  stillPage,
} from './support'

/**
 * The owner reads the five reports: two Subarus bought through the API from one vendor (one sold to one
 * customer, one in stock), then SuperAdmin opens /reports, filters each tab down to them, and downloads
 * each as CSV and PDF: the CSV holds exactly the filtered rows, the PDF names them.
 */
let browser: Browser
const suffix = String(Date.now() % 100000)
const names = { vendor: `Nagoya Auction ${suffix}`, customer: `Wanjiku Mwangi ${suffix}` }
const chassis = { sold: `RPT${suffix}1`, stock: `RPT${suffix}2` }
const stockNo = { sold: '', stock: '' }

beforeAll(async () => {
  await ensureUsers()
  browser = await launchBrowser()
  const call = await apiAs(owner.email, owner.password)
  const ok = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBeLessThan(300)
    return (await res.json()) as { id: number; stockNo?: string }
  }
  await ok(
    await call('exchangerates', {
      method: 'POST',
      json: { currency: 'JPY', date: '2020-01-01', rate: '0.0067' },
    }),
  )
  const vendor = await ok(
    await call('vendor/addedit?Id=0', {
      method: 'POST',
      json: { name: names.vendor, type: 'auction', countryId: 1, currency: 'JPY' },
    }),
  )
  const station = await ok(
    await call('Station/AddStation', {
      method: 'POST',
      json: { name: `Nagoya Yard ${suffix}`, city: 'Nagoya', countryId: 1 },
    }),
  )
  const [firstName, lastName] = names.customer.split(/ (.*)/)
  const customer = await ok(
    await call('customer/addedit?Id=0', {
      method: 'POST',
      json: { firstName, lastName, email: `wanjiku${suffix}@kuruma.test`, countryId: 4, currency: 'USD' },
    }),
  )
  const buy = async (chassisNo: string, price: string) =>
    ok(
      await call('car/addedit?Id=0', {
        method: 'POST',
        form: {
          chassisNo,
          model: 'Subaru Forester',
          vendorId: String(vendor.id),
          purchaseDate: '2025-01-10',
          purchasePrice: price,
          stationId: String(station.id),
        },
      }),
    )
  const sold = await buy(chassis.sold, '1500000')
  const stock = await buy(chassis.stock, '900000')
  stockNo.sold = sold.stockNo ?? ''
  stockNo.stock = stock.stockNo ?? ''
  await ok(
    await call('car/sale', {
      method: 'POST',
      json: {
        carId: sold.id,
        customerId: customer.id,
        date: '2025-03-01',
        price: '14000',
        currency: 'USD',
        downPayment: '14000',
      },
    }),
  )
})
afterAll(() => browser?.close())

/** SuperAdmin signed in (notifications denied, as in the other journeys), on /reports afresh. */
const openReports = async (viewport: typeof desktop) => {
  const context = await browser.newContext({ viewport, acceptDownloads: true, baseURL: baseUrl() })
  const page = await context.newPage()
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' })
    Notification.requestPermission = async () => 'denied'
  })
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(emailOf('SuperAdmin'))
  await page.getByLabel('Password').fill(rolePassword)
  // The overdue alerts run once per signed-in tab, from the overdue list: once it has arrived, opening
  // the page afresh leaves them behind.
  const overdue = page.waitForResponse((r) => /PendingPaymentDetails.*overdue=true/.test(r.url()))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/dashboard')
  await overdue
  await page.goto('/reports')
  // On a phone the drawer opens over the page on every load.
  if (viewport.width < 600) await closeDrawer(page)
  await page.getByRole('tab', { name: 'By customer' }).waitFor()
  return page
}

/** Saves the file a download button gives and reads it. */
const download = async (page: Page, format: 'CSV' | 'PDF') => {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${format}` }).click(),
  ])
  const path = await file.path()
  return { name: file.suggestedFilename(), bytes: readFileSync(path) }
}

/** The CSV's data rows (without the header and the totals lines). */
const csvRows = (bytes: Buffer) =>
  parse(bytes, { bom: true })
    .slice(1)
    .filter((r) => r[0]?.startsWith('KR-'))

const search = (page: Page, text: string) =>
  page.getByRole('textbox', { name: 'Search stock no., chassis, model' }).fill(text)

/** Waits until the grid shows exactly these stock numbers. */
const gridShows = async (page: Page, expected: string[]) => {
  await expect
    .poll(async () =>
      (await page.locator('.MuiDataGrid-row').allTextContents()).map((t) => t.match(/KR-\d+/)?.[0]).sort(),
    )
    .toEqual([...expected].sort())
}

const checkFiles = async (page: Page, kind: string, expected: string[]) => {
  const csv = await download(page, 'CSV')
  expect(csv.name).toBe(`report-${kind}.csv`)
  const rows = csvRows(csv.bytes)
  expect(rows.map((r) => r[0]).sort()).toEqual([...expected].sort())
  expect(rows.every((r) => r[2]?.startsWith(`RPT${suffix}`))).toBe(true)
  const pdf = await download(page, 'PDF')
  expect(pdf.name).toBe(`report-${kind}.pdf`)
  const { text } = await pdfText(pdf.bytes)
  for (const s of expected) expect(text).toContain(s)
  expect(text).toContain('Subaru Forester')
}

/**
 * Opens a report's tab and waits until it is the selected one: the report below is mounted again for it,
 * and a filter clicked before that belongs to the report that is going away.
 */
const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click()
  await page.getByRole('tab', { name, selected: true }).waitFor()
}

describe('reports', () => {
  it('filters each report, downloads it as CSV and PDF, and fits 1366 px', async () => {
    const page = await openReports(desktop)

    // By customer: the customer picked, the sale-date range around the sale.
    await pickOption(page, 'Customer', names.customer)
    await page.getByLabel(label('Sold from')).fill('2025-03-01')
    await gridShows(page, [stockNo.sold])
    const row = page.locator('.MuiDataGrid-row').first()
    await expect.poll(() => row.textContent()).toContain('USD 14,000.00')
    await expect
      .poll(() => page.getByRole('region', { name: 'Totals' }).textContent())
      .toContain('All in USD')
    await stillPage(page)
    await screenshot(page, 'reports-by-customer-desktop')
    await checkFiles(page, 'bycustomer', [stockNo.sold])

    // By vendor: both of the vendor's vehicles.
    await openTab(page, 'By vendor')
    await pickOption(page, 'Vendor', names.vendor)
    await gridShows(page, [stockNo.sold, stockNo.stock])
    await checkFiles(page, 'byvendor', [stockNo.sold, stockNo.stock])

    // By purchase country: Japan, narrowed to this journey's chassis numbers.
    await openTab(page, 'By purchase country')
    await page.getByLabel(label('Country')).click()
    await page.getByRole('option', { name: /Japan/ }).click()
    await search(page, `RPT${suffix}`)
    await gridShows(page, [stockNo.sold, stockNo.stock])
    await checkFiles(page, 'bypurchasecountry', [stockNo.sold, stockNo.stock])

    // By sale country: sold where it stood, in Japan.
    await openTab(page, 'By sale country')
    await page.getByLabel(label('Country')).click()
    await page.getByRole('option', { name: /Japan/ }).click()
    await search(page, `RPT${suffix}`)
    await gridShows(page, [stockNo.sold])
    await checkFiles(page, 'bysalecountry', [stockNo.sold])

    // Availability: in stock only.
    await openTab(page, 'Availability')
    await page.getByLabel(label('Availability')).click()
    await page.getByRole('option', { name: 'In stock' }).click()
    await search(page, `RPT${suffix}`)
    await gridShows(page, [stockNo.stock])
    await checkFiles(page, 'byavailability', [stockNo.stock])
    await stillPage(page)
    await screenshot(page, 'reports-availability-desktop')
    expect(await sideways(page)).toEqual([])
    await page.context().close()
  }, 180_000)

  it('fits a 390 px phone', async () => {
    const page = await openReports(phone)
    await pickOption(page, 'Customer', names.customer)
    await gridShows(page, [stockNo.sold])
    await stillPage(page)
    await screenshot(page, 'reports-by-customer-phone')
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(wide).toBe(false)
    await page.context().close()
  }, 120_000)
})

/** What scrolls sideways: the page, or the grid. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const wide: string[] = []
    if (document.documentElement.scrollWidth > window.innerWidth)
      wide.push(`page ${document.documentElement.scrollWidth}px`)
    for (const el of document.querySelectorAll<HTMLElement>('.MuiDataGrid-virtualScroller'))
      if (el.scrollWidth > el.clientWidth + 1) wide.push(`grid ${el.scrollWidth}px in ${el.clientWidth}px`)
    return wide
  })
