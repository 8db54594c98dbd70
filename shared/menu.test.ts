import { describe, expect, it } from 'vitest'
import { menuTitlesFor } from './menu'
import { canOpenPath } from './permissions'

/** Menu visibility, role by role. */
/** The two admin roles see every item. */
const everything = [
  'Dashboard',
  'All vehicles',
  'In Stock',
  'Sold Out',
  'vehicles Category',
  'Station',
  'All Vendors',
  'All Customers',
  'Staff',
  'Attendace',
  'Salary',
  'Reminder Bulk',
  'Reports',
  'Bill Book',
  'Roles',
]

const expected = {
  SuperAdmin: everything,
  MainAdmin: everything,
  Admin: [
    'Dashboard',
    'In Stock',
    'Sold Out',
    'vehicles Category',
    'All Vendors',
    'All Customers',
    'Staff',
    'Attendace',
    'Salary',
    'Bill Book',
  ],
  AgentStock: ['Dashboard', 'In Stock', 'All Vendors', 'Bill Book'],
  AgentSales: ['Dashboard', 'In Stock', 'Sold Out', 'vehicles Category', 'All Customers', 'Bill Book'],
  Accounts: ['Dashboard', 'In Stock', 'All Vendors', 'All Customers', 'Bill Book'],
} as const

describe('menu visibility', () => {
  it.each(Object.entries(expected))('%s', (role, titles) => {
    expect(menuTitlesFor(role as keyof typeof expected)).toEqual(titles)
  })
})

describe('route guards', () => {
  it.each([
    ['/user/listing', ['MainAdmin', 'SuperAdmin']],
    ['/vendor/edit/3', ['MainAdmin', 'Accounts', 'SuperAdmin', 'Admin', 'AgentStock']],
    ['/customer/ledger/9', ['MainAdmin', 'Accounts', 'SuperAdmin', 'Admin', 'AgentSales']],
    ['/staff/attendace', ['MainAdmin', 'SuperAdmin', 'Admin']],
    ['/reports', ['SuperAdmin', 'MainAdmin', 'Admin', 'AgentStock', 'AgentSales', 'Accounts']],
  ])('%s is open to %j only', (path, allowed) => {
    for (const role of [
      'SuperAdmin',
      'MainAdmin',
      'Admin',
      'AgentStock',
      'AgentSales',
      'Accounts',
    ] as const) {
      expect(canOpenPath(role, path), `${role} ${path}`).toBe(allowed.includes(role))
    }
  })

  it('does not guard /users-like prefixes that are not the area', () => {
    expect(canOpenPath('AgentStock', '/userguide')).toBe(true)
    expect(canOpenPath('AgentStock', '/User/listing')).toBe(false)
  })
})
