import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuTitlesFor } from '../shared/menu'
import { messages } from '../shared/messages'
import { roles } from '../shared/roles'
import { startJourneyServer } from './server'
import {
  apiAs,
  desktop,
  emailOf,
  ensureUsers,
  label,
  launchBrowser,
  newPage,
  owner,
  phone,
  rolePassword,
  screenshot,
  signIn,
  stillPage,
} from './support'

const password = rolePassword

let browser: Browser
beforeAll(async () => {
  await ensureUsers()
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const menuItems = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).locator('a').allTextContents()

describe('first run', () => {
  // A server of its own with no user yet: on the shared one another journey may have signed up first.
  let fresh: Awaited<ReturnType<typeof startJourneyServer>> | undefined
  beforeAll(async () => {
    fresh = await startJourneyServer()
  }, 120_000)
  afterAll(() => fresh?.stop())

  it('offers the owner sign-up, creates the SuperAdmin and signs in', async () => {
    const page = await newPage(browser, desktop, fresh!.base)
    await page.goto('/')
    await page.waitForURL('**/login')
    await page.getByRole('link', { name: /Create the owner account/ }).waitFor()
    await screenshot(page, 'login-desktop')
    await page.getByRole('link', { name: /Create the owner account/ }).click()
    await page.waitForURL('**/register')
    await page.getByLabel('First name').fill('Kenji')
    await page.getByLabel('Last name').fill('Watanabe')
    await page.getByLabel('E-mail').fill(owner.email)
    await page.getByLabel('Country').click()
    await page.getByRole('option', { name: /Japan/ }).click()
    await page.getByLabel(label('Password')).fill(owner.password)
    await page.getByLabel('Confirm password').fill(owner.password)
    await screenshot(page, 'register-desktop')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL('**/dashboard')
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Dashboard' })
      .waitFor()
    await page
      .getByText(/Good (Morning|Afternoon|Evening|Night), Kenji/)
      .first()
      .waitFor()
    expect(await menuItems(page)).toEqual(menuTitlesFor('SuperAdmin'))
    await screenshot(page, 'shell-desktop')
    await page.context().close()
  })

  it('closes /register once a user exists', async () => {
    const page = await newPage(browser, desktop, fresh!.base)
    await page.goto('/register')
    await page.getByText('Accounts are created by an administrator').waitFor()
    await page.context().close()
  })
})

describe('roles', () => {
  it.each(roles)('%s sees exactly the menu its role allows', async (role) => {
    const page = await newPage(browser)
    await signIn(page, emailOf(role), password)
    expect(await menuItems(page)).toEqual(menuTitlesFor(role))
    await page.context().close()
  })

  it.each([
    ['Admin', '/user/listing'],
    ['AgentStock', '/customer/listing'],
    ['AgentSales', '/vendor/listing'],
    ['Accounts', '/staff/listing'],
  ] as const)('%s typing %s lands on /', async (role, path) => {
    const page = await newPage(browser)
    await signIn(page, emailOf(role), password)
    await page.goto(path)
    await page.waitForURL((url) => url.pathname === '/')
    await page.context().close()
  })

  it('a signed-in user opening /login goes to /', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('Accounts'), password)
    await page.goto('/login')
    await page.waitForURL((url) => url.pathname === '/')
    await page.reload()
    await page.getByText(/Signed in as Accounts/).waitFor()
    await page.context().close()
  })
})

