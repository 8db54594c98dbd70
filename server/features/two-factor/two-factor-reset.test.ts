import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, outbox, recoveryCodes, twoFactors } from '../../db/schema'
import { createTestApp, type TestApp, testPassword } from '../../test/test-app'
import { bearer, codeFor, codeStep, fakeEnrolledUser, passwordStep } from './two-factor.fakes'

let t: TestApp
let owner: Awaited<ReturnType<TestApp['as']>>
beforeAll(async () => {
  t = await createTestApp()
  owner = await t.as('SuperAdmin')
})
afterAll(() => t.close())

const requireRoles = (roles: string[], headers = owner.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/two-factor', headers, payload: { roles } })
const reset = (userId: number, headers = owner.headers) =>
  t.app.inject({ method: 'POST', url: '/api/users/reset-two-factor', headers, payload: { userId } })
const me = (token: string, userId: number) =>
  t.app.inject({ url: `/api/Users/userinfo?id=${userId}`, headers: bearer(token) })

describe('an owner resets a lost authenticator', () => {
  it('is for owners only, audited, e-mailed to the user, and lets the password alone sign in', async () => {
    const { user, headers } = await fakeEnrolledUser(t, 'AgentSales')
    const admin = await t.as('Admin')
    expect((await reset(user.id, admin.headers)).statusCode).toBe(403)
    const res = await reset(user.id)
    expect(res.statusCode).toBe(200)
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual([])
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([])
    // The user's sessions end (the lost phone may hold one).
    expect((await t.app.inject({ url: '/api/Auth/two-factor', headers })).statusCode).toBe(401)
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(user.id)), eq(auditLog.action, 'reset-two-factor')))
    expect(audit!.userId).toBe(owner.user.id)
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, user.email)).orderBy(desc(outbox.id))
    expect(mail!.subject).toContain('two-factor sign-in was reset')
    expect(mail!.text).toContain(owner.user.firstName)
    expect(mail!.status).toBe('queued')

    const again = await passwordStep(t, user.email, '198.51.100.10')
    expect(Object.keys(again.json()).sort()).toEqual(['token', 'userId'])
    // Nothing left to reset; the user may enrol again.
    expect((await reset(user.id)).statusCode).toBe(409)
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/two-factor/setup',
      headers: bearer(again.json().token),
    })
    expect(setup.statusCode).toBe(200)
  })

  it('answers 400 naming the field for a bad id, 404 for an unknown user', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-two-factor',
      headers: owner.headers,
      payload: { userId: 'abc' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toHaveProperty('userId')
    expect((await reset(999999)).statusCode).toBe(404)
  })
})

describe('a role Settings requires', () => {
  it('is chosen by the owners, starts empty, and is audited', async () => {
    expect((await t.app.inject({ url: '/api/settings/two-factor', headers: owner.headers })).json()).toEqual({
      roles: [],
    })
    const admin = await t.as('Admin')
    expect((await requireRoles(['Accounts'], admin.headers)).statusCode).toBe(403)
    const bad = await requireRoles(['Janitor'])
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)[0]).toMatch(/^roles/)
    expect((await requireRoles(['Accounts', 'MainAdmin'])).json()).toEqual({
      roles: ['Accounts', 'MainAdmin'],
    })
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'business_settings'))
      .orderBy(desc(auditLog.id))
    expect(audit!.after).toEqual({ twoFactorRoles: ['Accounts', 'MainAdmin'] })
    await requireRoles([])
  })

  it('forces enrolment at sign-in before any token for the app is issued', async () => {
    await requireRoles(['Accounts'])
    try {
      const user = await t.makeUser('Accounts')
      const ip = '198.51.100.11'
      const answer = (await passwordStep(t, user.email, ip)).json()
      expect(answer).toMatchObject({ secondFactor: 'enrol' })
      expect(answer).not.toHaveProperty('token')
      expect((await me(answer.challenge, user.id)).statusCode).toBe(401)
      // Without an authenticator there is no code to give.
      expect((await codeStep(t, answer.challenge, { code: '123456' }, ip)).statusCode).toBe(401)
      const enrol = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/login/enrol',
        headers: bearer(answer.challenge),
      })
      expect(enrol.statusCode).toBe(200)
      const { secret } = enrol.json()
      const done = await codeStep(t, answer.challenge, { code: codeFor(secret) }, ip)
      expect(done.statusCode).toBe(200)
      expect(done.json().recoveryCodes).toHaveLength(10)
      expect((await me(done.json().token, user.id)).statusCode).toBe(200)
      const status = await t.app.inject({ url: '/api/Auth/two-factor', headers: bearer(done.json().token) })
      expect(status.json()).toMatchObject({ enrolled: true, required: true })
      // From now on the code is asked for, as for anyone enrolled.
      expect((await passwordStep(t, user.email, ip)).json()).toMatchObject({ secondFactor: 'verify' })

      // Reset by an owner: the role still requires it, so the next sign-in enrols at once.
      expect((await reset(user.id)).statusCode).toBe(200)
      expect((await passwordStep(t, user.email, '198.51.100.12')).json()).toMatchObject({
        secondFactor: 'enrol',
      })
    } finally {
      await requireRoles([])
    }
  })
})

describe('revocation covers the half-signed-in', () => {
  it('a password change, a deletion and a reset end a sign-in waiting for its code', async () => {
    const changer = await fakeEnrolledUser(t, 'Admin')
    const waiting = (await passwordStep(t, changer.user.email, '198.51.100.13')).json().challenge
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/changepass',
      headers: changer.headers,
      payload: {
        currentPassword: testPassword,
        newPassword: 'a new long passphrase',
        confirmPassword: 'a new long passphrase',
      },
    })
    expect(change.statusCode).toBe(200)
    expect(
      (await codeStep(t, waiting, { code: codeFor(changer.secret, 1) }, '198.51.100.13')).statusCode,
    ).toBe(401)

    const deleted = await fakeEnrolledUser(t, 'AgentStock')
    const pending = (await passwordStep(t, deleted.user.email, '198.51.100.14')).json().challenge
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/users/delete',
      headers: owner.headers,
      payload: { userId: deleted.user.id },
    })
    expect(del.statusCode).toBe(200)
    expect(
      (await codeStep(t, pending, { code: codeFor(deleted.secret, 1) }, '198.51.100.14')).statusCode,
    ).toBe(401)

    const lost = await fakeEnrolledUser(t, 'AgentSales')
    const open = (await passwordStep(t, lost.user.email, '198.51.100.15')).json().challenge
    expect((await reset(lost.user.id)).statusCode).toBe(200)
    expect((await codeStep(t, open, { code: codeFor(lost.secret, 1) }, '198.51.100.15')).statusCode).toBe(401)
  })

  it('signing out ends a session opened by the second step', async () => {
    const { user, secret } = await fakeEnrolledUser(t, 'Accounts')
    const { challenge } = (await passwordStep(t, user.email, '198.51.100.16')).json()
    const { token } = (await codeStep(t, challenge, { code: codeFor(secret, 1) }, '198.51.100.16')).json()
    expect((await me(token, user.id)).statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(200)
    expect((await me(token, user.id)).statusCode).toBe(401)
  })

  it('the users list shows who signs in with a second factor', async () => {
    const { user } = await fakeEnrolledUser(t, 'Admin')
    const rows = (await t.app.inject({ url: '/api/users', headers: owner.headers })).json()
    expect(rows.find((r: { userId: number }) => r.userId === user.id).twoFactor).toBe(true)
    expect(rows.find((r: { userId: number }) => r.userId === owner.user.id).twoFactor).toBe(false)
  })
})
