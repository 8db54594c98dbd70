import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify'
import { decodeJwt, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isGroup, type MenuItem, menu } from '../../shared/menu'
import { can, type Permission, routeGuards } from '../../shared/permissions'
import { type Role, roles } from '../../shared/roles'
import { createTestApp, type TestApp } from './test-app'

/**
 * Who may call what: every route under /api, called by each of the six roles and with every kind of
 * bad token, answers as the permission matrix (shared/permissions.ts) says. The table below is the
 * frozen list of routes and their rules; a route added, removed or guarded differently fails here
 * until the table says so.
 */

/** 'second-step': only the bearer of a sign-in challenge (no session token, however good) gets past its hook. */
type Check = Permission | 'public' | 'signed-in' | 'second-step'
/**
 * One way of calling a route whose rule depends on the query. `{self}` is the caller's user id;
 * `anonymous` is the answer without a token (401 unless told); `status` is the answer for every caller.
 */
type Variant = { query: string; check: Check; anonymous?: number; status?: number }
/** A rule decided partly in the handler or from the query; `onRequest` is what its route hook declares, if anything. */
type Dynamic = { onRequest?: Permission | 'signed-in' | 'second-step'; variants: readonly Variant[] }
type Rule = Check | Dynamic

const matrix: Record<string, Rule> = {
  'OPTIONS /api/*': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/health': 'public',
  'POST /api/Auth/login': 'public',
  'POST /api/Auth/logout': 'signed-in',
  'POST /api/Auth/changepass': 'signed-in',
  'POST /api/Auth/login/verify': 'second-step',
  'POST /api/Auth/login/enrol': 'second-step',
  'GET /api/Auth/two-factor': 'signed-in',
  'POST /api/Auth/two-factor/setup': 'signed-in',
  'POST /api/Auth/two-factor/confirm': 'signed-in',
  // Anyone reads their own profile; another user's only with users.view.
  'GET /api/Users/userinfo': {
    onRequest: 'signed-in',
    variants: [
      { query: '', check: 'signed-in' },
      { query: '?id={self}', check: 'signed-in' },
      { query: '?id=999999', check: ['users', 'view'] },
    ],
  },
  'GET /api/users': ['users', 'view'],
  'GET /api/Auth/registration': 'public',
  // An admin adds users; without a token only the first-run sign-up, refused once a user exists.
  'POST /api/Auth/register': { variants: [{ query: '', check: ['users', 'create'], anonymous: 403 }] },
  'POST /api/users/delete': ['users', 'delete'],
  'POST /api/users/reset-two-factor': ['users', 'resetTwoFactor'],
  'PUT /api/users/update/:id': ['users', 'update'],
  'POST /api/users/deactivate': ['users', 'deactivate'],
  'POST /api/users/reactivate': ['users', 'deactivate'],
  'POST /api/users/reset-password': ['users', 'resetPassword'],
  'GET /api/users/countries': 'public',
  'GET /api/country/currencies': 'public',
  // Whoever holds a valid signed URL; a forged signature is refused whatever the token.
  'GET /api/files/:id': { variants: [{ query: '?exp=4102444800&sig=forged', check: 'public', status: 403 }] },
  'GET /api/Station': ['stations', 'view'],
  'GET /api/Station/GetStatus/:id': ['stations', 'view'],
  'POST /api/Station/AddStation': ['stations', 'manage'],
  'PUT /api/Station/UpdateStation/:id': ['stations', 'manage'],
  'DELETE /api/Station/DeleteStation/:id': ['stations', 'manage'],
  'GET /api/Category': ['categories', 'view'],
  'GET /api/Category/Category/:id': ['categories', 'view'],
  'POST /api/Category/AddCategory': ['categories', 'manage'],
  'PUT /api/Category/UpdateCategory/:id': ['categories', 'manage'],
  'DELETE /api/Category/Delete/:id': ['categories', 'manage'],
  'GET /api/vendor': ['vendors', 'view'],
  'POST /api/vendor/addedit': ['vendors', 'manage'],
  'PUT /api/vendor/UpdateVendor/:id': ['vendors', 'manage'],
  'POST /api/vendor/delete': ['vendors', 'delete'],
  'GET /api/customer': ['customers', 'view'],
  'POST /api/customer/addedit': ['customers', 'manage'],
  'PUT /api/customer/update/:id': ['customers', 'manage'],
  'POST /api/customer/delete': ['customers', 'delete'],
  'GET /api/Staff': ['staff', 'view'],
  'GET /api/Staff/salarytypes': ['staff', 'view'],
  'POST /api/Staff/addedit': ['staff', 'manage'],
  'POST /api/Staff/delete': ['staff', 'manage'],
  'GET /api/Staff/attendancestatus': ['staff', 'view'],
  'GET /api/Staff/today': ['staff', 'view'],
  'GET /api/Staff/Attendance': ['staff', 'view'],
  'POST /api/Staff/addeditattendance': ['staff', 'manage'],
  'GET /api/Staff/salary': ['staff', 'view'],
  'GET /api/Staff/payslip': ['staff', 'view'],
  'POST /api/Staff/processsalary': ['staff', 'manage'],
  'GET /api/car/GetAll': ['vehicles', 'viewAll'],
  'GET /api/car/getinstockcars': ['vehicles', 'viewInStock'],
  'GET /api/car/getsoldcars': ['vehicles', 'viewSold'],
  'GET /api/car/counts': ['vehicles', 'viewInStock'],
  'GET /api/car/GetAll/:id': ['vehicles', 'view'],
  'PUT /api/car/updateCar/:id': ['vehicles', 'update'],
  'GET /api/car/costsheet/:id': ['vehicles', 'view'],
  // Id=0 adds a vehicle, a real Id updates one: decided from the query before the body is read.
  'POST /api/car/addedit': {
    variants: [
      { query: '?Id=0', check: ['vehicles', 'create'] },
      { query: '?Id=999999', check: ['vehicles', 'update'] },
    ],
  },
  'GET /api/car/sheet/:id': ['vehicles', 'view'],
  'POST /api/Car/delete': ['vehicles', 'delete'],
  'GET /api/exchangerates': ['exchangeRates', 'view'],
  'POST /api/exchangerates': ['exchangeRates', 'create'],
  'GET /api/destination-rules': ['destinationRules', 'view'],
  'POST /api/destination-rules': ['destinationRules', 'manage'],
  'PUT /api/destination-rules/:id': ['destinationRules', 'manage'],
  'GET /api/shipments': ['shipments', 'view'],
  'GET /api/pipeline': ['pipeline', 'view'],
  'GET /api/export-files/:carId': ['exportFiles', 'view'],
  'PUT /api/export-files/:carId': ['exportFiles', 'manage'],
  'PUT /api/export-files/:carId/documents/:step': ['exportFiles', 'manage'],
  'DELETE /api/export-files/:carId/documents/:step': ['exportFiles', 'manage'],
  'GET /api/auction-purchases/:carId': ['auctionPurchases', 'view'],
  'PUT /api/auction-purchases/:carId': ['auctionPurchases', 'manage'],
  'GET /api/deadlines': ['deadlines', 'view'],
  'GET /api/pipeline/journey': ['vehicles', 'view'],
  'POST /api/shipments': ['shipments', 'manage'],
  'GET /api/shipments/:id': ['shipments', 'view'],
  'GET /api/shipments/:id/instructions.pdf': ['shipments', 'view'],
  'GET /api/shipments/:id/manifest.pdf': ['shipments', 'view'],
  'POST /api/shipments/:id/bl-check': ['shipments', 'view'],
  'PUT /api/shipments/:id': ['shipments', 'manage'],
  'POST /api/shipments/:id/cars': ['shipments', 'manage'],
  'DELETE /api/shipments/:id/cars/:vehicleId': ['shipments', 'manage'],
  'POST /api/shipments/:id/costs': ['shipments', 'manage'],
  'DELETE /api/shipments/:id/costs/:costId': ['shipments', 'manage'],
  'POST /api/shipments/:id/steps': ['shipments', 'manage'],
  'POST /api/shipments/:id/arrival': ['shipments', 'manage'],
  'POST /api/car/sale': ['sales', 'sell'],
  'POST /api/car/undosale': ['sales', 'undo'],
  'GET /api/car/profit': ['sales', 'viewProfit'],
  'GET /api/car/TermPayments': ['payments', 'view'],
  'POST /api/car/AddTermPayment': ['payments', 'add'],
  'GET /api/car/receipt/:paymentId': ['payments', 'view'],
  'GET /api/customer/allpurchases': ['ledgers', 'viewCustomers'],
  'GET /api/customer/ledger': ['ledgers', 'viewCustomers'],
  'GET /api/vendor/allpurchases': ['ledgers', 'viewVendors'],
  'GET /api/vendor/ledger': ['ledgers', 'viewVendors'],
  'GET /api/car/expenses': ['expenses', 'view'],
  'GET /api/car/allexpenses': ['expenses', 'view'],
  'GET /api/car/expenses/totals': ['expenses', 'view'],
  'POST /api/car/addeditexpense': ['expenses', 'manage'],
  'POST /api/car/deleteexpense': ['expenses', 'delete'],
  'POST /api/car/updatelocation': ['vehicles', 'updateLocation'],
  'GET /api/car/locations': ['vehicles', 'view'],
  'POST /api/car/move': ['vehicles', 'move'],
  'GET /api/car/moves': ['vehicles', 'view'],
  'GET /api/Dashboard/stats': ['dashboard', 'view'],
  'GET /api/Dashboard/purchasechartdata': ['dashboard', 'view'],
  'GET /api/Dashboard/saleschartdata': ['dashboard', 'view'],
  'GET /api/Dashboard/PendingPaymentDetails': ['dashboard', 'view'],
  'GET /api/Dashboard/PendingTerms': ['dashboard', 'view'],
  'POST /api/Email/sendReminder': ['reminders', 'send'],
  // Everyone reads reminders; those about a customer or a vendor need that area too.
  'GET /api/reminders': {
    onRequest: ['reminders', 'view'],
    variants: [
      { query: '', check: ['reminders', 'view'] },
      { query: '?customerId=999999', check: ['customers', 'view'] },
      { query: '?vendorId=999999', check: ['vendors', 'view'] },
    ],
  },
  'GET /api/Reports/bycustomer': ['reports', 'view'],
  'GET /api/Reports/bycustomer/totals': ['reports', 'view'],
  'GET /api/Reports/byvendor': ['reports', 'view'],
  'GET /api/Reports/byvendor/totals': ['reports', 'view'],
  'GET /api/Reports/bypurchasecountry': ['reports', 'view'],
  'GET /api/Reports/bypurchasecountry/totals': ['reports', 'view'],
  'GET /api/Reports/bysalecountry': ['reports', 'view'],
  'GET /api/Reports/bysalecountry/totals': ['reports', 'view'],
  'GET /api/Reports/byavailability': ['reports', 'view'],
  'GET /api/Reports/byavailability/totals': ['reports', 'view'],
  'GET /api/Reports/refunds': ['sales', 'viewProfit'],
  'GET /api/Reports/refunds/totals': ['sales', 'viewProfit'],
  'GET /api/Reports/export-register': ['sales', 'viewProfit'],
  'GET /api/Reports/export-register/totals': ['sales', 'viewProfit'],
  'GET /api/bills': ['bills', 'view'],
  'POST /api/bills': ['bills', 'create'],
  'GET /api/bills/:id': ['bills', 'view'],
  'PUT /api/bills/:id': ['bills', 'create'],
  'POST /api/bills/:id/void': ['bills', 'void'],
  'GET /api/bills/:id/pdf': ['bills', 'view'],
  'POST /api/bills/:id/email': ['bills', 'email'],
  'GET /api/settings': ['settings', 'view'],
  'PUT /api/settings': ['settings', 'manage'],
  'GET /api/settings/two-factor': ['settings', 'view'],
  'PUT /api/settings/two-factor': ['settings', 'manage'],
  'GET /api/settings/chain': ['deadlines', 'view'],
  'PUT /api/settings/chain': ['settings', 'manage'],
  'GET /api/audit': ['audit', 'view'],
  'GET /api/audit/nouns': ['audit', 'view'],
  // The admins with their session, or `npm run backup` with a request signed by the server's secret.
  'POST /api/backup': {
    onRequest: ['backup', 'create'],
    variants: [
      { query: '', check: ['backup', 'create'] },
      { query: '?exp=4102444800&sig=forged', check: ['backup', 'create'] },
    ],
  },
}

