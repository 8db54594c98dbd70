import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMonths, todayIn } from '../shared/dates'
import { messages } from '../shared/messages'
import {
  addVehicle,
  apiAs,
  emailOf,
  ensureUsers,
  fillSettled,
  label,
  launchBrowser,
  newPage,
  owner,
  rolePassword,
  screenshot,
  signIn,
} from './support'

let browser: Browser
const suffix = Date.now() % 100000
// The server's business day (BUSINESS_TIMEZONE, Asia/Tokyo by default), which the forms default to.
const today = todayIn('Asia/Tokyo')
const firstDue = addMonths(today, 1)
const ids = { vendor: 0, customer: 0, car: 0 }

beforeAll(async () => {
  await ensureUsers()
  browser = await launchBrowser()
  const call = await apiAs(owner.email, owner.password)
  const json = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBeLessThan(300)
    return res.json()
  }
  ids.vendor = (
    await json(
      await call('vendor/addedit?Id=0', {
        method: 'POST',
        json: { name: `JU Gifu ${suffix}`, type: 'auction', countryId: 1, currency: 'JPY' },
      }),
    )
  ).id
  await json(
    await call('Station/AddStation', {
      method: 'POST',
      json: { name: `Gifu Yard ${suffix}`, city: 'Gifu', countryId: 1 },
    }),
  )
  ids.customer = (
    await json(
      await call('customer/addedit?Id=0', {
        method: 'POST',
        json: {
          firstName: 'Amina',
          lastName: `Otieno ${suffix}`,
          email: `amina${suffix}@kuruma.test`,
          countryId: 18,
          currency: 'USD',
        },
      }),
    )
  ).id
  await json(
    await call('exchangerates', {
      method: 'POST',
      // Dated today, so it is the rate in force for today's purchase whatever other journeys recorded.
      json: { currency: 'JPY', date: today, rate: '0.0067' },
    }),
  )
})
afterAll(() => browser?.close())

const addPayment = async (page: Page, direction: 'In' | 'Out', amount: string) => {
  await page.getByRole('button', { name: 'Add payment' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add payment' })
  await dialog.getByLabel('Direction').click()
  await page.getByRole('option', { name: new RegExp(`^${direction}`) }).click()
  await fillSettled(dialog.getByLabel('Amount'), amount)
  await dialog.getByRole('button', { name: 'Add payment' }).click()
  await page.getByText(messages.vehicles.paymentAdded).first().waitFor()
  await dialog.waitFor({ state: 'detached' })
}

describe('money', () => {
  it('buys a vehicle for ¥1,500,000, then pays the vendor in two payments until the vendor ledger is at zero', async () => {
    const buyer = await newPage(browser)
    await signIn(buyer, emailOf('MainAdmin'), rolePassword)
    const chassisNo = `GRJ150-${suffix}9`
    await addVehicle(buyer, {
      chassisNo,
      model: 'Toyota Land Cruiser Prado',
      vendor: `JU Gifu ${suffix}`,
      station: `Gifu Yard ${suffix}`,
    })
    await buyer
      .getByRole('row', { name: new RegExp(chassisNo) })
      .getByRole('link', { name: /Details/ })
      .click()
    await buyer.waitForURL(/\/vehicles\/details\/\d+$/)
    ids.car = Number(new URL(buyer.url()).pathname.split('/').at(-1))
    await buyer.context().close()

    const page = await newPage(browser)
    await signIn(page, emailOf('Accounts'), rolePassword)
    await page.goto(`/vehicles/details/${ids.car}`)
    await page.getByRole('button', { name: 'Add payment' }).waitFor()
    await addPayment(page, 'Out', '700000')
    await addPayment(page, 'Out', '800000')
    await page.goto(`/vendor/Ledger/${ids.vendor}`)
    const balances = page.getByRole('table', { name: 'Balances per currency' })
    const jpy = balances.getByRole('row', { name: /JPY/ })
    await jpy.waitFor()
    expect((await jpy.getByRole('cell').allTextContents()).at(-1)).toBe('0')
    await page.getByText('Nothing pending').waitFor()
    await screenshot(page, 'vendor-ledger-desktop')
    await page.context().close()
  })

  it('sells on instalments, records one, and shows what is pending and the profit', async () => {
    const page = await newPage(browser)
    await signIn(page, emailOf('SuperAdmin'), rolePassword)
    await page.goto(`/vehicles/details/${ids.car}`)
    await page.getByRole('button', { name: 'Sell', exact: true }).click()
    const sale = page.getByRole('dialog', { name: 'Sell vehicle' })
    await sale.getByLabel(label('Customer')).fill(`Otieno ${suffix}`)
    await page.getByRole('option', { name: new RegExp(`Otieno ${suffix}`) }).click()
    await fillSettled(sale.getByLabel('Price'), '12000')
    await fillSettled(sale.getByLabel(label('Down payment')), '3000')
    await fillSettled(sale.getByLabel('Instalments'), '3')
    await sale.getByLabel('First due date').fill(firstDue)
    await screenshot(page, 'sale-dialog-desktop')
    await sale.getByRole('button', { name: 'Sell', exact: true }).click()
    await page.getByText(messages.vehicles.sold).waitFor()
    await sale.waitFor({ state: 'detached' })
    await page.getByText('Sold', { exact: true }).first().waitFor()
    await page.getByRole('table', { name: 'Instalment schedule' }).waitFor()

    await addPayment(page, 'In', '3000')
    await page.getByText(/Profit: /).waitFor()
    // $12,000 − ¥1,500,000 × 0.0067 = $1,950.00
    expect(await page.getByText(/Profit: /).textContent()).toContain('USD 1,950.00')
    await screenshot(page, 'vehicle-sold-desktop')

    await page.goto(`/customer/ledger/${ids.customer}`)
    const pending = page.getByLabel('Pending')
    await pending.getByText('USD 6,000.00').waitFor()
    expect(await pending.textContent()).toContain(`next due ${addMonths(firstDue, 1)}`)
    const usd = page.getByRole('table', { name: 'Balances per currency' }).getByRole('row', { name: /USD/ })
    expect((await usd.getByRole('cell').allTextContents()).at(-1)).toBe('6,000.00')
    await screenshot(page, 'customer-ledger-desktop')
    await page.context().close()
  })
})
