import type { TestApp } from '../../test/test-app'

/** Test factories of the staff area. */
let seq = 0

/** A staff form as the web sends it: monthly 3,100 USD (United States), 8 hours a day. */
export const fakeStaffFields = (overrides: Record<string, unknown> = {}) => {
  seq += 1
  return {
    name: `Hana Suzuki ${seq}`,
    nationalId: `N-${1000 + seq}`,
    phone: '555 010 2030',
    joiningDate: '2024-01-15',
    countryId: 18,
    salary: '3100',
    salaryType: 'Monthly',
    hoursPerDay: '8',
    ...overrides,
  }
}

/** Adds a staff member through the API and returns its id. */
export const addStaff = async (t: TestApp, headers: Record<string, string>, overrides = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Staff/addedit?Id=0',
    payload: fakeStaffFields(overrides),
    headers,
  })
  if (res.statusCode !== 201) throw new Error(`addStaff: ${res.statusCode} ${res.body}`)
  return res.json().id as number
}

export const markDay = (
  t: TestApp,
  headers: Record<string, string>,
  staffId: number,
  date: string,
  status = 'Present',
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Staff/addeditattendance',
    payload: { staffId, date, status, ...extra },
    headers,
  })

/** A multipart/form-data body for app.inject (text fields only). */
export const multipartForm = (fields: Record<string, string | number | boolean>) => {
  const boundary = '----kurumaStaff'
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** Roles outside the office: the role rules keep them out of the staff area, and the server agrees. */
export const outsiders = ['AgentStock', 'AgentSales', 'Accounts'] as const
