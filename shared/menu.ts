import { can, type Permission } from './permissions'
import type { Role } from './roles'

export type MenuItem = { id: string; title: string; url: string; permission: Permission }
export type MenuGroup = { id: string; title: string; children: readonly MenuItem[] }
export type MenuEntry = MenuItem | MenuGroup

/** The side menu, with each item's visibility as a permission of the matrix. */
export const menu: readonly MenuEntry[] = [
  { id: 'dashboard', title: 'Dashboard', url: '/dashboard', permission: ['dashboard', 'view'] },
  {
    id: 'general',
    title: 'General',
    children: [
      {
        id: 'all-vehicles',
        title: 'All vehicles',
        url: '/vehicles/listing',
        permission: ['vehicles', 'viewAll'],
      },
      {
        id: 'in-stock',
        title: 'In Stock',
        url: '/vehicles/instock',
        permission: ['vehicles', 'viewInStock'],
      },
      { id: 'sold-out', title: 'Sold Out', url: '/vehicles/soldout', permission: ['vehicles', 'viewSold'] },
      {
        id: 'category',
        title: 'vehicles Category',
        url: '/vehicles/category',
        permission: ['categories', 'list'],
      },
      // Not in the original spec: added after its items, for the roles that record rates (the page
      // itself is readable by everyone, as the dashboard tile links it).
      {
        id: 'exchange-rates',
        title: 'Exchange rates',
        url: '/exchange-rates',
        permission: ['exchangeRates', 'create'],
      },
    ],
  },
  { id: 'station', title: 'Station', url: '/station/listing', permission: ['stations', 'manage'] },
  // Not in the original spec: the export journey's pages.
  {
    id: 'logistics',
    title: 'Logistics',
    children: [
      { id: 'shipments', title: 'Shipments', url: '/shipments', permission: ['shipments', 'view'] },
      { id: 'pipeline', title: 'Pipeline', url: '/pipeline', permission: ['pipeline', 'view'] },
      { id: 'deadlines', title: 'Deadlines', url: '/deadlines', permission: ['deadlines', 'view'] },
      {
        id: 'destination-rules',
        title: 'Destination rules',
        url: '/destination-rules',
        permission: ['destinationRules', 'view'],
      },
    ],
  },
  {
    id: 'vendors',
    title: 'vendors',
    children: [
      { id: 'all-vendors', title: 'All Vendors', url: '/vendor/listing', permission: ['vendors', 'view'] },
    ],
  },
  {
    id: 'customers',
    title: 'Customers',
    children: [
      {
        id: 'all-customers',
        title: 'All Customers',
        url: '/customer/listing',
        permission: ['customers', 'view'],
      },
    ],
  },
  {
    id: 'staff',
    title: 'Staff',
    children: [
      { id: 'staff-list', title: 'Staff', url: '/staff/listing', permission: ['staff', 'view'] },
      { id: 'attendance', title: 'Attendace', url: '/staff/attendace', permission: ['staff', 'view'] },
      { id: 'salary', title: 'Salary', url: '/staff/salary', permission: ['staff', 'view'] },
    ],
  },
  {
    id: 'reminder',
    title: 'Reminder',
    children: [
      { id: 'reminder-bulk', title: 'Reminder Bulk', url: '/reminder', permission: ['reminders', 'send'] },
    ],
  },
  {
    id: 'reports',
    title: 'Reports',
    children: [
      { id: 'reports-list', title: 'Reports', url: '/reports', permission: ['reports', 'view'] },
      // Not in the original spec: the export chain's money, for the roles that see a vehicle's money.
      {
        id: 'refunds',
        title: 'Refunds to claim',
        url: '/reports/refunds',
        permission: ['sales', 'viewProfit'],
      },
      {
        id: 'export-register',
        title: 'Export register',
        url: '/reports/export-register',
        permission: ['sales', 'viewProfit'],
      },
      { id: 'bill-book', title: 'Bill Book', url: '/bill-book', permission: ['bills', 'view'] },
    ],
  },
  {
    id: 'users',
    title: 'Users',
    children: [
      { id: 'roles', title: 'Roles', url: '/user/listing', permission: ['users', 'view'] },
      // Not in the original spec: the business's letterhead (name, address, bank details, logo).
      { id: 'settings', title: 'Settings', url: '/settings', permission: ['settings', 'view'] },
      // Not in the original spec: who changed what and when (money, stock and people).
      { id: 'audit', title: 'Audit', url: '/audit', permission: ['audit', 'view'] },
    ],
  },
]

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry

const allowed = (role: Role | undefined, item: MenuItem) => {
  const [area, action] = item.permission
  return can(role, area, action as never)
}

/** The menu a role sees: hidden items removed, and groups left empty removed with them. */
export const menuFor = (role: Role | undefined): MenuEntry[] =>
  menu.flatMap((entry): MenuEntry[] => {
    if (!isGroup(entry)) return allowed(role, entry) ? [entry] : []
    const children = entry.children.filter((item) => allowed(role, item))
    return children.length ? [{ ...entry, children }] : []
  })

export const menuTitlesFor = (role: Role | undefined): string[] =>
  menuFor(role).flatMap((e) => (isGroup(e) ? e.children.map((c) => c.title) : [e.title]))
