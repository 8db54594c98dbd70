import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../shared/messages'
import { auditLog, outbox, users } from '../../db/schema'
import { createTestApp, type TestApp, testPassword } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Aiko',
  lastName: 'Mori',
  email: `aiko${Math.random().toString(36).slice(2, 8)}@test.kuruma`,
  countryId: 1,
  role: 'AgentSales',
  password: 'long enough passphrase',
  confirmPassword: 'long enough passphrase',
  ...overrides,
})

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/register', payload, headers })

describe('first-run owner sign-up', () => {
  it('is open while no user exists, creates a SuperAdmin, then closes', async () => {
    expect((await t.app.inject({ url: '/api/Auth/registration' })).json()).toEqual({ open: true })
    const res = await register(newUser({ role: 'Admin', email: 'owner@test.kuruma' }))
    expect(res.statusCode).toBe(201)
    const [row] = await t.db.select().from(users).where(eq(users.id, res.json().userId))
    expect(row!.role).toBe('SuperAdmin')
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(row!.passwordHash).not.toContain('long enough passphrase')
    expect((await t.app.inject({ url: '/api/Auth/registration' })).json()).toEqual({ open: false })
    const again = await register(newUser())
    expect(again.statusCode).toBe(403)
    expect(again.json().message).toBe('Accounts are created by an administrator.')
  })
})

describe('POST Auth/register (add user)', () => {
  it('lets a MainAdmin add a user, stored and audited, never returning the password', async () => {
    const admin = await t.as('MainAdmin')
    const input = newUser()
    const res = await register(input, admin.headers)
    expect(res.statusCode).toBe(201)
    expect(res.body).not.toContain('passphrase')
    const [row] = await t.db.select().from(users).where(eq(users.id, res.json().userId))
    expect(row).toMatchObject({ email: input.email, role: 'AgentSales', firstName: 'Aiko' })
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(row!.id))))
      .orderBy(auditLog.id)
    expect(audit[0]).toMatchObject({ entity: 'users', action: 'create', userId: admin.user.id })
    expect(JSON.stringify(audit[0]!.after)).not.toContain('argon2')
  })

  it('names the field for bad input', async () => {
    const admin = await t.as('SuperAdmin')
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'nope' }, 'email'],
      [{ firstName: '' }, 'firstName'],
      [{ password: 'short', confirmPassword: 'short' }, 'password'],
      [{ confirmPassword: 'something else entirely' }, 'confirmPassword'],
      [{ role: 'Boss' }, 'role'],
      [{ countryId: 99999 }, 'countryId'],
      [{ password: 'password123', confirmPassword: 'password123' }, 'password'],
    ]
    for (const [overrides, field] of cases) {
      const res = await register(newUser(overrides), admin.headers)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().errors[field], field).toBeDefined()
    }
  })

  it('409 for an e-mail already in use, whatever its case', async () => {
    const admin = await t.as('SuperAdmin')
    const input = newUser()
    expect((await register(input, admin.headers)).statusCode).toBe(201)
    const dup = await register({ ...input, email: input.email.toUpperCase() }, admin.headers)
    expect(dup.statusCode).toBe(409)
    expect(dup.json().errors.email).toBeDefined()
  })

  it('only a SuperAdmin can create a SuperAdmin', async () => {
    const main = await t.as('MainAdmin')
    expect((await register(newUser({ role: 'SuperAdmin' }), main.headers)).statusCode).toBe(403)
    const sup = await t.as('SuperAdmin')
    expect((await register(newUser({ role: 'SuperAdmin' }), sup.headers)).statusCode).toBe(201)
  })

  it.each(['Admin', 'AgentStock', 'AgentSales', 'Accounts'] as const)('403 for %s', async (role) => {
    const who = await t.as(role)
    expect((await register(newUser(), who.headers)).statusCode).toBe(403)
  })

  it('401 with a revoked token rather than falling back to public sign-up', async () => {
    expect((await register(newUser(), { authorization: 'Bearer nonsense' })).statusCode).toBe(401)
  })
})