/** Concrete URLs for paths a plain id cannot fill; other path parameters become 999999. */
const sampleUrls: Record<string, string> = {
  'OPTIONS /api/*': '/api/vendor',
  'GET /api/docs/static/*': '/api/docs/static/swagger-ui.css',
  'GET /api/files/:id': '/api/files/7d444840-9dc0-41d8-a8c6-0c0f5d5b7c52',
}
const urlOf = (key: string) => sampleUrls[key] ?? key.split(' ')[1]!.replace(/:\w+/g, '999999')
const isDynamic = (rule: Rule): rule is Dynamic => typeof rule === 'object' && 'variants' in rule
const variantsOf = (rule: Rule): readonly Variant[] =>
  isDynamic(rule) ? rule.variants : [{ query: '', check: rule }]
/** What the route's onRequest hook should declare: its permission, 'signed-in', or nothing (public or custom). */
const declaredBy = (rule: Rule) =>
  isDynamic(rule) ? (rule.onRequest ?? null) : rule === 'public' ? null : rule
const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method)

/** Each route as the app registers it, with the rule its onRequest hook carries (`allow`, `signedIn`). */
type Registered = { key: string; permission?: Permission | 'signed-in' | 'second-step' }

/** Builds the test app while listening for its routes: every Fastify instance announces itself at creation. */
const createAppListingRoutes = async () => {
  const registered: Registered[] = []
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance }
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const hooks = [route.onRequest ?? []].flat() as unknown as Pick<Registered, 'permission'>[]
      const permission = hooks.find((hook) => hook.permission)?.permission
      for (const method of [route.method].flat())
        registered.push({ key: `${method} ${route.url}`, permission })
    })
  }
  subscribe('fastify.initialization', onInit)
  try {
    return { t: await createTestApp(), registered }
  } finally {
    unsubscribe('fastify.initialization', onInit)
  }
}

