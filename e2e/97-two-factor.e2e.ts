import { generateSync } from 'otplib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../shared/messages'
import { twoFactorMessages } from '../shared/two-factor'
import {
  apiAs,
  closeDrawer,
  ensureUsers,
  launchBrowser,
  newPage,
  owner,
  phone,
  rolePassword,
  screenshot,
  signIn,
  stillPage,
} from './support'

/**
 * Two-factor sign-in: a user of their own (no other journey signs in with it) turns it on from the
 * profile menu and signs in with a code the test computes as an authenticator app would; an owner
 * resets it from the users list; the user signs in with the password alone, sets it up again on a
 * phone and signs in with a recovery code. Settings are left as they were (no role required).
 */
let browser: Browser
const email = `two-factor-${Date.now() % 100000}@kuruma.test`
let recoveryCodes: string[] = []

/** The authenticator app's code, `stepsAhead` 30 s steps from now (each code signs in once). */
const code = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

beforeAll(async () => {
  await ensureUsers()
  browser = await launchBrowser()
  const call = await apiAs(owner.email, owner.password)
  const res = await call('Auth/register', {
    method: 'POST',
    json: {
      firstName: 'Mariko',
      lastName: 'Sato',
      email,
      countryId: 1,
      role: 'Accounts',
      password: rolePassword,
      confirmPassword: rolePassword,
    },
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const policy = await (await call('settings/two-factor')).json()
  expect(policy).toEqual({ roles: [] })
})
afterAll(() => browser?.close())

const openFromProfileMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Profile menu' }).click()
  await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click()
  await page.waitForURL('**/two-factor')
}

/** Sets it up on the open /two-factor page; returns the secret as the page shows it. */
const enrol = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  const key = page.getByTestId('two-factor-secret')
  await key.waitFor()
  await page.getByRole('img', { name: 'QR code for an authenticator app' }).waitFor()
  const secret = (await key.getAttribute('data-secret'))!
  expect((await key.innerText()).replace(/\s/g, '')).toBe(secret)
  await stillPage(page)
  await screenshot(page, `97-two-factor-enrol-${name}`)
  await page.getByLabel('Code from the app').fill(code(secret))
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  const list = page.getByRole('list', { name: 'Recovery codes' })
  await list.waitFor()
  recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim())
  expect(recoveryCodes).toHaveLength(10)
  await screenshot(page, `97-two-factor-codes-${name}`)
  await page.getByRole('button', { name: 'Done' }).click()
  await page.waitForURL('**/dashboard')
  return secret
}

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Profile menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await page.getByText(messages.session.loggedOut).waitFor()
  await page.waitForURL('**/login')
  await page.getByRole('button', { name: 'Sign in' }).waitFor()
}

/** The password step, which now leads to the second step's own screen. */
const passwordStep = async (page: Page) => {
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(rolePassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/login/verify')
}

const atDashboard = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).waitFor()

describe('two-factor sign-in', () => {
  it('is turned on from the profile menu, and then signing in asks for the code', async () => {
    const page = await newPage(browser)
    await signIn(page, email, rolePassword)
    await openFromProfileMenu(page)
    const secret = await enrol(page, 'desktop')
    await openFromProfileMenu(page)
    await page.getByText(/10 of 10 recovery codes left/).waitFor()
    await signOut(page)

    await passwordStep(page)
    const field = page.getByLabel('6-digit code')
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code')
    expect(await field.getAttribute('inputmode')).toBe('numeric')
    await screenshot(page, '97-two-factor-verify-desktop')
    // The code that turned it on is spent; a wrong one is said so under the field.
    await field.fill(code(secret, 5))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.getByText(twoFactorMessages.wrongCode).first().waitFor()
    await field.fill(code(secret, 1))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL('**/dashboard')
    await atDashboard(page)
    await page.context().close()
  })

  it('an owner resets it from the users list; the user signs in with the password, sets it up again on a phone, and uses a recovery code', async () => {
    const admin = await newPage(browser)
    await signIn(admin, owner.email, owner.password)
    await admin.goto('/user/listing')
    await admin.getByRole('textbox', { name: 'Search name or e-mail' }).fill(email)
    const reset = admin.getByRole('button', { name: `Reset two-factor of ${email}` })
    await reset.click()
    await admin.getByText(twoFactorMessages.resetConfirm).waitFor()
    await stillPage(admin)
    await screenshot(admin, '97-two-factor-reset-desktop')
    await admin.getByRole('button', { name: 'Yes' }).click()
    await admin.getByText(twoFactorMessages.reset).waitFor()
    await reset.waitFor({ state: 'detached' })
    await admin.context().close()

    const page = await newPage(browser, phone)
    await signIn(page, email, rolePassword)
    await closeDrawer(page)
    await openFromProfileMenu(page)
    await enrol(page, 'phone')
    await signOut(page)

    await passwordStep(page)
    await screenshot(page, '97-two-factor-verify-phone')
    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!)
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL('**/dashboard')
    await closeDrawer(page)
    await openFromProfileMenu(page)
    await page.getByText(/9 of 10 recovery codes left/).waitFor()
    await stillPage(page)
    await screenshot(page, '97-two-factor-status-phone')
    await page.context().close()
  })
})
