import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { countries, sessions, stations, users } from '../../db/schema'
import { createTestApp, type TestApp, testPassword } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const login = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/login', payload, headers })

const me = (token?: string, id = 1) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Users/userinfo?id=${id}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

describe('POST Auth/login', () => {
  it('returns a token and the userId for the right password', async () => {
    const user = await t.makeUser('Admin')
    const res = await login({ email: user.email, password: testPassword })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.userId).toBe(user.id)
    expect(body.token).toMatch(/^ey/)
    expect(Object.keys(body).sort()).toEqual(['token', 'userId'])
  })

  it('accepts multipart form data, as the spec sends it', async () => {
    const user = await t.makeUser('Accounts')
    const boundary = '----kuruma'
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="Email"\r\n\r\n${user.email}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="Password"\r\n\r\n${testPassword}\r\n`,
      `--${boundary}--\r\n`,
    ].join('')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/LOGIN',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().userId).toBe(user.id)
  })

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const user = await t.makeUser('Admin')
    const wrong = await login({ email: user.email, password: 'not the password' })
    const unknown = await login({ email: 'nobody@test.kuruma', password: 'not the password' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json().message).toBe(unknown.json().message)
  })

  it('names the field for bad input', async () => {
    const res = await login({ email: 'not-an-email', password: 'x' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.email).toBeDefined()
  })
})

describe('tokens and sessions', () => {
  it('answers 401 without a token and with a forged one', async () => {
    expect((await me()).statusCode).toBe(401)
    expect((await me('eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.bad')).statusCode).toBe(401)
  })

  it('logout revokes the session at once', async () => {
    const { token, user } = await t.as('Admin')
    expect((await me(token, user.id)).statusCode).toBe(200)
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/logout',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(out.statusCode).toBe(200)
    expect((await me(token, user.id)).statusCode).toBe(401)
  })

  it('an expired session is refused', async () => {
    const { token, user } = await t.as('Admin')
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id))
    expect((await me(token, user.id)).statusCode).toBe(401)
  })
})

describe('a session or user changed behind this server, as another server process would', () => {
  // Every request reads its session again: what changed in the database counts at once.
  const read = (token: string, url = '/api/users?page=1&pageSize=5') =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })

  it('is refused (401) once the session is revoked elsewhere, and carries nothing of what it read', async () => {
    const { token, user } = await t.as('MainAdmin')
    const seen = await read(token)
    expect(seen.statusCode).toBe(200)
    expect(seen.headers['x-total-count']).toBeDefined()
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id))
    const res = await read(token)
    expect(res.statusCode).toBe(401)
    expect(res.headers['x-total-count']).toBeUndefined()
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.json().message).toBe('Sign in to continue')
    expect(res.body).not.toContain(user.email)
  })

  it('a list anyone may read still answers on a revoked session', async () => {
    const { token, user } = await t.as('MainAdmin')
    const url = '/api/users/countries'
    expect((await read(token, url)).statusCode).toBe(200)
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id))
    const answers = [await read(token, url), await read(token, url)]
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    expect(answers[0]!.json().length).toBeGreaterThan(0)
    // The same token on a route that needs a session is refused.
    expect((await read(token)).statusCode).toBe(401)
  })

  it('is refused (401) once the user is deactivated', async () => {
    const { token, user } = await t.as('MainAdmin')
    expect((await read(token)).statusCode).toBe(200)
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id))
    expect((await read(token)).statusCode).toBe(401)
  })

  it('a download on a revoked session is refused before any of it is sent', async () => {
    const { token, user } = await t.as('MainAdmin')
    const url = '/api/car/GetAll?format=csv'
    const seen = await read(token, url)
    expect(seen.statusCode).toBe(200)
    expect(seen.headers['content-disposition']).toMatch(/attachment/)
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id))
    const res = await read(token, url)
    expect(res.statusCode).toBe(401)
    expect(res.headers['content-disposition']).toBeUndefined()
    expect(res.json().message).toBe('Sign in to continue')
  })

  it('runs as the new role at once when the role changed', async () => {
    const { token, user } = await t.as('MainAdmin')
    expect((await read(token)).statusCode).toBe(200)
    await t.db.update(users).set({ role: 'AgentSales' }).where(eq(users.id, user.id))
    const res = await read(token)
    expect(res.statusCode).toBe(403)
    expect(res.headers['x-total-count']).toBeUndefined()
  })

  it('shows the new country at once when the country changed', async () => {
    const [other] = await t.db
      .select({ id: countries.id })
      .from(countries)
      .orderBy(desc(countries.id))
      .limit(1)
    const { token, user } = await t.as('AgentSales')
    const info = `/api/Users/userinfo?id=${user.id}`
    const before = await read(token, info)
    expect(before.statusCode).toBe(200)
    expect(before.json()[0].countryId).toBe(user.countryId)
    await t.db.update(users).set({ countryId: other!.id }).where(eq(users.id, user.id))
    const after = await read(token, info)
    expect(after.statusCode).toBe(200)
    expect(after.json()[0].countryId).toBe(other!.id)
  })

  it('a deleted user is refused at once', async () => {
    const admin = await t.as('MainAdmin')
    const victim = await t.as('MainAdmin')
    expect((await read(victim.token)).statusCode).toBe(200)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/delete',
      payload: { UserId: victim.user.id },
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    expect((await read(victim.token)).statusCode).toBe(401)
  })

  it("a token past its expiry is refused, whatever its session's row says", async () => {
    const { token } = await t.as('MainAdmin')
    expect((await read(token)).statusCode).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + (t.config.SESSION_HOURS + 1) * 3600_000)
      expect((await read(token)).statusCode).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('POST Auth/changepass', () => {
  const change = (token: string, payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Auth/changepass',
      payload,
      headers: { authorization: `Bearer ${token}` },
    })

  it('400 with the spec text for a wrong current password', async () => {
    const { token } = await t.as('Accounts')
    const res = await change(token, {
      currentPassword: 'wrong password',
      newPassword: 'a new long passphrase',
      confirmPassword: 'a new long passphrase',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Current password is incorrect.')
  })

  it('refuses short and common passwords, naming the field', async () => {
    const { token } = await t.as('Accounts')
    const short = await change(token, {
      currentPassword: testPassword,
      newPassword: 'short',
      confirmPassword: 'short',
    })
    expect(short.statusCode).toBe(400)
    expect(short.json().errors.newPassword).toBeDefined()
    const common = await change(token, {
      currentPassword: testPassword,
      newPassword: 'password123',
      confirmPassword: 'password123',
    })
    expect(common.statusCode).toBe(400)
    expect(common.json().errors.newPassword).toBeDefined()
  })

  it('changes the password, revokes old sessions and returns a working new token', async () => {
    const { token, user } = await t.as('AgentStock')
    const other = await t.login(user.email)
    const res = await change(token, {
      currentPassword: testPassword,
      newPassword: 'a new long passphrase',
      confirmPassword: 'a new long passphrase',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Updated Password Successfully')
    expect((await me(token, user.id)).statusCode).toBe(401)
    expect((await me(other.token, user.id)).statusCode).toBe(401)
    expect((await me(res.json().token, user.id)).statusCode).toBe(200)
    expect((await login({ email: user.email, password: testPassword })).statusCode).toBe(401)
    expect((await login({ email: user.email, password: 'a new long passphrase' })).statusCode).toBe(200)
  })
})

describe('list totals', () => {
  it('count what another server process wrote, with no write answered here since', async () => {
    const admin = await t.as('MainAdmin')
    const total = async () =>
      Number(
        (await t.app.inject({ url: '/api/Station?page=1&pageSize=5', headers: admin.headers })).headers[
          'x-total-count'
        ],
      )
    const before = await total()
    // A station written straight into the database, as another server process would.
    await t.db.insert(stations).values({ name: 'Written elsewhere', city: 'Nairobi', countryId: 4 })
    expect(await total()).toBe(before + 1)
  })
})