type Caller = { name: string; role?: Role; userId: number; headers: Record<string, string> }
const refused = (status: number) => status === 401 || status === 403

let t: TestApp
let routes: Registered[]
let heads: string[]
let callers: Caller[]

beforeAll(async () => {
  const built = await createAppListingRoutes()
  t = built.t
  const api = built.registered.filter((r) => r.key.split(' ')[1]!.startsWith('/api'))
  // HEAD is Fastify's twin of each GET (checked below without a token); a HEAD of its own would be a route.
  heads = api.filter((r) => r.key.startsWith('HEAD ')).map((r) => r.key.replace(/^HEAD /, 'GET '))
  routes = api.filter((r) => !r.key.startsWith('HEAD '))
  const signedIn = await Promise.all(
    roles.map(async (role) => {
      const { headers, user } = await t.as(role)
      return { name: role, role, userId: user.id, headers }
    }),
  )
  // Tokens for a live MainAdmin session, spoiled one way each.
  const { token, user } = await t.as('MainAdmin')
  const claims = decodeJwt(token)
  const sign = (secret: string, exp: number) =>
    new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(exp - 3600)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret))
  const now = Math.floor(Date.now() / 1000)
  const revoked = await t.as('MainAdmin')
  const logout = await t.app.inject({ method: 'POST', url: '/api/Auth/logout', headers: revoked.headers })
  expect(logout.statusCode).toBe(200)
  const bearer = (value: string) => ({ authorization: `Bearer ${value}` })
  callers = [
    ...signedIn,
    { name: 'no token', userId: 1, headers: {} },
    { name: 'malformed token', userId: 1, headers: bearer('not.a.token') },
    {
      name: 'wrong secret',
      userId: user.id,
      headers: bearer(await sign('another-secret-of-the-same-length-0123', now + 3600)),
    },
    { name: 'expired token', userId: user.id, headers: bearer(await sign(t.config.jwtSecret, now - 60)) },
    { name: 'revoked token', userId: revoked.user.id, headers: revoked.headers },
  ]
  // The control: the same claims, signed with the app's secret and still valid, are accepted.
  const control = await t.app.inject({
    url: '/api/users',
    headers: bearer(await sign(t.config.jwtSecret, now + 3600)),
  })
  expect(control.statusCode).toBe(200)
})
afterAll(() => t.close())

