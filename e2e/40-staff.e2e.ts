import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../shared/messages'
import { staffDeactivatedMessage } from '../shared/staff'
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

const name = 'Mina Tanaka'
let browser: Browser
let page: Page

/** Two colleagues with a week of March 2025, so the grids are not empty. */
const addColleagues = async () => {
  const call = await apiAs(owner.email, owner.password)
  const colleagues = [
    { name: 'Aarav Shah', countryId: 2, salary: '95000', salaryType: 'Monthly', hoursPerDay: '9' },
    { name: 'Grace Wanjiku', countryId: 4, salary: '1900', salaryType: 'Daily', hoursPerDay: '8' },
  ]
  for (const c of colleagues) {
    const res = await call('Staff/addedit?Id=0', {
      method: 'POST',
      json: { ...c, joiningDate: '2024-06-01' },
    })
    const { id } = (await res.json()) as { id: number }
    for (const [day, status] of [
      ['03', 'Present'],
      ['04', 'Present'],
      ['05', 'Leave'],
      ['06', 'Present'],
      ['07', 'Absent'],
    ]) {
      await call('Staff/addeditattendance', {
        method: 'POST',
        json: { staffId: id, date: `2025-03-${day}`, status, overtimeHours: status === 'Present' ? 1 : 0 },
      })
    }
  }
}

const nav = (p: Page) => p.getByRole('navigation', { name: 'Main menu' })
const figure = (name: string) => page.getByRole('region', { name, exact: true })

beforeAll(async () => {
  await ensureUsers()
  await addColleagues()
  browser = await launchBrowser()
  page = await newPage(browser, desktop)
  await signIn(page, emailOf('MainAdmin'), rolePassword)
})
afterAll(() => browser?.close())

