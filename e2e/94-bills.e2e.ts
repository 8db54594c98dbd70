import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../server/test/pdf-text'
import { startSmtp } from '../server/test/smtp'
import { startJourneyServer } from './server'
import {
  closeDrawer,
  desktop,
  label,
  launchBrowser,
  owner,
  phone,
  pickOption,
  screenshot,
  signIn,
  stillPage,
} from './support'

/**
 * The bill book, issued, printed and e-mailed through the browser. The shared journey server sends
 * e-mail to a folder, so this journey starts its own server (same build, fresh embedded database)
 * wired to a test SMTP server, to see the bill arrive with its PDF attached.
 */
let browser: Browser
let smtp: Awaited<ReturnType<typeof startSmtp>>
let server: Awaited<ReturnType<typeof startJourneyServer>> | undefined
let base: string

const call = async (path: string, init: { method?: string; json?: unknown; token?: string } = {}) => {
  const res = await fetch(`${base}/api/${path}`, {
    method: init.method ?? (init.json ? 'POST' : 'GET'),
    headers: {
      ...(init.json ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.json ? JSON.stringify(init.json) : undefined,
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.json()
}

beforeAll(async () => {
  smtp = await startSmtp()
  server = await startJourneyServer({ smtpUrl: smtp.url })
  base = server.base
  await call('Auth/register', {
    json: {
      firstName: 'Kenji',
      lastName: 'Watanabe',
      email: owner.email,
      countryId: 1,
      password: owner.password,
      confirmPassword: owner.password,
    },
  })
  const { token } = await call('Auth/login', { json: { email: owner.email, password: owner.password } })
  await call('settings', {
    method: 'PUT',
    token,
    json: {
      name: 'Sakura Motors Yokohama',
      address: '2-3-1 Minatomirai, Yokohama',
      bankDetails: 'MUFG Bank Yokohama 1234567',
    },
  })
  await call('customer/addedit?Id=0', {
    token,
    json: {
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      email: 'wanjiru@buyer.test',
      countryId: 1,
      currency: 'USD',
      tradeTerm: 'CIF',
    },
  })
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await smtp?.close()
})

const open = async (viewport = desktop) => {
  const context = await browser.newContext({ viewport, baseURL: base, acceptDownloads: true })
  const page = await context.newPage()
  await signIn(page, owner.email, owner.password)
  return page
}

const fillLine = async (page: Page, n: number, description: string, quantity: string, price: string) => {
  const line = page.getByRole('group', { name: `Line ${n}` })
  await line.getByLabel(label('Description')).fill(description)
  await line.getByLabel(label('Quantity')).fill(quantity)
  await line.getByLabel(label('Unit price')).fill(price)
}

let billPath = ''
let billNumber = ''

describe('bill book', () => {
  it('issues a bill with three lines, shows its total, opens its PDF and e-mails it with the PDF', async () => {
    const page = await open()
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bill Book' }).click()
    await page.getByRole('heading', { name: 'Bill Book' }).waitFor()
    await page.getByRole('link', { name: 'New bill' }).click()
    await page.getByRole('heading', { name: 'New bill' }).waitFor()
    await pickOption(page, 'Customer', 'Wanjiru')
    await expect.poll(() => page.getByLabel(label('Trade term')).textContent()).toBe('CIF')
    await fillLine(page, 1, 'Toyota Prius S 2015, chassis ZVW30-1234567', '1', '9800')
    await page.getByRole('button', { name: 'Add line' }).click()
    await fillLine(page, 2, 'Ocean freight Yokohama to Mombasa', '1', '1,450')
    await page.getByRole('button', { name: 'Add line' }).click()
    await fillLine(page, 3, 'Export inspection', '2.5', '10.01')
    await page.getByLabel('Line 3 total').getByText('USD 25.03').waitFor()
    await page.getByLabel('Bill total').getByText('Total USD 11,275.03').waitFor()
    await stillPage(page)
    await screenshot(page, 'bill-new-desktop')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366)
    await page.getByRole('button', { name: 'Issue bill' }).click()

    await page.waitForURL(/\/bill-book\/\d+$/)
    billPath = new URL(page.url()).pathname
    const heading = await page.getByRole('heading', { name: /^Bill INV-\d{4}-\d{6}$/ }).textContent()
    billNumber = heading!.replace('Bill ', '')
    await page.getByLabel('Bill total').getByText('USD 11,275.03').waitFor()
    await page.getByRole('table', { name: 'Bill lines' }).getByText('Export inspection').waitFor()

    // Open PDF opens it in a new tab; Download saves it under the bill's number.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Open PDF' }).click(),
    ])
    expect(popup.url()).toMatch(/^blob:/)
    await popup.close()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`${billNumber}.pdf`)
    const { text } = await pdfText(readFileSync((await download.path())!))
    for (const expected of ['Sakura Motors Yokohama', billNumber, 'Ocean freight Yokohama', 'USD 11,275.03'])
      expect(text).toContain(expected)

    await page.getByRole('button', { name: 'E-mail' }).click()
    const dialog = page.getByRole('dialog', { name: `E-mail ${billNumber}` })
    await expect.poll(() => dialog.getByLabel(label('E-mail')).inputValue()).toBe('wanjiru@buyer.test')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Bill queued for e-mail to wanjiru@buyer.test').waitFor()
    await expect
      .poll(() => smtp.received.some((m) => m.to === 'wanjiru@buyer.test'), { timeout: 20_000 })
      .toBe(true)
    const mail = smtp.received.find((m) => m.to === 'wanjiru@buyer.test')!
    expect(mail.subject).toBe(`Invoice ${billNumber} — Sakura Motors Yokohama`)
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${billNumber}.pdf`, 'application/pdf'],
    ])
    expect((await pdfText(mail.attachments[0]!.content)).text).toContain('USD 11,275.03')
    await stillPage(page)
    await screenshot(page, 'bill-details-desktop')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366)

    await page.goto('/bill-book')
    await page.getByRole('grid').getByText(billNumber).waitFor()
    await page.getByRole('grid').getByText('USD 11,275.03').waitFor()
    await stillPage(page)
    await screenshot(page, 'bill-book-desktop')

    // The letterhead the PDF printed is the one on the Settings page (Users → Settings).
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click()
    await expect
      .poll(() => page.getByLabel(label('Business name')).inputValue())
      .toBe('Sakura Motors Yokohama')
    await stillPage(page)
    await screenshot(page, 'settings-desktop')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366)
    await page.context().close()
  })

  it('fits a phone: the list, the form and the bill; voiding keeps the number', async () => {
    const page = await open(phone)
    await page.goto('/bill-book')
    await closeDrawer(page)
    await page.getByRole('grid').getByText(billNumber).waitFor()
    await stillPage(page)
    await screenshot(page, 'bill-book-phone')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await page.goto('/bill-book/new')
    await closeDrawer(page)
    await page.getByRole('group', { name: 'Line 1' }).waitFor()
    await fillLine(page, 1, 'Toyota Hiace 2017', '2', '11800')
    await page.getByLabel('Bill total').getByText('Total USD 23,600.00').waitFor()
    await stillPage(page)
    await screenshot(page, 'bill-new-phone')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await page.goto(billPath)
    await closeDrawer(page)
    await page.getByLabel('Bill total').getByText('USD 11,275.03').waitFor()
    await page.getByRole('button', { name: 'Void' }).click()
    const dialog = page.getByRole('dialog', { name: `Void ${billNumber}?` })
    await dialog.getByLabel(label('Reason')).fill('Wrong freight')
    await dialog.getByRole('button', { name: 'Void bill' }).click()
    await page.getByText(`Void: Wrong freight. The number ${billNumber} is not used again.`).waitFor()
    await stillPage(page)
    await screenshot(page, 'bill-details-phone')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await page.goto('/settings')
    await closeDrawer(page)
    await expect
      .poll(() => page.getByLabel(label('Business name')).inputValue())
      .toBe('Sakura Motors Yokohama')
    await stillPage(page)
    await screenshot(page, 'settings-phone')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.context().close()
  })
})