describe('GET users and Users/userinfo', () => {
  it('lists users for admins with no password or hash anywhere', async () => {
    const admin = await t.as('MainAdmin')
    const res = await t.app.inject({ url: '/api/users?page=1&pageSize=5', headers: admin.headers })
    expect(res.statusCode).toBe(200)
    const rows = res.json()
    expect(rows.length).toBeLessThanOrEqual(5)
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(rows.length)
    expect(res.body).not.toMatch(/password|argon2/i)
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'countryId',
        'countryName',
        'currency',
        'email',
        'firstName',
        'lastName',
        'twoFactor',
        'userId',
        'userRole',
        'active',
      ].sort(),
    )
  })

  it('searches by name or e-mail', async () => {
    const admin = await t.as('SuperAdmin')
    await t.makeUser('Accounts', { email: 'findme.zeta@test.kuruma' })
    const res = await t.app.inject({ url: '/api/users?q=findme.zeta', headers: admin.headers })
    expect(res.json().map((u: { email: string }) => u.email)).toEqual(['findme.zeta@test.kuruma'])
  })

  it('searches for % and _ as written, not as wildcards', async () => {
    const admin = await t.as('SuperAdmin')
    await t.makeUser('Accounts', { email: 'under_score.100%@test.kuruma' })
    const search = async (q: string) =>
      (await t.app.inject({ url: `/api/users?q=${encodeURIComponent(q)}&page=1`, headers: admin.headers }))
        .json()
        .map((u: { email: string }) => u.email)
    expect(await search('under_score.100%')).toEqual(['under_score.100%@test.kuruma'])
    expect(await search('%')).toEqual(['under_score.100%@test.kuruma'])
    expect(await search('r_s')).toEqual(['under_score.100%@test.kuruma'])
    expect(await search('er%sc')).toEqual([])
  })

  it('sorts by a column, newest or oldest first, and by first name when the column is unknown', async () => {
    const admin = await t.as('SuperAdmin')
    const emails = async (sort: string) =>
      (await t.app.inject({ url: `/api/users?sort=${sort}&pageSize=500`, headers: admin.headers }))
        .json()
        .map((u: { email: string; firstName: string }) => u.email)
    const byEmail = await emails('email')
    expect(await emails('-email')).toEqual([...byEmail].reverse())
    const names = (
      await t.app.inject({ url: '/api/users?sort=shoeSize&pageSize=500', headers: admin.headers })
    )
      .json()
      .map((u: { firstName: string }) => u.firstName)
    expect(names).toEqual(
      (await t.app.inject({ url: '/api/users?pageSize=500', headers: admin.headers }))
        .json()
        .map((u: { firstName: string }) => u.firstName),
    )
    expect(names.length).toBeGreaterThan(1)
  })

  it.each(['Admin', 'AgentStock', 'AgentSales', 'Accounts'] as const)(
    '403 for %s on the list',
    async (role) => {
      const who = await t.as(role)
      expect((await t.app.inject({ url: '/api/users', headers: who.headers })).statusCode).toBe(403)
    },
  )

  it('returns the profile as a one-element array; others only to admins', async () => {
    const me = await t.as('AgentStock')
    const res = await t.app.inject({ url: `/api/Users/userinfo?id=${me.user.id}`, headers: me.headers })
    expect(res.statusCode).toBe(200)
    const [profile] = res.json()
    expect(profile).toEqual({
      userId: me.user.id,
      firstName: me.user.firstName,
      lastName: 'Tester',
      email: me.user.email,
      userRole: 'AgentStock',
      countryId: me.user.countryId,
      countryName: 'Japan',
      currency: 'JPY',
      twoFactor: false,
      businessTimeZone: 'Asia/Tokyo',
    })
    const other = await t.makeUser('Admin')
    expect(
      (await t.app.inject({ url: `/api/Users/userinfo?id=${other.id}`, headers: me.headers })).statusCode,
    ).toBe(403)
    const admin = await t.as('MainAdmin')
    expect(
      (await t.app.inject({ url: `/api/users/USERINFO?Id=${other.id}`, headers: admin.headers })).statusCode,
    ).toBe(200)
  })
})

