import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../shared/messages'
import { startJourneyServer } from './server'
import { closeDrawer, desktop, launchBrowser, phone, screenshot, stillPage } from './support'

/**
 * Every route of the product, as SuperAdmin on the demo business (`npm run demo`'s data, in a server of
 * its own): no page is wider than the screen at 1366 and 390 px, and at 1366 px no table scrolls
 * sideways either. A screenshot of each at both widths goes to e2e/artifacts/route-*.png.
 */
let demo: Awaited<ReturnType<typeof startJourneyServer>> | undefined
let browser: Browser
let base = ''
type Ids = {
  vehicle: number
  vendor: number
  customer: number
  staff: number
  category: number
  station: number
  user: number
  bill: number
}
const demoIds: Ids = {
  vehicle: 0,
  vendor: 0,
  customer: 0,
  staff: 0,
  category: 0,
  station: 0,
  user: 0,
  bill: 0,
}

const login = { email: 'superadmin@demo.kuruma', password: 'Kuruma-demo1' }

/** The first record of each list as a user reads it (0 where the user may not read the list). */
const firstIds = async (token: string, userId: number): Promise<Ids> => {
  const first = async (path: string) => {
    const r = await fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${token}` } })
    if (!r.ok) return 0
    const rows = (await r.json()) as { id: number }[]
    return rows[0]?.id ?? 0
  }
  return {
    vehicle:
      (await first('car/getsoldcars?page=1&pageSize=1')) ||
      (await first('car/getinstockcars?page=1&pageSize=1')),
    vendor: await first('vendor?page=1&pageSize=1'),
    customer: await first('customer?page=1&pageSize=1'),
    staff: await first('Staff?page=1&pageSize=1'),
    category: await first('Category?page=1&pageSize=1'),
    station: await first('Station?page=1&pageSize=1'),
    user: userId,
    bill: await first('bills?page=1&pageSize=1'),
  }
}

beforeAll(async () => {
  demo = await startJourneyServer({ script: 'server/demo.ts', timeoutMs: 170_000 })
  base = demo.base
  const res = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  })
  const { token, userId } = (await res.json()) as { token: string; userId: number }
  Object.assign(demoIds, await firstIds(token, userId))
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await demo?.stop()
})

const routes = (ids = demoIds) => [
  '/dashboard',
  '/changePassword',
  '/user/listing',
  '/user/add',
  '/vehicles/listing',
  `/vehicles/details/${ids.vehicle}`,
  '/vehicles/expenses',
  '/vehicles/instock',
  '/vehicles/soldout',
  '/vehicles/category',
  '/vehicles/add-category',
  `/vehicles/category/edit/${ids.category}`,
  '/vehicles/add',
  `/vehicles/edit/${ids.vehicle}`,
  '/station/listing',
  '/station/add',
  `/station/add/${ids.station}`,
  '/vendor/listing',
  '/vendor/add',
  `/vendor/edit/${ids.vendor}`,
  `/vendor/details/${ids.vendor}`,
  `/vendor/profile/${ids.vendor}`,
  `/vendor/Ledger/${ids.vendor}`,
  '/customer/listing',
  '/customer/add',
  `/customer/details/${ids.customer}`,
  `/customer/edit/${ids.customer}`,
  `/customer/profile/${ids.customer}`,
  `/customer/ledger/${ids.customer}`,
  '/staff/listing',
  '/staff/attendace',
  '/staff/salary',
  '/staff/add',
  `/staff/edit/${ids.staff}`,
  '/reminder',
  '/exchange-rates',
  '/reports',
  '/bill-book',
  '/bill-book/new',
  `/bill-book/${ids.bill}`,
  '/settings',
  '/audit',
  '/two-factor',
]

/** Signs in with notifications denied and lets the overdue alerts start (they run once per tab). */
const signedIn = async (viewport: typeof desktop, as = login, alerts = true) => {
  const context = await browser.newContext({ viewport, baseURL: base })
  const page = await context.newPage()
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' })
    Notification.requestPermission = async () => 'denied'
  })
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(as.email)
  await page.getByLabel('Password').fill(as.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/dashboard')
  if (alerts) await page.getByText(messages.common.notificationsBlocked).waitFor()
  return page
}

/** What scrolls sideways on this page: the page itself, and (when asked) any table or grid. */
const sideways = (page: Page, tables: boolean) =>
  page.evaluate((withTables) => {
    const wide: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > window.innerWidth) {
      // Name the outermost elements that stick out, so a failure says where to look.
      const out = [...document.querySelectorAll<HTMLElement>('main *')].filter(
        (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
      )
      const outer = out.filter((el) => !out.includes(el.parentElement as HTMLElement)).slice(0, 3)
      wide.push(
        `page ${root.scrollWidth}px: ${outer.map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`).join(', ')}`,
      )
    }
    if (withTables)
      for (const el of document.querySelectorAll<HTMLElement>(
        '.MuiTableContainer-root, .MuiDataGrid-virtualScroller',
      ))
        if (el.scrollWidth > el.clientWidth + 1)
          wide.push(`${el.className.split(' ')[0]} ${el.scrollWidth}px in ${el.clientWidth}px`)
    return wide
  }, tables)

const slug = (route: string) =>
  route
    .replace(/\/\d+/g, '-id')
    .replace(/[^a-zA-Z-]+/g, '-')
    .replace(/^-|-$/g, '')

describe('every route on the demo data', () => {
  for (const [name, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const)
    it(`fits the screen at ${viewport.width} px`, async () => {
      const page = await signedIn(viewport)
      const found: Record<string, string[]> = {}
      for (const route of routes()) {
        await page.goto(route)
        await page.waitForLoadState('networkidle')
        await page.locator('main').waitFor()
        await stillPage(page)
        // The drawer covers the page on a phone until it is closed.
        if (name === 'phone') await closeDrawer(page)
        const wide = await sideways(page, name === 'desktop')
        if (wide.length) found[route] = wide
        await screenshot(page, `route-${slug(route)}-${name}`)
      }
      expect(found).toEqual({})
      await page.context().close()
    }, 300_000)
})

describe('every route as each role', () => {
  it('no page a role may open asks for what the role may not have, nor opens an error popup', async () => {
    const found: string[] = []
    for (const role of ['Admin', 'AgentStock', 'AgentSales', 'Accounts'] as const) {
      const page = await signedIn(
        desktop,
        { email: `${role.toLowerCase()}@demo.kuruma`, password: login.password },
        false,
      )
      const signIn = await fetch(`${base}/api/Auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `${role.toLowerCase()}@demo.kuruma`, password: login.password }),
      })
      const { token, userId } = (await signIn.json()) as { token: string; userId: number }
      // Records the role may read: another country's answers "not found", as it should.
      const ids = await firstIds(token, userId)
      let route = ''
      page.on('response', (res) => {
        const path = new URL(res.url()).pathname
        if (path.startsWith('/api/') && res.status() === 403) found.push(`${role} ${route}: ${path} 403`)
      })
      for (route of routes(ids)) {
        await page.goto(route)
        await page.waitForLoadState('networkidle')
        const popup = page.getByRole('dialog').filter({ hasText: messages.common.errorTitle })
        if (await popup.isVisible()) found.push(`${role} ${route}: ${await popup.innerText()}`)
      }
      await page.context().close()
    }
    expect(found).toEqual([])
  }, 600_000)
})
