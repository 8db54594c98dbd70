import { describe, expect, it } from 'vitest'
import { isGroup, menuFor, menuTitlesFor } from './menu'
import { canOpenPath, permissions } from './permissions'
import { roles } from './roles'

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

/** Items added after the spec; the spec's own items keep their order around them. */
const added = ['Exchange rates']

describe('menu visibility', () => {
  it.each(Object.entries(expected))("%s sees the spec's items, in the spec's order", (role, titles) => {
    const shown = menuTitlesFor(role as keyof typeof expected).filter((t) => !added.includes(t))
    expect(shown).toEqual(titles)
  })
})

describe('exchange rates in the menu', () => {
  const generalOf = (role: (typeof roles)[number]) =>
    menuFor(role)
      .filter(isGroup)
      .find((g) => g.id === 'general')
      ?.children.map((c) => c.title)

  it.each([
    ['SuperAdmin', true],
    ['MainAdmin', true],
    ['Admin', false],
    ['AgentStock', false],
    ['AgentSales', false],
    ['Accounts', true],
  ] as const)('%s: shown = %s (the roles that may record a rate)', (role, shown) => {
    expect(menuTitlesFor(role).includes('Exchange rates')).toBe(shown)
  })

  it('follows the permission matrix: exactly the roles with exchangeRates create', () => {
    const withEntry = roles.filter((r) => menuTitlesFor(r).includes('Exchange rates'))
    expect([...withEntry].sort()).toEqual([...permissions.exchangeRates.create].sort())
  })

  it('sits last in the General group and opens /exchange-rates', () => {
    expect(generalOf('SuperAdmin')).toEqual([
      'All vehicles',
      'In Stock',
      'Sold Out',
      'vehicles Category',
      'Exchange rates',
    ])
    expect(generalOf('Accounts')).toEqual(['In Stock', 'Exchange rates'])
    const item = menuFor('Accounts')
      .flatMap((e) => (isGroup(e) ? e.children : [e]))
      .find((i) => i.title === 'Exchange rates')
    expect(item?.url).toBe('/exchange-rates')
  })

  it('comes right after the spec items of General in the full list (admins and Accounts)', () => {
    expect(menuTitlesFor('MainAdmin')).toEqual([
      ...everything.slice(0, 5),
      'Exchange rates',
      ...everything.slice(5),
    ])
    expect(menuTitlesFor('Accounts')).toEqual([
      'Dashboard',
      'In Stock',
      'Exchange rates',
      'All Vendors',
      'All Customers',
      'Bill Book',
    ])
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