/** What a caller should get from one way of calling a route. */
const expectation = (variant: Variant, caller: Caller): { ok: (status: number) => boolean; want: string } => {
  const allowed = { ok: (s: number) => !refused(s), want: 'neither 401 nor 403' }
  const is = (code: number) => ({ ok: (s: number) => s === code, want: String(code) })
  if (variant.status !== undefined) return is(variant.status)
  if (variant.check === 'public') return allowed
  if (variant.check === 'second-step') return is(401)
  if (!caller.role) return is(caller.name === 'no token' ? (variant.anonymous ?? 401) : 401)
  if (variant.check === 'signed-in') return allowed
  const [area, action] = variant.check
  return can(caller.role, area, action as never) ? allowed : is(403)
}

describe('permission matrix', () => {
  it('classifies every route under /api, and names no route the app does not have', () => {
    const keys = routes.map((r) => r.key)
    const unclassified = keys.filter((key) => !(key in matrix)).map((key) => `route ${key} is not classified`)
    const gone = Object.keys(matrix)
      .filter((key) => !keys.includes(key))
      .map((key) => `route ${key} is classified but not registered`)
    const lone = heads
      .filter((key) => !keys.includes(key))
      .map((key) => `route HEAD ${key.slice(4)} is not classified`)
    expect([...unclassified, ...gone, ...lone]).toEqual([])
  })

  it('declares on each route hook (allow, signedIn) the rule the table gives it, and on no other route', () => {
    const declared = Object.fromEntries(routes.map((r) => [r.key, r.permission ?? null]))
    const written = Object.fromEntries(Object.entries(matrix).map(([key, rule]) => [key, declaredBy(rule)]))
    expect(declared).toEqual(written)
  })

  it.each(Object.keys(matrix))('%s answers each role and token as the matrix says', async (key) => {
    const [method] = key.split(' ') as [InjectOptions['method'] & string]
    const failures: string[] = []
    for (const variant of variantsOf(matrix[key]!)) {
      for (const caller of callers) {
        let headers = caller.headers
        // Logging out ends the session: each role logs out a session of its own.
        if (key === 'POST /api/Auth/logout' && caller.role) headers = (await t.as(caller.role)).headers
        const url = urlOf(key) + variant.query.replace('{self}', String(caller.userId))
        const { ok, want } = expectation(variant, caller)
        const calls: { body: string; options: InjectOptions }[] = [
          // A write is refused before its body is read: a broken body changes nothing.
          isWrite(method)
            ? {
                body: 'broken body',
                options: { payload: '{"broken', headers: { 'content-type': 'application/json' } },
              }
            : { body: '', options: {} },
        ]
        // Whoever may call it gets past the checks with an empty body too, and never a 5xx.
        if (isWrite(method) && caller.role && want !== '403')
          calls.push({ body: 'empty body', options: { payload: {} } })
        if (method === 'GET' && !caller.role) calls.push({ body: 'HEAD', options: { method: 'HEAD' } })
        for (const call of calls) {
          const res = await t.app.inject({
            method,
            url,
            ...call.options,
            headers: { ...headers, ...call.options.headers },
          })
          if (res.statusCode >= 500 || !ok(res.statusCode))
            failures.push(
              `${caller.name} ${call.options.method ?? method} ${url}${call.body ? ` (${call.body})` : ''} → ${res.statusCode}, expected ${res.statusCode >= 500 ? 'no 5xx' : want}: ${res.body.slice(0, 120)}`,
            )
        }
      }
    }
    expect(failures).toEqual([])
  })
})

