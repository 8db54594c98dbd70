import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../shared/dates'
import { messages, ui } from '../shared/messages'
import {
  apiAs,
  closeDrawer,
  ensureUsers,
  launchBrowser,
  newPage,
  owner,
  phone,
  screenshot,
  signIn,
  stillPage,
} from './support'

/**
 * Money overdue gets chased: two customers 31 days past an instalment and a vendor 21 days past its
 * due date (bought and sold through the API, dated in the past), then MainAdmin signs in with browser
 * notifications denied and sees one toast at a time, the customers modal, the payables modal; and
 * e-mails three customers from Reminder Bulk.
 */
let browser: Browser
const suffix = String(Date.now() % 100000)
const today = todayIn('Asia/Tokyo')
const customerIds: number[] = []
const carIds: { bought: number[]; sold: number[] } = { bought: [], sold: [] }
const names = {
  vendor: `Kobe Auction ${suffix}`,
  customers: [`Grace Wanjiru ${suffix}`, `Omar Farouk ${suffix}`, `Lina Haddad ${suffix}`],
}

beforeAll(async () => {
  await ensureUsers()
  browser = await launchBrowser()
  const call = await apiAs(owner.email, owner.password)
  const ok = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBeLessThan(300)
    return (await res.json()) as { id: number }
  }
  const vendor = await ok(
    await call('vendor/addedit?Id=0', {
      method: 'POST',
      json: {
        name: names.vendor,
        type: 'auction',
        countryId: 1,
        currency: 'JPY',
        email: `kobe${suffix}@kuruma.test`,
      },
    }),
  )
  const station = await ok(
    await call('Station/AddStation', {
      method: 'POST',
      json: { name: `Kobe Yard ${suffix}`, city: 'Kobe', countryId: 1 },
    }),
  )
  const buy = async (n: number, dueDate?: string) => {
    const car = await ok(
      await call('car/addedit?Id=0', {
        method: 'POST',
        form: {
          chassisNo: `OVD${suffix}${n}`,
          model: 'Toyota Hiace',
          vendorId: String(vendor.id),
          purchaseDate: addDays(today, -70),
          purchasePrice: '1200000',
          stationId: String(station.id),
          ...(dueDate ? { vendorDueDate: dueDate } : {}),
        },
      }),
    )
    carIds.bought.push(car.id)
    return car
  }
  // Unpaid and due 20 days ago: a payable 21 days overdue.
  await buy(0, addDays(today, -20))
  for (const [i, name] of names.customers.entries()) {
    const [firstName, ...rest] = name.split(' ')
    const lastName = rest.join(' ')
    const customer = await ok(
      await call('customer/addedit?Id=0', {
        method: 'POST',
        json: { firstName, lastName, email: `c${i}-${suffix}@kuruma.test`, countryId: 18, currency: 'USD' },
      }),
    )
    customerIds.push(customer.id)
    const car = await buy(i + 1)
    carIds.sold.push(car.id)
    // The first two sold 60 days ago with the first instalment 30 days ago (31 days overdue); the third
    // falls due next week (pending, not overdue).
    await ok(
      await call('car/sale', {
        method: 'POST',
        json: {
          carId: car.id,
          customerId: customer.id,
          date: addDays(today, i < 2 ? -60 : -5),
          price: '9000',
          currency: 'USD',
          downPayment: '1000',
          instalments: { count: 2, frequency: 'monthly', firstDueDate: addDays(today, i < 2 ? -30 : 7) },
        },
      }),
    )
  }
})
// Everything bought and sold here is paid up at the end: overdue money makes every later sign-in of
// an owner start with these alerts, over whatever another journey is doing.
afterAll(async () => {
  await browser?.close()
  const call = await apiAs(owner.email, owner.password)
  const pay = async (carId: number, direction: 'in' | 'out', amount: string) => {
    const res = await call('car/AddTermPayment', {
      method: 'POST',
      json: { carId, direction, amount, date: today, method: 'bank' },
    })
    expect(res.status, await res.text()).toBe(201)
  }
  for (const carId of carIds.bought) await pay(carId, 'out', '1200000')
  for (const carId of carIds.sold) await pay(carId, 'in', '8000')
  const left = await call(`Dashboard/PendingPaymentDetails?overdue=true&q=${suffix}&page=1&pageSize=50`)
  expect(await left.json()).toEqual([])
})

/** Notifications denied, as a browser whose user said no. */
const denyNotifications = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' })
    Notification.requestPermission = async () => 'denied'
  })

/**
 * Closes the alert toasts one at a time (checking that only one shows at once) until the customers
 * modal opens; answers the toasts' texts in order. `shot` names a screenshot of the second toast.
 */
const closeToastsUntilModal = async (page: Page, shot?: string) => {
  const toasts = page.locator('.notistack-MuiContent')
  const customersModal = page.getByRole('dialog', { name: 'Customers overdue' })
  const seen: string[] = []
  for (;;) {
    // Whichever comes next: the next toast, or the modal once the last toast has gone.
    await toasts.first().or(customersModal).first().waitFor()
    if (await customersModal.isVisible()) return seen
    expect(await toasts.count()).toBe(1)
    const text = (await toasts.first().textContent()) ?? ''
    if (!seen.includes(text)) seen.push(text)
    const toast = toasts.filter({ hasText: text })
    if (shot && seen.length === 2) await screenshot(page, shot)
    // A toast closes by itself after its time: one already gone needs no click.
    await toast
      .getByRole('button', { name: 'Close' })
      .click({ timeout: ui.toastMs })
      .catch(() => {})
    await toast.waitFor({ state: 'detached' })
  }
}

