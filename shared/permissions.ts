import type { Role } from './roles'
import { roles } from './roles'

/**
 * The permission matrix: area → action → roles. It drives the server's route checks, the web's route
 * guards and the menu. The server is the authority; the web only hides what the server would refuse.
 * Where the product's role rules name roles, they are copied here; the rest is written down in
 * docs/decisions/0003-permission-matrix.md.
 */
const everyone = roles
const admins = ['SuperAdmin', 'MainAdmin'] as const
const office = ['SuperAdmin', 'MainAdmin', 'Admin'] as const
const vendorRoles = ['MainAdmin', 'Accounts', 'SuperAdmin', 'Admin', 'AgentStock'] as const
const customerRoles = ['MainAdmin', 'Accounts', 'SuperAdmin', 'Admin', 'AgentSales'] as const
const salesSide = ['SuperAdmin', 'MainAdmin', 'Admin', 'AgentSales'] as const
const money = ['SuperAdmin', 'MainAdmin', 'Accounts'] as const
const stock = ['SuperAdmin', 'MainAdmin', 'Admin', 'AgentStock'] as const
const stockAndSales = ['SuperAdmin', 'MainAdmin', 'Admin', 'AgentStock', 'AgentSales'] as const
const costs = ['SuperAdmin', 'MainAdmin', 'Admin', 'AgentStock', 'Accounts'] as const

export const permissions = {
  dashboard: { view: everyone },
  // Resetting a lost authenticator is the owners' (it lets the user in with the password alone).
  users: {
    view: admins,
    create: admins,
    update: admins,
    deactivate: admins,
    resetPassword: admins,
    delete: admins,
    resetTwoFactor: admins,
  },
  countries: { view: everyone, create: admins, viewAll: admins },
  exchangeRates: { view: everyone, create: money },
  // Destination rules are the business's reading of a country's law: the owners keep them.
  destinationRules: { view: everyone, manage: admins },
  stations: { view: everyone, manage: admins },
  // Shipments: the stock side books and loads them; a branch reads those arriving in its country; only
  // an owner lets a car on against its destination rule.
  shipments: { view: everyone, manage: stock, override: admins },
  pipeline: { view: everyone },
  // A car's export file is kept by the stock side; everyone reads it and the deadlines it sets. Only an
  // owner sends the originals of a car not yet fully paid.
  exportFiles: { view: everyone, manage: stock, override: admins },
  deadlines: { view: everyone },
  // A car's auction purchase is purchase money: read by those who read vendors, kept by the stock side.
  auctionPurchases: { view: vendorRoles, manage: stock },
  categories: { view: everyone, list: salesSide, manage: office },
  vehicles: {
    viewInStock: everyone,
    viewAll: admins,
    viewSold: salesSide,
    view: everyone,
    create: stock,
    update: stockAndSales,
    updatePurchase: stock,
    delete: office,
    move: stock,
    updateLocation: stockAndSales,
  },
  expenses: {
    view: everyone,
    manage: costs,
    delete: ['SuperAdmin', 'MainAdmin', 'Admin', 'Accounts'],
    // A sold vehicle's expenses are locked; these roles may correct them, with a reason.
    correctSold: admins,
  },
  vendors: { view: vendorRoles, manage: vendorRoles, delete: office },
  customers: { view: customerRoles, manage: customerRoles, delete: office },
  staff: { view: office, manage: office },
  reminders: { view: everyone, send: admins },
  reports: { view: admins },
  // Bills (docs/decisions/0019-bills.md): everyone reads the book of their country; whoever sells or
  // keeps the accounts issues and e-mails bills; voiding one is for the owners and Accounts.
  bills: {
    view: everyone,
    create: ['SuperAdmin', 'MainAdmin', 'Admin', 'AgentSales', 'Accounts'],
    email: ['SuperAdmin', 'MainAdmin', 'Admin', 'AgentSales', 'Accounts'],
    void: money,
  },
  settings: { view: admins, manage: admins },
  audit: { view: admins },
  // Backups hold every record: only the owners download one (decision 0021).
  backup: { create: admins },
  sales: { sell: salesSide, undo: admins, viewProfit: ['SuperAdmin', 'MainAdmin', 'Admin', 'Accounts'] },
  payments: {
    view: everyone,
    add: ['SuperAdmin', 'MainAdmin', 'Admin', 'AgentSales', 'Accounts'],
    addIn: ['SuperAdmin', 'MainAdmin', 'Admin', 'AgentSales', 'Accounts'],
    addOut: money,
  },
  ledgers: { viewCustomers: customerRoles, viewVendors: vendorRoles },
} as const satisfies Record<string, Record<string, readonly Role[]>>

export type Area = keyof typeof permissions
export type Action<A extends Area> = keyof (typeof permissions)[A] & string
export type Permission = { [A in Area]: readonly [A, Action<A>] }[Area]

export const can = <A extends Area>(role: Role | undefined, area: A, action: Action<A>): boolean => {
  if (!role) return false
  const allowed = permissions[area][action] as readonly Role[]
  return allowed.includes(role)
}

/** Route guards: a path prefix and the permission it needs. Other routes need a session only. */
export const routeGuards: readonly { prefix: string; permission: Permission }[] = [
  { prefix: '/user', permission: ['users', 'view'] },
  { prefix: '/vendor', permission: ['vendors', 'view'] },
  { prefix: '/customer', permission: ['customers', 'view'] },
  { prefix: '/staff', permission: ['staff', 'view'] },
  { prefix: '/settings', permission: ['settings', 'view'] },
  { prefix: '/audit', permission: ['audit', 'view'] },
]

const matchesPrefix = (path: string, prefix: string) => {
  const p = path.toLowerCase()
  return p === prefix || p.startsWith(`${prefix}/`)
}

export const canOpenPath = (role: Role | undefined, path: string): boolean => {
  const guard = routeGuards.find((g) => matchesPrefix(path, g.prefix))
  if (!guard) return true
  const [area, action] = guard.permission
  return can(role, area, action as never)
}