/** The server routes each page of the side menu needs to show its data. */
const pageRoutes: Record<string, readonly string[]> = {
  '/dashboard': ['GET /api/Dashboard/stats'],
  '/vehicles/listing': ['GET /api/car/GetAll'],
  '/vehicles/instock': ['GET /api/car/getinstockcars'],
  '/vehicles/soldout': ['GET /api/car/getsoldcars'],
  '/vehicles/category': ['GET /api/Category'],
  '/exchange-rates': ['GET /api/exchangerates', 'POST /api/exchangerates'],
  '/destination-rules': ['GET /api/destination-rules'],
  '/shipments': ['GET /api/shipments'],
  '/pipeline': ['GET /api/pipeline'],
  '/deadlines': ['GET /api/deadlines'],
  '/station/listing': ['GET /api/Station', 'POST /api/Station/AddStation'],
  '/vendor/listing': ['GET /api/vendor'],
  '/customer/listing': ['GET /api/customer'],
  '/staff/listing': ['GET /api/Staff'],
  '/staff/attendace': ['GET /api/Staff/Attendance'],
  '/staff/salary': ['GET /api/Staff/salary'],
  '/reminder': ['GET /api/Dashboard/PendingPaymentDetails', 'POST /api/Email/sendReminder'],
  '/reports': ['GET /api/Reports/bycustomer'],
  '/reports/refunds': ['GET /api/Reports/refunds', 'GET /api/Reports/refunds/totals'],
  '/reports/export-register': ['GET /api/Reports/export-register', 'GET /api/Reports/export-register/totals'],
  '/bill-book': ['GET /api/bills'],
  '/user/listing': ['GET /api/users'],
  '/settings': ['GET /api/settings', 'PUT /api/settings', 'PUT /api/settings/chain'],
  '/audit': ['GET /api/audit'],
}

