import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, recoveryCodes, sessions, signInChallenges, twoFactors } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/test-app'
import { bearer, codeFor, codeStep, fakeEnrolledUser, passwordStep } from './two-factor.fakes'
import { twoFactorKeys } from './two-factor-keys'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const sessionsOf = async (userId: number) =>
  (await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n
const me = (token: string, userId: number) =>
  t.app.inject({ url: `/api/Users/userinfo?id=${userId}`, headers: bearer(token) })

describe('enrolling from the profile', () => {
  it('issues a secret, is confirmed by a first valid code, and then the second step is required', async () => {
    const { user, headers } = await t.as('Admin')
    const setup = await t.app.inject({ method: 'POST', url: '/api/Auth/two-factor/setup', headers })
    expect(setup.statusCode).toBe(200)
    const { secret, uri } = setup.json()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(uri).toContain(`secret=${secret}`)
    expect(uri).toContain(encodeURIComponent(user.email))
    // Kept sealed: the stored text does not hold the secret.
    const [row] = await t.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))
    expect(row!.secret).not.toContain(secret)
    expect(row!.confirmedAt).toBeNull()
    // Not confirmed yet: the password alone still signs in.
    expect(Object.keys((await passwordStep(t, user.email, '198.51.100.1')).json()).sort()).toEqual([
      'token',
      'userId',
    ])

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/two-factor/confirm',
      headers,
      payload: { code: codeFor(secret, 5) },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors.code).toHaveLength(1)
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/two-factor/confirm',
      headers,
      payload: { code: codeFor(secret) },
    })
    expect(confirm.statusCode).toBe(200)
    const codes: string[] = confirm.json().recoveryCodes
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/)
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))
    expect(stored).toHaveLength(10)
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0])
    const status = await t.app.inject({ url: '/api/Auth/two-factor', headers })
    expect(status.json()).toMatchObject({ enrolled: true, recoveryCodesLeft: 10, required: false })
    // A second enrolment is refused while this one stands.
    const again = await t.app.inject({ method: 'POST', url: '/api/Auth/two-factor/setup', headers })
    expect(again.statusCode).toBe(409)

    const sessionsBefore = await sessionsOf(user.id)
    const step1 = await passwordStep(t, user.email, '198.51.100.1')
    expect(step1.statusCode).toBe(200)
    const answer = step1.json()
    expect(answer).not.toHaveProperty('token')
    expect(answer).toMatchObject({ secondFactor: 'verify' })
    // No session yet, and the challenge opens nothing else.
    expect(await sessionsOf(user.id)).toBe(sessionsBefore)
    expect((await me(answer.challenge, user.id)).statusCode).toBe(401)
    const step2 = await codeStep(t, answer.challenge, { code: codeFor(secret, 1) }, '198.51.100.1')
    expect(step2.statusCode).toBe(200)
    expect(Object.keys(step2.json()).sort()).toEqual(['token', 'userId'])
    expect((await me(step2.json().token, user.id)).statusCode).toBe(200)
  })
})

