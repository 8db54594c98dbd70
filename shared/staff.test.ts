import { describe, expect, it } from 'vitest'
import { StaffInput } from './staff'

const base = {
  name: ' Hana Suzuki ',
  joiningDate: '2024-04-01',
  countryId: '1',
  salary: '300,000',
  salaryType: 'Monthly',
  hoursPerDay: '8',
}

describe('StaffInput', () => {
  it('takes a multipart form as it comes', () => {
    expect(StaffInput.parse({ ...base, id: '0', currency: '', active: 'false', phone: '' })).toMatchObject({
      name: 'Hana Suzuki',
      countryId: 1,
      currency: null,
      salary: '300000',
      hoursPerDay: '8',
      phone: null,
      active: false,
    })
    expect(StaffInput.parse(base).active).toBe(true)
  })

  it.each([
    [{ name: '' }, 'name'],
    [{ joiningDate: '1/4/2024' }, 'joiningDate'],
    [{ salary: '0' }, 'salary'],
    [{ salary: '12.345' }, 'salary'],
    [{ salaryType: 'Weekly' }, 'salaryType'],
    [{ hoursPerDay: '0' }, 'hoursPerDay'],
    [{ hoursPerDay: '25' }, 'hoursPerDay'],
    [{ currency: 'yen!' }, 'currency'],
    [{ countryId: '' }, 'countryId'],
  ])('%j is refused, naming %s', (change, field) => {
    const res = StaffInput.safeParse({ ...base, ...change })
    expect(res.error?.issues[0]?.path).toEqual([field])
  })
})