/**
 * The alerts start on sign-in (the first one says notifications are blocked); opening /reminder afresh
 * then leaves them behind, as they run once per signed-in tab.
 */
const skipAlerts = async (page: Page) => {
  await page.getByText(messages.common.notificationsBlocked).waitFor()
  await page.goto('/reminder')
}

describe('overdue alerts and reminders', () => {
  it('toasts each overdue party one at a time, then the customers modal, then the payables modal', async () => {
    const page = await newPage(browser)
    await denyNotifications(page)
    await signIn(page, owner.email, owner.password)
    const toasts = page.locator('.notistack-MuiContent')
    const customersModal = page.getByRole('dialog', { name: 'Customers overdue' })
    const seen = await closeToastsUntilModal(page, 'overdue-toast-desktop')
    expect(seen[0]).toBe(messages.common.notificationsBlocked)
    const mine = seen.filter((t) => t.includes(suffix))
    expect(mine).toEqual([
      `${names.customers[0]} owes USD 8,000.00, 31 days overdue`,
      `${names.customers[1]} owes USD 8,000.00, 31 days overdue`,
      `We owe ${names.vendor} JPY 4,800,000, 21 days overdue`,
    ])

    await expect.poll(() => customersModal.getByText(names.customers[0]!).isVisible()).toBe(true)
    expect(await customersModal.getByText(names.customers[2]!).count()).toBe(0)
    expect(await customersModal.getByText(/^Total USD$/).count()).toBe(1)
    await stillPage(page)
    await screenshot(page, 'overdue-customers-desktop')
    await customersModal.getByRole('button', { name: 'Close' }).click()
    const payables = page.getByRole('dialog', { name: 'Payables overdue' })
    await payables.getByText(names.vendor).waitFor()
    await stillPage(page)
    await screenshot(page, 'overdue-payables-desktop')
    await payables.getByRole('button', { name: 'Close' }).click()
    await payables.waitFor({ state: 'detached' })

    // Once per signed-in tab: a reload does not repeat them. The alerts would ask for the overdue list
    // as the app mounts, before the dashboard's own pending list shows: once it shows, none was asked.
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/Dashboard/PendingPaymentDetails')) asked.push(r.url())
    })
    await page.reload()
    await page.getByRole('table', { name: 'Customers with money pending' }).getByRole('row').nth(1).waitFor()
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.filter((url) => url.includes('overdue=true'))).toEqual([])
    expect(await toasts.count()).toBe(0)
    await page.context().close()
  })

  it('the payables modal on a phone', async () => {
    const page = await newPage(browser, phone)
    await denyNotifications(page)
    await signIn(page, owner.email, owner.password)
    await closeDrawer(page)
    await closeToastsUntilModal(page)
    await stillPage(page)
    await screenshot(page, 'overdue-customers-phone')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.context().close()
  })

  it('Reminder Bulk e-mails three customers and reports a result for each', async () => {
    const page = await newPage(browser)
    await denyNotifications(page)
    await signIn(page, owner.email, owner.password)
    await skipAlerts(page)
    await page.getByRole('heading', { name: 'Reminder Bulk' }).waitFor()
    await page.getByLabel('Search').fill(suffix)
    const table = page.getByRole('table', { name: 'Customers and vendors with money pending' })
    for (const name of names.customers) {
      await table.getByText(name).waitFor()
      await table.getByRole('checkbox', { name: `Select ${name} (USD)` }).check()
    }
    await page.getByRole('button', { name: 'Send reminders (3)' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click()
    const results = page.getByRole('list', { name: 'Results per recipient' })
    await page.getByText('3 sent to the outbox · 0 failed').waitFor()
    for (const name of names.customers) await results.getByText(name).waitFor()
    await expect.poll(() => results.getByRole('listitem').count()).toBe(3)
    await stillPage(page)
    await screenshot(page, 'reminder-bulk-desktop')

    // Each customer's page shows the reminder in its log.
    await page.goto(`/customer/details/${customerIds[0]}`)
    const log = page.getByRole('table', { name: 'Reminders sent' })
    await log.getByText(`c0-${suffix}@kuruma.test`).waitFor()
    await page.context().close()

    const narrow = await newPage(browser, phone)
    await denyNotifications(narrow)
    await signIn(narrow, owner.email, owner.password)
    await skipAlerts(narrow)
    await closeDrawer(narrow)
    await narrow.getByLabel('Search').fill(suffix)
    // On a phone each row is a card.
    await narrow
      .getByRole('list', { name: 'Customers and vendors with money pending' })
      .getByText(names.customers[0]!)
      .waitFor()
    await stillPage(narrow)
    await screenshot(narrow, 'reminder-bulk-phone')
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await narrow.context().close()
  })
})