describe('POST users/delete', () => {
  const del = (userId: unknown, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/users/delete', payload: { UserId: userId }, headers })

  it('deletes a user and revokes their sessions at once', async () => {
    const admin = await t.as('MainAdmin')
    const victim = await t.as('AgentSales')
    const res = await del(victim.user.id, admin.headers)
    expect(res.statusCode).toBe(200)
    const me = await t.app.inject({
      url: `/api/Users/userinfo?id=${victim.user.id}`,
      headers: victim.headers,
    })
    expect(me.statusCode).toBe(401)
    const list = await t.app.inject({ url: '/api/users?pageSize=500', headers: admin.headers })
    expect(list.json().some((u: { userId: number }) => u.userId === victim.user.id)).toBe(false)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Auth/login',
          payload: { email: victim.user.email, password: 'correct horse battery' },
        })
      ).statusCode,
    ).toBe(401)
  })

  it('a SuperAdmin cannot be deleted, nobody can delete themselves, unknown ids are 404', async () => {
    const admin = await t.as('SuperAdmin')
    const owner = await t.makeUser('SuperAdmin')
    expect((await del(owner.id, admin.headers)).statusCode).toBe(403)
    expect((await del(admin.user.id, admin.headers)).statusCode).toBe(400)
    expect((await del(999999, admin.headers)).statusCode).toBe(404)
    expect((await del('abc', admin.headers)).statusCode).toBe(400)
  })

  it.each(['Admin', 'AgentStock', 'AgentSales', 'Accounts'] as const)('403 for %s', async (role) => {
    const who = await t.as(role)
    const victim = await t.makeUser('AgentSales')
    expect((await del(victim.id, who.headers)).statusCode).toBe(403)
  })
})

const auditOf = async (userId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(userId)), eq(auditLog.action, action)))
    .orderBy(auditLog.id)
const storedUser = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!
const signIn = (email: string, password: string, remoteAddress = '198.51.100.70') =>
  t.app.inject({ method: 'POST', url: '/api/Auth/login', payload: { email, password }, remoteAddress })
const post = (url: string, userId: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/users/${url}`, payload: { UserId: userId }, headers })
const userinfo = (who: { headers: Record<string, string>; user: { id: number } }) =>
  t.app.inject({ url: `/api/Users/userinfo?id=${who.user.id}`, headers: who.headers })

describe('PUT users/update/{id}', () => {
  const update = (id: unknown, payload: Record<string, unknown>, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/users/update/${id}`, payload, headers })

  it("changes a user's role and country, audited; their session runs as they now are", async () => {
    const admin = await t.as('MainAdmin')
    const staff = await t.as('AgentSales')
    const res = await update(staff.user.id, { Role: 'Accounts', CountryId: 4 }, admin.headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: messages.users.updated })
    expect(await storedUser(staff.user.id)).toMatchObject({ role: 'Accounts', countryId: 4, active: true })
    const [audit] = await auditOf(staff.user.id, 'update')
    expect(audit).toMatchObject({ userId: admin.user.id, entity: 'users' })
    expect(audit!.before).toMatchObject({ role: 'AgentSales', countryId: 1 })
    expect(audit!.after).toMatchObject({ role: 'Accounts', countryId: 4 })
    expect(JSON.stringify(audit)).not.toContain('argon2')
    const [profile] = (await userinfo(staff)).json()
    expect(profile).toMatchObject({ userRole: 'Accounts', countryId: 4 })
  })

  it('names the field for bad input and answers 404 for an unknown user', async () => {
    const admin = await t.as('SuperAdmin')
    const staff = await t.makeUser('AgentStock')
    const cases: [Record<string, unknown>, string][] = [
      [{ role: 'Boss', countryId: 1 }, 'role'],
      [{ countryId: 1 }, 'role'],
      [{ role: 'Admin', countryId: 99999 }, 'countryId'],
      [{ role: 'Admin', countryId: 'x' }, 'countryId'],
    ]
    for (const [payload, field] of cases) {
      const res = await update(staff.id, payload, admin.headers)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().errors[field], field).toBeDefined()
    }
    expect((await update(999999, { role: 'Admin', countryId: 1 }, admin.headers)).statusCode).toBe(404)
    expect(await storedUser(staff.id)).toMatchObject({ role: 'AgentStock', countryId: 1 })
  })

  it('a MainAdmin neither changes a SuperAdmin nor makes one; other roles may not edit at all', async () => {
    const main = await t.as('MainAdmin')
    const owner = await t.makeUser('SuperAdmin')
    const staff = await t.makeUser('Admin')
    expect((await update(owner.id, { role: 'Admin', countryId: 1 }, main.headers)).statusCode).toBe(403)
    expect((await update(staff.id, { role: 'SuperAdmin', countryId: 1 }, main.headers)).statusCode).toBe(403)
    for (const role of ['Admin', 'AgentStock', 'AgentSales', 'Accounts'] as const) {
      const who = await t.as(role)
      expect((await update(staff.id, { role: 'Accounts', countryId: 1 }, who.headers)).statusCode).toBe(403)
    }
    expect(await storedUser(owner.id)).toMatchObject({ role: 'SuperAdmin' })
    expect(await storedUser(staff.id)).toMatchObject({ role: 'Admin' })
  })
})

