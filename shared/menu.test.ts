import { describe, expect, it } from 'vitest'
import { isGroup, menuFor, menuTitlesFor } from './menu'
import { can, canOpenPath, permissions } from './permissions'
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
const added = [
  'Exchange rates',
  'Shipments',
  'Pipeline',
  'Deadlines',
  'Destination rules',
  'Refunds to claim',
  'Export register',
  'Settings',
  'Audit',
]

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
      'Station',
      'Shipments',
      'Pipeline',
      'Deadlines',
      'Destination rules',
      ...everything.slice(6, 13),
      'Refunds to claim',
      'Export register',
      ...everything.slice(13),
      'Settings',
      'Audit',
    ])
    expect(menuTitlesFor('Accounts')).toEqual([
      'Dashboard',
      'In Stock',
      'Exchange rates',
      'Shipments',
      'Pipeline',
      'Deadlines',
      'Destination rules',
      'All Vendors',
      'All Customers',
      'Refunds to claim',
      'Export register',
      'Bill Book',
    ])
  })
})

describe('the export chain reports in the menu', () => {
  it.each(roles)('%s sees them under Reports exactly when it may see a vehicle’s money', (role) => {
    const reports = menuFor(role)
      .filter(isGroup)
      .find((g) => g.id === 'reports')
      ?.children.filter((c) => c.url.startsWith('/reports/'))
      .map((c) => [c.title, c.url])
    expect(reports ?? []).toEqual(
      can(role, 'sales', 'viewProfit')
        ? [
            ['Refunds to claim', '/reports/refunds'],
            ['Export register', '/reports/export-register'],
          ]
        : [],
    )
  })

  it('are shown to the owners, Admin and Accounts only', () => {
    const shown = roles.filter((r) => menuTitlesFor(r).includes('Export register'))
    expect(shown).toEqual(['SuperAdmin', 'MainAdmin', 'Admin', 'Accounts'])
  })
})

describe('destination rules in the menu', () => {
  it.each(roles)('%s finds Shipments, Pipeline, Deadlines and Destination rules under Logistics', (role) => {
    const logistics = menuFor(role)
      .filter(isGroup)
      .find((g) => g.id === 'logistics')
    expect(logistics?.title).toBe('Logistics')
    expect(logistics?.children.map((c) => [c.title, c.url])).toEqual([
      ['Shipments', '/shipments'],
      ['Pipeline', '/pipeline'],
      ['Deadlines', '/deadlines'],
      ['Destination rules', '/destination-rules'],
    ])
  })
})

describe('settings in the menu', () => {
  it('shows Settings under Users, after Roles, to the roles that manage the letterhead only', () => {
    for (const role of roles) {
      const users = menuFor(role)
        .filter(isGroup)
        .find((g) => g.id === 'users')
      const shown = users?.children.map((c) => c.title) ?? []
      expect(shown, role).toEqual(can(role, 'settings', 'view') ? ['Roles', 'Settings', 'Audit'] : [])
    }
    expect([...roles.filter((r) => can(r, 'settings', 'view'))].sort()).toEqual(['MainAdmin', 'SuperAdmin'])
    expect(canOpenPath('Admin', '/settings')).toBe(false)
    expect(canOpenPath('MainAdmin', '/settings')).toBe(true)
  })
})

describe('audit in the menu', () => {
  it('shows Audit last under Users, to SuperAdmin and MainAdmin only, and guards /audit the same way', () => {
    for (const role of roles) {
      const item = menuFor(role)
        .flatMap((e) => (isGroup(e) ? e.children : [e]))
        .find((i) => i.title === 'Audit')
      expect(item?.url, role).toBe(can(role, 'audit', 'view') ? '/audit' : undefined)
      expect(canOpenPath(role, '/audit'), role).toBe(can(role, 'audit', 'view'))
    }
    expect([...roles.filter((r) => can(r, 'audit', 'view'))].sort()).toEqual(['MainAdmin', 'SuperAdmin'])
    expect(menuTitlesFor('SuperAdmin').at(-1)).toBe('Audit')
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
