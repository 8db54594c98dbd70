import { mkdirSync } from 'node:fs'
import { type Browser, chromium, type Locator, type Page } from 'playwright-core'
import { expect, inject } from 'vitest'

export const baseUrl = () => inject('baseUrl')
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const artifacts = 'e2e/artifacts'

export const launchBrowser = () =>
  chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })

export const desktop = { width: 1366, height: 850 }
export const phone = { width: 390, height: 844 }

/** A page in a context of its own, on the shared journey server unless `base` names another. */
export const newPage = async (browser: Browser, viewport = desktop, base = baseUrl()) => {
  const context = await browser.newContext({ viewport, baseURL: base })
  const page = await context.newPage()
  // A journey that moves on from a half-filled form by address means to leave it: the browser's
  // "leave this page?" is answered yes (other dialogs are dismissed, as Playwright does by default).
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()))
  return page
}

/** Keeps a full-page picture; one taken at phone width also checks that nothing scrolls sideways. */
export const screenshot = async (page: Page, name: string) => {
  mkdirSync(artifacts, { recursive: true })
  await page.screenshot({ path: `${artifacts}/${name}.png`, fullPage: true })
  const width = page.viewportSize()?.width ?? desktop.width
  if (width > phone.width) return
  const wide = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(wide, `${name}: the page is ${wide} px wide on a ${width} px screen`).toBeLessThanOrEqual(width)
}

export const demoPassword = 'Kuruma-demo1'

/** Signs in through the login form and waits for the dashboard. */
export const signIn = async (page: Page, email: string, password = demoPassword) => {
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/dashboard')
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).waitFor()
  // A sign-in lands on /dashboard and stays there.
  if (new URL(page.url()).pathname !== '/dashboard') throw new Error(`signed in at ${page.url()}`)
}

/** API call as a signed-in user, for setting up data the journey does not exercise. */
export const apiAs = async (email: string, password = demoPassword) => {
  const res = await fetch(`${baseUrl()}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`)
  const { token } = (await res.json()) as { token: string }
  return (path: string, init: { method?: string; json?: unknown; form?: Record<string, string> } = {}) => {
    const form = init.form && new FormData()
    for (const [k, v] of Object.entries(init.form ?? {})) form?.append(k, v)
    return fetch(`${baseUrl()}/api/${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.json ? { 'content-type': 'application/json' } : {}),
      },
      body: form ?? (init.json ? JSON.stringify(init.json) : undefined),
    })
  }
}

/** A set-up call's answer, refused when the call failed (the body says why): the record's id. */
export const okId = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBeLessThan(300)
  return (await res.json()) as { id: number }
}

/** The owner and one user per role, the same for every journey file (the first to run creates them). */
export const owner = { email: 'owner@kuruma.test', password: 'owner passphrase 1' }
export const rolePassword = 'role passphrase 1'
export const emailOf = (role: string) => `${role.toLowerCase()}@kuruma.test`

/** Makes sure the owner and the six role users exist (journey files run in any order, or alone). */
export const ensureUsers = async () => {
  const state = (await (await fetch(`${baseUrl()}/api/Auth/registration`)).json()) as { open: boolean }
  if (state.open) {
    await fetch(`${baseUrl()}/api/Auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Kenji',
        lastName: 'Watanabe',
        email: owner.email,
        countryId: 1,
        password: owner.password,
        confirmPassword: owner.password,
      }),
    })
  }
  const call = await apiAs(owner.email, owner.password)
  for (const role of ['SuperAdmin', 'MainAdmin', 'Admin', 'AgentStock', 'AgentSales', 'Accounts']) {
    const res = await call('Auth/register', {
      method: 'POST',
      json: {
        firstName: role,
        lastName: 'Staff',
        email: emailOf(role),
        countryId: 1,
        role,
        password: rolePassword,
        confirmPassword: rolePassword,
      },
    })
    if (res.status !== 201 && res.status !== 409) throw new Error(`creating ${role}: ${res.status}`)
  }
}

/** Waits until nothing on the page is moving (MUI's menus, dialogs and drawers animate in and out). */
export const stillPage = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))

/** On a narrow screen the drawer opens over the page on every load; close it to use the page. */
export const closeDrawer = async (page: Page) => {
  const nav = page.getByRole('navigation', { name: 'Main menu' })
  await nav.waitFor()
  // Escape reaches the drawer only once its focus trap holds focus, which can lag the opening.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Escape')
    if (
      await nav.waitFor({ state: 'hidden', timeout: 1000 }).then(
        () => true,
        () => false,
      )
    )
      return
  }
  throw new Error('the drawer would not close')
}

/**
 * Fills a field of a form that has just mounted. A robot can type between React's commit and the
 * form library's subscription (a human cannot), so fill until the value sticks.
 */
export const fillSettled = async (field: Locator, value: string) => {
  for (let i = 0; i < 20; i++) {
    await field.fill(value)
    await new Promise((r) => setTimeout(r, 50))
    if ((await field.inputValue()) === value) return
  }
  throw new Error(`the field would not keep "${value}"`)
}

/** A 1×1 PNG: enough for the server to check it and make a thumbnail. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** A field's exact label, with or without the required marker (" *") forms add to required fields. */
export const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`)

/** Picks an option of a server-searched picker by typing part of its label. */
export const pickOption = async (page: Page, name: string, text: string) => {
  await page.getByLabel(label(name)).fill(text)
  await page.getByRole('option', { name: new RegExp(text) }).click()
}

type NewVehicle = {
  chassisNo: string
  model: string
  vendor: string
  station: string
  price?: string
  photos?: number
}

/** Buys a vehicle through the form (¥1,500,000 unless said) and lands on the list, as staff do. */
export const addVehicle = async (page: Page, v: NewVehicle) => {
  await page.goto('/vehicles/add')
  await page.getByLabel('Chassis number').waitFor()
  await fillSettled(page.getByLabel('Chassis number'), v.chassisNo)
  await page.getByLabel(label('Model')).fill(v.model)
  await page.getByLabel('Year').fill('2019')
  await page.getByLabel('Colour').fill('Pearl White')
  await pickOption(page, 'Vendor', v.vendor)
  await page.getByLabel('Purchase price').fill(v.price ?? '1500000')
  await pickOption(page, 'Station', v.station)
  await page.getByLabel('Where it is now').fill('Auction yard')
  if (v.photos) {
    const files = Array.from({ length: v.photos }, (_, i) => ({
      name: `p${i}.png`,
      mimeType: 'image/png',
      buffer: tinyPng,
    }))
    await page.getByLabel('Photos').setInputFiles(files)
    await page.getByAltText(`Photo ${v.photos}`).waitFor()
  }
  await page.getByRole('button', { name: 'Add vehicle' }).click()
  await page.getByText('Vehicles Added Successfully').waitFor()
  await page.waitForURL('**/vehicles/listing')
}