describe('sign-in and sign-out', () => {
  it('a wrong password shows the sign-in error dialog', async () => {
    const page = await newPage(browser)
    await page.goto('/login')
    await page.getByLabel('E-mail').fill(emailOf('Admin'))
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText(messages.session.unauthorizedTitle).waitFor()
    await dialog.getByText(messages.session.invalidCredentials).waitFor()
    await page.context().close()
  })

  /** What the page keeps in localStorage. */
  const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage))

  it('logout clears storage, shows the message and returns to /login', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('AgentSales'), password)
    const before = (await storedKeys(page)).sort()
    // The marker, the token and the userId, and the role the next load's first page asks for its data as.
    expect(before).toEqual(['kuruma_session', 'rl_kuruma_auth', 'tk_kuruma_auth', 'uid_kuruma_auth'])
    const stored = await page.evaluate(() => [
      localStorage.getItem('tk_kuruma_auth'),
      localStorage.getItem('rl_kuruma_auth'),
    ])
    expect(stored[0]).not.toMatch(/^ey/)
    expect(stored[1]).not.toContain('AgentSales')
    await page.getByRole('button', { name: 'Profile menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await page.getByText(messages.session.loggedOut).waitFor()
    await page.waitForURL('**/login')
    await page.waitForLoadState('load')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(await storedKeys(page)).toEqual([])
    await page.context().close()
  })

  it('restoring a session: no stored userId, or a profile answering 401, clears storage and goes to /login', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('Admin'), password)
    await page.evaluate(() => localStorage.removeItem('uid_kuruma_auth'))
    await page.reload()
    await page.waitForURL('**/login')
    expect(await storedKeys(page)).toEqual([])

    const call = await apiAs(owner.email, owner.password)
    const gone = 'gone@kuruma.test'
    const made = await call('Auth/register', {
      method: 'POST',
      json: {
        firstName: 'Gone',
        lastName: 'Soon',
        email: gone,
        countryId: 1,
        role: 'Accounts',
        password,
        confirmPassword: password,
      },
    })
    const { userId } = (await made.json()) as { userId: number }
    await signIn(page, gone, password)
    expect((await call('users/delete', { method: 'POST', json: { UserId: userId } })).status).toBe(200)
    await page.reload()
    await page.waitForURL('**/login')
    expect(await storedKeys(page)).toEqual([])
    await page.context().close()
  })

  it('change password, then sign in with the new one', async () => {
    // A user of its own: the role users' passwords must stay as they are for the other journeys.
    const call = await apiAs(owner.email, owner.password)
    const changer = 'changer@kuruma.test'
    const made = await call('Auth/register', {
      method: 'POST',
      json: {
        firstName: 'Chang',
        lastName: 'Er',
        email: changer,
        countryId: 1,
        role: 'AgentStock',
        password,
        confirmPassword: password,
      },
    })
    expect(made.status).toBe(201)
    const page = await newPage(browser)
    await signIn(page, changer, password)
    await page.getByRole('button', { name: 'Profile menu' }).click()
    await page.getByRole('menuitem', { name: 'Change Password' }).click()
    await page.waitForURL('**/changePassword')
    await page.getByLabel('Current password').fill('wrong current password')
    await page.getByLabel(label('New password')).fill('a brand new passphrase')
    await page.getByLabel('Confirm new password').fill('a brand new passphrase')
    await page.getByRole('button', { name: 'Update password' }).click()
    // Under the field it is about, once: no popup repeats it.
    await page.getByText(messages.session.currentPasswordIncorrect).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.getByLabel('Current password').fill(password)
    await page.getByRole('button', { name: 'Update password' }).click()
    await page.getByText(messages.session.passwordUpdated).waitFor()
    await page.waitForURL('**/dashboard')
    await page.reload()
    await page.getByText(/Signed in as AgentStock/).waitFor()
    await page.context().close()
    const again = await newPage(browser)
    await signIn(again, changer, 'a brand new passphrase')
    await again.context().close()
  })
})

describe('users', () => {
  it('adds a user, then deletes it (No keeps it, Yes removes it)', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('MainAdmin'), password)
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Roles' }).click()
    await page.waitForURL('**/user/listing')
    await page.getByRole('link', { name: 'Add user' }).click()
    await page.getByLabel('First name').fill('Temp')
    await page.getByLabel('Last name').fill('Person')
    await page.getByLabel('E-mail').fill('temp.person@kuruma.test')
    await page.getByLabel('Country').click()
    await page.getByRole('option', { name: /Kenya/ }).click()
    await page.getByLabel('Role').click()
    await page.getByRole('option', { name: 'Accounts' }).click()
    await page.getByLabel(label('Password')).fill('temporary passphrase')
    await page.getByLabel('Confirm password').fill('temporary passphrase')
    await screenshot(page, 'user-add-desktop')
    await page.getByRole('button', { name: 'Add user' }).click()
    await page.getByText(messages.users.added).waitFor()
    await page.waitForURL('**/user/listing')
    const row = page.getByRole('row', { name: /temp\.person@kuruma\.test/ })
    await row.waitFor()
    await screenshot(page, 'user-listing-desktop')

    await row.getByRole('button', { name: /Delete/ }).click()
    await page.getByRole('dialog').getByText(messages.users.deleteConfirm).waitFor()
    await page.getByRole('button', { name: 'No' }).click()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await stillPage(page)
    expect(await row.count()).toBe(1)

    await row.getByRole('button', { name: /Delete/ }).click()
    await page.getByRole('button', { name: 'Yes' }).click()
    await page.getByText(messages.users.deleted).waitFor()
    await row.waitFor({ state: 'detached' })
    await page.context().close()
  })
})

describe('layout', () => {
  it('on a 390 px screen the drawer is temporary and closes after a click', async () => {
    const page = await newPage(browser, phone)
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    await screenshot(page, 'login-phone')
    await signIn(page, emailOf('SuperAdmin'), password)
    await screenshot(page, 'shell-phone-menu-open')
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Roles' }).click()
    await page.waitForURL('**/user/listing')
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'hidden' })
    await screenshot(page, 'shell-phone')
    await page.context().close()
  })

  it('on a wide screen the drawer stays open after a click and marks the selected item', async () => {
    const page = await newPage(browser, desktop)
    await signIn(page, emailOf('SuperAdmin'), password)
    const nav = page.getByRole('navigation', { name: 'Main menu' })
    await nav.getByRole('link', { name: 'Roles' }).click()
    await page.waitForURL('**/user/listing')
    await expect(nav.isVisible()).resolves.toBe(true)
    await nav.locator('a.Mui-selected', { hasText: 'Roles' }).waitFor()
    expect(await nav.locator('a.Mui-selected').count()).toBe(1)
    await page.context().close()
  })
})