describe('the second step', () => {
  it('refuses a wrong code with 401 naming the field, and opens no session', async () => {
    const { user, secret } = await fakeEnrolledUser(t, 'Accounts')
    const before = await sessionsOf(user.id)
    const { challenge } = (await passwordStep(t, user.email, '198.51.100.2')).json()
    const res = await codeStep(t, challenge, { code: codeFor(secret, 4) }, '198.51.100.2')
    expect(res.statusCode).toBe(401)
    expect(res.json().errors.code).toHaveLength(1)
    expect(await sessionsOf(user.id)).toBe(before)
  })

  it('refuses a code already used (the same time step), also when sent twice at once', async () => {
    const { user, secret } = await fakeEnrolledUser(t, 'MainAdmin')
    const ip = '198.51.100.3'
    const code = codeFor(secret, 1)
    const [a, b] = await Promise.all([
      passwordStep(t, user.email, ip).then((r) => r.json().challenge as string),
      passwordStep(t, user.email, ip).then((r) => r.json().challenge as string),
    ])
    const answers = await Promise.all([codeStep(t, a, { code }, ip), codeStep(t, b, { code }, ip)])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401])
    // The code that confirmed the enrolment is spent as well.
    const { challenge } = (await passwordStep(t, user.email, '198.51.100.33')).json()
    expect((await codeStep(t, challenge, { code: codeFor(secret) }, '198.51.100.33')).statusCode).toBe(401)
  })

  it('takes a recovery code once only, and records its use', async () => {
    const { user, recoveryCodes: codes, headers } = await fakeEnrolledUser(t, 'SuperAdmin')
    const ip = '198.51.100.4'
    const first = (await passwordStep(t, user.email, ip)).json().challenge
    // Typed in capitals with spaces: still the same code.
    const typed = ` ${codes[3]!.toUpperCase().replace(/-/g, ' ')} `
    const ok = await codeStep(t, first, { recoveryCode: typed }, ip)
    expect(ok.statusCode).toBe(200)
    expect((await me(ok.json().token, user.id)).statusCode).toBe(200)
    const second = (await passwordStep(t, user.email, ip)).json().challenge
    const again = await codeStep(t, second, { recoveryCode: codes[3]! }, ip)
    expect(again.statusCode).toBe(401)
    expect(again.json().errors.recoveryCode).toHaveLength(1)
    expect((await t.app.inject({ url: '/api/Auth/two-factor', headers })).json().recoveryCodesLeft).toBe(9)
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, String(user.id))))
    expect(audits.map((a) => a.action)).toEqual(['enrol-two-factor', 'use-recovery-code'])
  })

  it('counts wrong codes toward the sign-in limits; signing in again gives no fresh allowance', async () => {
    const { user, secret } = await fakeEnrolledUser(t, 'Admin')
    const ip = '198.51.100.5'
    const { challenge } = (await passwordStep(t, user.email, ip)).json()
    for (let i = 0; i < 2; i++)
      expect((await codeStep(t, challenge, { code: codeFor(secret, 5 + i) }, ip)).statusCode).toBe(401)
    const next = (await passwordStep(t, user.email, ip)).json().challenge
    expect((await codeStep(t, next, { code: codeFor(secret, 8) }, ip)).statusCode).toBe(401)
    // Two passwords and three codes: the right code is the sixth attempt, past the five allowed.
    const res = await codeStep(t, next, { code: codeFor(secret, 1) }, ip)
    expect(res.statusCode).toBe(429)
    // From another address the same code still signs in, and clears the account's failures.
    const other = (await passwordStep(t, user.email, '198.51.100.55')).json().challenge
    expect((await codeStep(t, other, { code: codeFor(secret, 1) }, '198.51.100.55')).statusCode).toBe(200)
  })

  it('is single-use and short-lived, and no session token stands in for it', async () => {
    const { user, headers, secret } = await fakeEnrolledUser(t, 'AgentStock')
    const ip = '198.51.100.6'
    const { challenge, expiresAt } = (await passwordStep(t, user.email, ip)).json()
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(9)
    expect(minutes).toBeLessThanOrEqual(10)
    // A session token is not a challenge, and a challenge is not a session.
    const withSession = await codeStep(t, headers.authorization.slice(7), { code: codeFor(secret, 1) }, ip)
    expect(withSession.statusCode).toBe(401)
    for (const url of ['/api/Dashboard/stats', '/api/Auth/two-factor', '/api/car/getinstockcars'])
      expect((await t.app.inject({ url, headers: bearer(challenge) })).statusCode).toBe(401)
    const logout = await t.app.inject({ method: 'POST', url: '/api/Auth/logout', headers: bearer(challenge) })
    expect(logout.statusCode).toBe(401)

    expect((await codeStep(t, challenge, { code: codeFor(secret, 1) }, ip)).statusCode).toBe(200)
    const reused = await codeStep(t, challenge, { code: codeFor(secret, -1) }, ip)
    expect(reused.statusCode).toBe(401)
    expect(reused.json().errors).toBeUndefined()

    const late = (await passwordStep(t, user.email, ip)).json().challenge
    await t.db
      .update(signInChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInChallenges.userId, user.id))
    expect((await codeStep(t, late, { code: codeFor(secret, -1) }, ip)).statusCode).toBe(401)
  })

  it('answers 401, not a failure, when the secret was sealed under another server secret', async () => {
    const { user, secret } = await fakeEnrolledUser(t, 'Accounts')
    const foreign = twoFactorKeys('another server secret of enough length').seal(secret, user.id)
    await t.db.update(twoFactors).set({ secret: foreign }).where(eq(twoFactors.userId, user.id))
    const { challenge } = (await passwordStep(t, user.email, '198.51.100.7')).json()
    expect((await codeStep(t, challenge, { code: codeFor(secret, 1) }, '198.51.100.7')).statusCode).toBe(401)
  })
})
