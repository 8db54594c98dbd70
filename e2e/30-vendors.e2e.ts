import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../shared/messages'
import {
  baseUrl,
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

const m = messages.vendors

/** A picture (a logo) and a business card, drawn as PNGs so the screenshots show real images. */
const drawn = (width: number, height: number, body: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`),
  )
    .png()
    .toBuffer()
const logo = (initials: string, colour: string) =>
  drawn(
    240,
    240,
    `<rect width="240" height="240" rx="36" fill="${colour}"/><text x="120" y="150" font-size="88" font-family="sans-serif" font-weight="bold" fill="#fff" text-anchor="middle">${initials}</text>`,
  )
const card = (name: string, line: string) =>
  drawn(
    420,
    240,
    `<rect width="420" height="240" rx="14" fill="#fdfaf3" stroke="#1e3a5f" stroke-width="4"/><rect width="420" height="46" rx="14" fill="#1e3a5f"/><text x="24" y="110" font-size="30" font-family="sans-serif" font-weight="bold" fill="#1e3a5f">${name}</text><text x="24" y="150" font-size="18" font-family="sans-serif" fill="#444">${line}</text><text x="24" y="205" font-size="16" font-family="sans-serif" fill="#666">Member No. 2207 · Valid 2027</text>`,
  )

/** A screenshot once the drawer and menus have finished moving. */
const settledShot = async (page: Page, name: string) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  await screenshot(page, name)
}

/** Adds a vendor with its picture and card through the API, as multipart like the web app sends. */
const addVendor = async (fields: Record<string, string>, files: Record<string, Buffer>) => {
  const login = await fetch(`${baseUrl()}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: emailOf('MainAdmin'), password: rolePassword }),
  })
  const { token } = (await login.json()) as { token: string }
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const [k, v] of Object.entries(files))
    form.append(k, new Blob([new Uint8Array(v)], { type: 'image/png' }), `${k}.png`)
  const res = await fetch(`${baseUrl()}/api/vendor/addedit?Id=0`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: number }).id
}

const choose = async (page: Page, label: string, option: RegExp) => {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option }).click()
  await page.locator('.MuiPopover-root').waitFor({ state: 'detached', timeout: 5000 })
}