describe('POST users/deactivate and users/reactivate', () => {
  it('signs the user out everywhere, refuses their sign-in saying why, and e-mails and audits it', async () => {
    const admin = await t.as('MainAdmin')
    const staff = await t.as('Accounts')
    const res = await post('deactivate', staff.user.id, admin.headers)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: messages.users.deactivated })
    expect((await userinfo(staff)).statusCode).toBe(401)
    expect(await storedUser(staff.user.id)).toMatchObject({ active: false, deletedAt: null })

    const refused = await signIn(staff.user.email, testPassword)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(messages.users.deactivatedSignIn)
    expect(refused.body).not.toContain('token')
    // A wrong password learns nothing about the account.
    const wrong = await signIn(staff.user.email, 'not the password at all')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().message).toBe(messages.session.invalidCredentials)

    const list = await t.app.inject({ url: '/api/users?pageSize=500', headers: admin.headers })
    expect(list.json().find((u: { userId: number }) => u.userId === staff.user.id)).toMatchObject({
      active: false,
    })
    expect(await auditOf(staff.user.id, 'deactivate')).toEqual([
      expect.objectContaining({
        userId: admin.user.id,
        before: expect.objectContaining({ active: true }),
        after: expect.objectContaining({ active: false }),
      }),
    ])
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, staff.user.email))
      .orderBy(desc(outbox.id))
    expect(mail!.subject).toContain('Your account was deactivated')

    // Deactivating again changes nothing more.
    expect((await post('deactivate', staff.user.id, admin.headers)).statusCode).toBe(200)
    expect(await auditOf(staff.user.id, 'deactivate')).toHaveLength(1)

    const back = await post('reactivate', staff.user.id, admin.headers)
    expect(back.statusCode).toBe(200)
    expect(back.json()).toEqual({ message: messages.users.reactivated })
    expect(await auditOf(staff.user.id, 'reactivate')).toHaveLength(1)
    expect((await signIn(staff.user.email, testPassword, '198.51.100.71')).statusCode).toBe(200)
    // The sessions ended by the deactivation stay ended.
    expect((await userinfo(staff)).statusCode).toBe(401)
  })

  it('nobody deactivates themself; a MainAdmin leaves a SuperAdmin be; 404 and 400 for bad ids', async () => {
    const main = await t.as('MainAdmin')
    const owner = await t.makeUser('SuperAdmin')
    const self = await post('deactivate', main.user.id, main.headers)
    expect(self.statusCode).toBe(400)
    expect(self.json().errors.userId).toBeDefined()
    expect((await post('deactivate', owner.id, main.headers)).statusCode).toBe(403)
    expect((await post('deactivate', 999999, main.headers)).statusCode).toBe(404)
    expect((await post('reactivate', 999999, main.headers)).statusCode).toBe(404)
    expect((await post('deactivate', 'abc', main.headers)).statusCode).toBe(400)
    expect(await storedUser(owner.id)).toMatchObject({ active: true })
  })

  it.each(['Admin', 'AgentStock', 'AgentSales', 'Accounts'] as const)('403 for %s', async (role) => {
    const who = await t.as(role)
    const staff = await t.makeUser('AgentSales')
    expect((await post('deactivate', staff.id, who.headers)).statusCode).toBe(403)
    expect((await post('reactivate', staff.id, who.headers)).statusCode).toBe(403)
    expect(await storedUser(staff.id)).toMatchObject({ active: true })
  })
})