/** Whether the server lets a role call a route (the rows above prove the table against the server). */
const serverAllows = (role: Role, key: string) => {
  const [variant] = variantsOf(matrix[key]!)
  const check = variant!.check
  return typeof check === 'string' || can(role, check[0], check[1] as never)
}

describe('the web agrees with the server', () => {
  const items: MenuItem[] = menu.flatMap((entry) => (isGroup(entry) ? entry.children : [entry]))

  it('lists the server routes of every menu page', () => {
    expect(items.map((item) => item.url).filter((url) => !pageRoutes[url])).toEqual([])
    expect(
      Object.values(pageRoutes)
        .flat()
        .filter((key) => !(key in matrix)),
    ).toEqual([])
  })

  it.each(roles)('%s: every menu item it sees opens a page whose data the server gives it', (role) => {
    const refusedPages = items
      .filter(({ permission: [area, action] }) => can(role, area, action as never))
      .flatMap((item) =>
        (pageRoutes[item.url] ?? [])
          .filter((key) => !serverAllows(role, key))
          .map((key) => `${item.title}: ${key}`),
      )
    expect(refusedPages).toEqual([])
  })

  it.each(roles)('%s: a page the web guard keeps it out of is refused by the server too', (role) => {
    const leaks = routeGuards.flatMap(({ prefix, permission: [area, action] }) =>
      can(role, area, action as never)
        ? []
        : items
            .filter((item) => item.url === prefix || item.url.toLowerCase().startsWith(`${prefix}/`))
            .flatMap((item) => (pageRoutes[item.url] ?? []).filter((key) => serverAllows(role, key)))
            .map((key) => `${prefix}: ${key}`),
    )
    expect(leaks).toEqual([])
  })
})
