import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../shared/messages'
import {
  apiAs,
  emailOf,
  ensureUsers,
  fillSettled,
  launchBrowser,
  newPage,
  rolePassword,
  signIn,
} from './support'

let browser: Browser
beforeAll(async () => {
  await ensureUsers()
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const m = messages.common

/** Opens the customer's edit form and waits until it shows the stored city. */
const openEdit = async (page: Page, id: number, city: string) => {
  await page.goto(`/customer/edit/${id}`)
  const field = page.getByRole('textbox', { name: 'City' })
  await field.waitFor()
  await page.waitForFunction(
    (want) => (document.querySelector('input[name="city"]') as HTMLInputElement | null)?.value === want,
    city,
  )
  return field
}

describe('two people edit the same customer', () => {
  it('the second save is refused with a reload offer, and after the reload it saves over the fresh copy', async () => {
    const call = await apiAs(emailOf('MainAdmin'), rolePassword)
    const res = await call('customer/addedit?Id=0', {
      method: 'POST',
      json: { firstName: 'Bilal', lastName: 'Qureshi', countryId: 2, currency: 'PKR', city: 'Karachi' },
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }

    // Two browsers, two people, one customer.
    const first = await newPage(browser)
    const second = await newPage(browser)
    await signIn(first, emailOf('MainAdmin'), rolePassword)
    await signIn(second, emailOf('SuperAdmin'), rolePassword)
    const firstCity = await openEdit(first, id, 'Karachi')
    const secondCity = await openEdit(second, id, 'Karachi')

    // The first person saves.
    await fillSettled(firstCity, 'Lahore')
    await first.getByRole('button', { name: 'Update customer' }).click()
    await first.getByText(messages.customers.updated).waitFor()
    await first.waitForURL('**/customer/listing')

    // The second, still on the copy opened before that save, saves too: refused, nothing overwritten.
    await fillSettled(secondCity, 'Islamabad')
    await second.getByRole('button', { name: 'Update customer' }).click()
    const ask = second.getByRole('dialog')
    await ask.getByText(m.changedMeanwhile).waitFor()
    await ask.getByText(m.reloadChanged).waitFor()
    expect(new URL(second.url()).pathname).toBe(`/customer/edit/${id}`)
    const [stored] = (await (await call(`customer?Id=${id}`)).json()) as { city: string }[]
    expect(stored!.city).toBe('Lahore')

    // Reload shows the first person's change; the second types again and the save goes through.
    await ask.getByRole('button', { name: m.reload }).click()
    await ask.waitFor({ state: 'hidden' })
    await second.waitForFunction(
      () => (document.querySelector('input[name="city"]') as HTMLInputElement | null)?.value === 'Lahore',
    )
    await fillSettled(second.getByRole('textbox', { name: 'City' }), 'Islamabad')
    await second.getByRole('button', { name: 'Update customer' }).click()
    await second.getByText(messages.customers.updated).waitFor()
    await second.waitForURL('**/customer/listing')
    const [after] = (await (await call(`customer?Id=${id}`)).json()) as { city: string }[]
    expect(after!.city).toBe('Islamabad')

    await first.context().close()
    await second.context().close()
  })
})