describe('POST users/reset-password', () => {
  it('gives a new password once, ends the old one and every session, e-mails and audits it', async () => {
    const admin = await t.as('SuperAdmin')
    const staff = await t.as('AgentStock')
    const res = await post('reset-password', staff.user.id, admin.headers)
    expect(res.statusCode, res.body).toBe(200)
    const { message, password } = res.json()
    expect(message).toBe(messages.users.passwordReset)
    expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/)
    expect((await userinfo(staff)).statusCode).toBe(401)
    expect((await signIn(staff.user.email, testPassword, '198.51.100.72')).statusCode).toBe(401)
    expect((await signIn(staff.user.email, password, '198.51.100.72')).statusCode).toBe(200)
    expect(await auditOf(staff.user.id, 'reset-password')).toEqual([
      expect.objectContaining({ userId: admin.user.id }),
    ])
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, staff.user.email))
      .orderBy(desc(outbox.id))
    expect(mail!.subject).toContain('Your password was reset')
    expect(JSON.stringify(mail)).not.toContain(password)
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain(password)
  })

  it('not for oneself, nor by a MainAdmin for a SuperAdmin, nor by other roles', async () => {
    const main = await t.as('MainAdmin')
    const owner = await t.makeUser('SuperAdmin')
    expect((await post('reset-password', main.user.id, main.headers)).statusCode).toBe(400)
    expect((await post('reset-password', owner.id, main.headers)).statusCode).toBe(403)
    expect((await post('reset-password', 999999, main.headers)).statusCode).toBe(404)
    const staff = await t.makeUser('AgentSales')
    for (const role of ['Admin', 'AgentStock', 'AgentSales', 'Accounts'] as const) {
      const who = await t.as(role)
      expect((await post('reset-password', staff.id, who.headers)).statusCode).toBe(403)
    }
    expect((await signIn(staff.email, testPassword, '198.51.100.73')).statusCode).toBe(200)
  })
})

describe('the last owner seat', () => {
  it('the last active SuperAdmin can be neither demoted nor deactivated', async () => {
    const own = await createTestApp()
    try {
      const as = (who: { token: string }) => ({ authorization: `Bearer ${who.token}` })
      const a = await own.as('SuperAdmin')
      const demote = (id: number, headers: Record<string, string>) =>
        own.app.inject({
          method: 'PUT',
          url: `/api/users/update/${id}`,
          payload: { role: 'MainAdmin', countryId: 1 },
          headers,
        })
      const last = await demote(a.user.id, as(a))
      expect(last.statusCode).toBe(409)
      expect(last.json().message).toBe(messages.users.lastOwner)

      const b = await own.as('SuperAdmin')
      const deactivate = (id: number, headers: Record<string, string>) =>
        own.app.inject({ method: 'POST', url: '/api/users/deactivate', payload: { userId: id }, headers })
      // With a second owner, either may step down; then the other holds the last seat.
      expect((await demote(a.user.id, as(a))).statusCode).toBe(200)
      expect((await demote(b.user.id, as(b))).statusCode).toBe(409)
      expect((await deactivate(b.user.id, as(a))).statusCode).toBe(403)
      const c = await own.as('SuperAdmin')
      expect((await deactivate(b.user.id, as(c))).statusCode).toBe(200)
      expect((await demote(c.user.id, as(c))).statusCode).toBe(409)
      const roles = await own.db.select({ id: users.id, role: users.role, active: users.active }).from(users)
      expect(roles.filter((u) => u.role === 'SuperAdmin' && u.active).map((u) => u.id)).toEqual([c.user.id])
    } finally {
      await own.close()
    }
  })
})

describe('reference data', () => {
  it('serves the seeded countries and currencies', async () => {
    const countries = (await t.app.inject({ url: '/api/users/countries' })).json()
    expect(countries.find((c: { isoCode: string }) => c.isoCode === 'JP')).toMatchObject({
      currency: 'JPY',
      dialCode: '+81',
    })
    expect(countries).toHaveLength(19)
    const currencies = (await t.app.inject({ url: '/api/country/currencies' })).json()
    expect(currencies.map((c: { code: string }) => c.code)).toContain('KES')
  })
})