describe('staff, attendance and salary', () => {
  it('adds a staff member, back to the list replacing history; edits them', async () => {
    await nav(page).getByRole('link', { name: 'Staff', exact: true }).click()
    await page.waitForURL('**/staff/listing')
    await page.getByRole('link', { name: 'Add staff' }).click()
    await page.waitForURL('**/staff/add')
    await page.getByLabel(label('Name')).fill(name)
    await page.getByLabel('National ID number').fill('TK-5521')
    await page.getByLabel('Country').click()
    await page.getByRole('option', { name: /United States/ }).click()
    expect(await page.getByLabel('Currency').textContent()).toContain('USD')
    await page.getByLabel('Phone').fill('555 010 2030')
    await page.getByLabel('Joining date').fill('2025-01-06')
    await page.getByLabel(label('Salary')).fill('3,100')
    await page.getByLabel('Hours per day').fill('8')
    await page.getByRole('listbox').waitFor({ state: 'detached' })
    await stillPage(page)
    await screenshot(page, 'staff-add-desktop')
    await page.getByRole('button', { name: 'Add staff' }).click()
    await page.getByText(messages.staff.added).waitFor()
    await page.waitForURL('**/staff/listing')
    const row = page.getByRole('row', { name: new RegExp(name) })
    await row.getByText('USD 3,100.00 / month').waitFor()
    await screenshot(page, 'staff-listing-desktop')
    await page.goBack()
    await page.waitForURL('**/staff/listing')

    await row.getByRole('link', { name: `Edit ${name}` }).click()
    await page.waitForURL('**/staff/edit/*')
    expect(await page.getByLabel(label('Name')).inputValue()).toBe(name)
    await page.getByLabel('National ID number').fill('TK-5522')
    await screenshot(page, 'staff-edit-desktop')
    await page.getByRole('button', { name: 'Update staff' }).click()
    await page.getByText(messages.staff.updated).waitFor()
    await page.waitForURL('**/staff/listing')
    await row.getByText('TK-5522').waitFor()
  })

  it('marks a week of attendance with overtime and a late day', async () => {
    await nav(page).getByRole('link', { name: 'Attendace' }).click()
    await page.waitForURL('**/staff/attendace')
    const week: [string, string, { overtime?: string; late?: string }?][] = [
      ['2025-03-03', 'Present'],
      ['2025-03-04', 'Present'],
      ['2025-03-05', 'Present', { overtime: '2' }],
      ['2025-03-06', 'Present', { late: '30' }],
      ['2025-03-07', 'Present'],
      ['2025-03-08', 'Paid holiday'],
      ['2025-03-09', 'Absent'],
    ]
    for (const [date, status, times] of week) {
      await page.getByLabel(label('Date')).fill(date)
      const row = page.getByRole('region', { name })
      await row.getByRole('button', { name: status, exact: true }).waitFor()
      if (times?.overtime) await row.getByLabel(`Overtime hours for ${name}`).fill(times.overtime)
      if (times?.late) await row.getByLabel(`Late minutes for ${name}`).fill(times.late)
      await row.getByRole('button', { name: status, exact: true }).click()
      await row.getByText('Saved').waitFor()
      expect(await row.getByRole('button', { name: status, exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      )
      if (date === '2025-03-05') await screenshot(page, 'attendance-day-desktop')
    }
    // A correction of a day already marked keeps one row for the day.
    await page.getByLabel(label('Date')).fill('2025-03-09')
    await page.getByRole('region', { name }).getByRole('button', { name: 'Absent' }).waitFor()
    await page.getByRole('tab', { name: 'Month' }).click()
    await page.getByLabel(label('Month')).fill('2025-03')
    await page.getByRole('button', { name: `${name} 2025-03-05 Present` }).waitFor()
    await page.getByRole('button', { name: `${name} 2025-03-09 Absent` }).waitFor()
    await screenshot(page, 'attendance-month-desktop')
  })

  it('the salary page shows the expected earned amount; a partial payment lowers the balance by exactly it', async () => {
    await nav(page).getByRole('link', { name: 'Salary' }).click()
    await page.waitForURL('**/staff/salary')
    await page.getByRole('combobox', { name: label('Staff') }).click()
    await page.getByRole('option', { name }).click()
    await page.getByRole('listbox').waitFor({ state: 'detached' })
    await stillPage(page)
    await page.getByLabel('Start date').fill('2025-03-01')
    await page.getByLabel('End date').fill('2025-03-31')
    // 3,100 a month in a 31-day March: 100.00 a day, 12.50 an hour.
    // 6 paid days × 100.00 + 2 h overtime × 12.50 − 0.5 h late × 12.50 = 618.75
    await figure('Earned').getByText('USD 618.75').waitFor()
    await figure('Remaining').getByText('USD 618.75').waitFor()
    await screenshot(page, 'salary-desktop')

    await page.getByRole('button', { name: 'Process salary' }).click()
    const dialog = page.getByRole('dialog', { name: 'Process salary' })
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('618.75')
    await dialog.getByLabel('Amount').fill('700')
    await dialog.getByRole('button', { name: 'Pay' }).click()
    await dialog.getByText(/mark it as an advance/).waitFor()
    await dialog.getByLabel('Amount').fill('200.10')
    await dialog.getByLabel('Note').fill('First part of March')
    await screenshot(page, 'salary-process-desktop')
    await dialog.getByRole('button', { name: 'Pay' }).click()
    await page.getByText(messages.staff.salaryProcessed).waitFor()
    await figure('Paid').getByText('USD 200.10').waitFor()
    await figure('Remaining').getByText('USD 418.65').waitFor()
    await page.getByRole('table', { name: 'Payments' }).getByText('First part of March').waitFor()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Payslip (PDF)' }).click()
    expect((await download).suggestedFilename()).toBe('payslip-Mina-Tanaka-2025-03-01-2025-03-31.pdf')
  })

  it('delete asks first; a member with history is deactivated, one without is erased', async () => {
    const call = await apiAs(owner.email, owner.password)
    await call('Staff/addedit?Id=0', {
      method: 'POST',
      json: {
        name: 'Temp Worker',
        countryId: 1,
        salary: '1200',
        salaryType: 'Hourly',
        hoursPerDay: '6',
        joiningDate: '2025-02-01',
      },
    })
    await page.goto('/staff/listing')
    const temp = page.getByRole('row', { name: /Temp Worker/ })
    await temp.getByRole('button', { name: 'Delete Temp Worker' }).click()
    await page.getByRole('dialog').getByText(messages.staff.deleteConfirm).waitFor()
    await page.getByRole('button', { name: 'No' }).click()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await stillPage(page)
    // The grid may redraw its rows as the dialog closes: wait for the row before counting it.
    await temp.waitFor()
    expect(await temp.count()).toBe(1)
    await temp.getByRole('button', { name: 'Delete Temp Worker' }).click()
    await page.getByRole('button', { name: 'Yes' }).click()
    await page.getByText(messages.staff.deleted).waitFor()
    await temp.waitFor({ state: 'detached' })

    const mina = page.getByRole('row', { name: new RegExp(name) })
    await mina.getByRole('button', { name: `Delete ${name}` }).click()
    await page.getByRole('button', { name: 'Yes' }).click()
    await page.getByText(staffDeactivatedMessage).waitFor()
    await mina.getByText('Inactive').waitFor()
  })

  it('every staff page at 390 px', async () => {
    const narrow = await newPage(browser, phone)
    await signIn(narrow, emailOf('MainAdmin'), rolePassword)
    const open = async (path: string) => {
      await narrow.goto(path)
      await nav(narrow).waitFor()
      await narrow.keyboard.press('Escape')
      await nav(narrow).waitFor({ state: 'hidden' })
    }
    await open('/staff/listing')
    await narrow.getByRole('row', { name: /Aarav Shah/ }).waitFor()
    await screenshot(narrow, 'staff-listing-phone')
    await open('/staff/add')
    await narrow.getByLabel('Hours per day').waitFor()
    await screenshot(narrow, 'staff-add-phone')
    await open('/staff/listing')
    await narrow
      .getByRole('row', { name: /Aarav Shah/ })
      .getByRole('link', { name: 'Edit Aarav Shah' })
      .click()
    await narrow.getByLabel('Active (on the attendance sheet)').waitFor()
    await screenshot(narrow, 'staff-edit-phone')
    await open('/staff/attendace')
    await narrow.getByLabel(label('Date')).fill('2025-03-05')
    await narrow.getByRole('region', { name: 'Aarav Shah' }).getByRole('button', { name: 'Leave' }).waitFor()
    await screenshot(narrow, 'attendance-day-phone')
    await narrow.getByRole('tab', { name: 'Month' }).click()
    await narrow.getByLabel(label('Month')).fill('2025-03')
    await narrow.getByRole('button', { name: 'Aarav Shah 2025-03-03 Present' }).waitFor()
    await screenshot(narrow, 'attendance-month-phone')
    await open('/staff/salary')
    await narrow.getByRole('combobox', { name: label('Staff') }).click()
    await narrow.getByRole('option', { name: /Mina Tanaka/ }).click()
    await narrow.getByRole('listbox').waitFor({ state: 'detached' })
    await stillPage(narrow)
    await narrow.getByLabel('Start date').fill('2025-03-01')
    await narrow.getByLabel('End date').fill('2025-03-31')
    await narrow.getByRole('region', { name: 'Remaining', exact: true }).getByText('USD 418.65').waitFor()
    await screenshot(narrow, 'salary-phone')
    await narrow.context().close()
  })
})