describe('vendors', () => {
  it('adds, edits and deletes a vendor through the UI', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('Admin'), rolePassword)
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'All Vendors' })
      .click()
    await page.waitForURL('**/vendor/listing')
    await page.getByRole('link', { name: 'Add vendor' }).click()
    await page.waitForURL('**/vendor/add')
    await fillSettled(page.getByLabel('Vendor name'), 'USS Nagoya')
    await choose(page, 'Type', /Auction house/)
    await choose(page, 'Country', /Japan/)
    expect(await page.getByRole('combobox', { name: 'Currency' }).textContent()).toContain('JPY')
    await page.getByLabel('Registration no.').fill('USS-NG-4410')
    await page.getByLabel('Advance').fill('750000')
    await page.getByLabel('Contact number').fill('052-612-3456')
    await page.getByLabel('E-mail').fill('desk@uss-nagoya.test')
    await page.getByRole('textbox', { name: 'City' }).fill('Tokai')
    await page.getByLabel('Notes').fill('Saturday auction')
    const picture = await logo('USS', '#8e1b2e')
    await page
      .getByLabel('Picture')
      .setInputFiles({ name: 'uss.png', mimeType: 'image/png', buffer: picture })
    const idCard = await card('USS Nagoya', 'Member services desk')
    await page
      .getByLabel('ID / business card')
      .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: idCard })
    await settledShot(page, 'vendor-form-desktop')
    await page.getByRole('button', { name: 'Add vendor' }).click()
    await page.getByText(m.added).waitFor()
    await page.waitForURL('**/vendor/listing')
    // Exactly this name: other journeys add vendors named "USS Nagoya <number>".
    const row = page.getByRole('row').filter({ has: page.getByText('USS Nagoya', { exact: true }) })
    await row.waitFor()
    const text = await row.textContent()
    expect(text).toContain('Japan')
    expect(text).toContain('JPY 750,000')
    expect(await row.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/81526123456',
    )
    await settledShot(page, 'vendor-listing-desktop')

    await page.goBack()
    await page.waitForURL('**/vendor/listing')
    expect(new URL(page.url()).pathname).toBe('/vendor/listing')

    await row.getByRole('link', { name: /^Edit/ }).click()
    await page.waitForURL(/\/vendor\/edit\/\d+$/)
    await fillSettled(page.getByRole('textbox', { name: 'City' }), 'Komaki')
    await page.getByRole('button', { name: 'Update vendor' }).click()
    await page.getByText(m.updated).waitFor()
    await page.waitForURL('**/vendor/listing')
    await page.getByRole('row', { name: /Komaki/ }).waitFor()
    await page.goBack()
    expect(new URL(page.url()).pathname).not.toMatch(/\/vendor\/edit\//)
    await page.goForward()
    await page.waitForURL('**/vendor/listing')

    await row.getByRole('button', { name: /^Delete/ }).click()
    await page.getByRole('dialog').getByText(m.deleteConfirm).waitFor()
    await page.getByRole('button', { name: 'No' }).click()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await stillPage(page)
    expect(await row.count()).toBe(1)
    await row.getByRole('button', { name: /^Delete/ }).click()
    await page.getByRole('button', { name: 'Yes' }).click()
    await page.getByRole('dialog').getByText(m.deleted).waitFor()
    await page.getByRole('dialog').getByText(messages.common.deletedTitle).waitFor()
    await page.getByRole('button', { name: 'OK' }).click()
    await row.waitFor({ state: 'detached' })
    await page.context().close()
  })

  it('shows details and profile with contact actions; a refused picture shows its error', async () => {
    const id = await addVendor(
      {
        name: 'TAA Kinki',
        type: 'auction',
        countryId: '1',
        registrationNo: 'TAA-KK-2207',
        phone: '0721-55-1234',
        email: 'kinki@taa.test',
        city: 'Habikino',
        address: '3-1 Higashiyama, Osaka',
        advance: '1200000',
        notes: 'Toyota dealers auction.\nPayment within 5 working days.',
      },
      {
        imageFile: await logo('TAA', '#1e6b52'),
        idCardFile: await card('TAA Kinki', 'Toyota Auto Auction · Habikino'),
      },
    )
    const page = await newPage(browser)
    await signIn(page, emailOf('AgentStock'), rolePassword)
    await page.goto(`/vendor/details/${id}`)
    await page.getByRole('heading', { name: 'TAA Kinki' }).waitFor()
    expect(await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/81721551234',
    )
    expect(await page.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+81721551234')
    expect(await page.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toBe(
      'mailto:kinki@taa.test',
    )
    await page.getByText('JPY 1,200,000').waitFor()
    const idCard = page.getByRole('img', { name: 'ID or business card of TAA Kinki' })
    await idCard.waitFor()
    await page.waitForFunction(() =>
      [...document.images].every((img) => img.complete && img.naturalWidth > 0),
    )
    expect(await idCard.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(420)
    await settledShot(page, 'vendor-details-desktop')
    await page.getByRole('link', { name: 'Profile' }).click()
    await page.waitForURL(`**/vendor/profile/${id}`)
    await page.getByRole('article', { name: 'Vendor profile' }).getByText('TAA-KK-2207').waitFor()
    await settledShot(page, 'vendor-profile-desktop')

    await page.getByRole('link', { name: 'Edit' }).click()
    await page.waitForURL(`**/vendor/edit/${id}`)
    await page.getByLabel('Picture').setInputFiles({
      name: 'virus.png',
      mimeType: 'image/png',
      buffer: Buffer.from('MZ this is not an image'),
    })
    await page.getByRole('button', { name: 'Update vendor' }).click()
    // The refusal shows once, under the picture it is about; no popup repeats it.
    await page.getByText(/must be PNG, JPEG, WEBP/).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe(`/vendor/edit/${id}`)
    await page.context().close()
  })

  it('keeps AgentSales out of the vendor area', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('AgentSales'), rolePassword)
    await page.goto('/vendor/listing')
    await page.waitForURL((url) => url.pathname === '/')
    await page.context().close()
  })

  it('looks right on a 390 px screen', async () => {
    const page = await newPage(browser, phone)
    await signIn(page, emailOf('Accounts'), rolePassword)
    await page.goto('/vendor/listing')
    await closeDrawer(page)
    await page.getByRole('row', { name: /TAA Kinki/ }).waitFor()
    await settledShot(page, 'vendor-listing-phone')
    await page
      .getByRole('row', { name: /TAA Kinki/ })
      .getByRole('link', { name: 'TAA Kinki', exact: true })
      .click()
    await page.getByRole('heading', { name: 'TAA Kinki' }).waitFor()
    await settledShot(page, 'vendor-details-phone')
    const id = page.url().split('/').pop()
    await page.goto(`/vendor/profile/${id}`)
    await closeDrawer(page)
    await page.getByRole('article', { name: 'Vendor profile' }).waitFor()
    await settledShot(page, 'vendor-profile-phone')
    await page.goto('/vendor/add')
    await closeDrawer(page)
    await page.getByLabel('Vendor name').waitFor()
    await settledShot(page, 'vendor-form-phone')
    await page.context().close()
  })
})
