import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { countries, sessions, stations, users } from '../../db/schema'
import { writeClock } from '../../lib/auth'
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

describe('a read on a session this server has checked before, with other servers on the database', () => {
  // Such a read runs while its session is checked again; these change the session or its user behind
  // this server's back, as another server would, and the read must answer as if it had waited.
  let shared: TestApp
  beforeAll(async () => {
    shared = await createTestApp({}, { ownsDatabase: false })
  })
  afterAll(() => shared.close())
  const read = (token: string, url = '/api/users?page=1&pageSize=5') =>
    shared.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })

  it('is refused (401) once the session is revoked elsewhere, and carries nothing of what it read', async () => {
    const { token, user } = await shared.as('MainAdmin')
    const seen = await read(token)
    expect(seen.statusCode).toBe(200)
    expect(seen.headers['x-total-count']).toBeDefined()
    await shared.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id))
    const res = await read(token)
    expect(res.statusCode).toBe(401)
    expect(res.headers['x-total-count']).toBeUndefined()
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.json().message).toBe('Sign in to continue')
    expect(res.body).not.toContain(user.email)
  })

  it('a list anyone may read still answers on a revoked session, the first time as every time', async () => {
    const { token, user } = await shared.as('MainAdmin')
    const url = '/api/users/countries'
    expect((await read(token, url)).statusCode).toBe(200)
    await shared.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id))
    const answers = [await read(token, url), await read(token, url)]
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    expect(answers[0]!.json().length).toBeGreaterThan(0)
    // The same token on a route that needs a session is refused.
    expect((await read(token)).statusCode).toBe(401)
  })

  it('is refused (401) once the user is deactivated', async () => {
    const { token, user } = await shared.as('MainAdmin')
    expect((await read(token)).statusCode).toBe(200)
    await shared.db.update(users).set({ active: false }).where(eq(users.id, user.id))
    expect((await read(token)).statusCode).toBe(401)
  })

  it('a download started on a revoked session is refused before any of it is sent', async () => {
    const { token, user } = await shared.as('MainAdmin')
    const url = '/api/car/GetAll?format=csv'
    const seen = await read(token, url)
    expect(seen.statusCode).toBe(200)
    expect(seen.headers['content-disposition']).toMatch(/attachment/)
    await shared.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id))
    const res = await read(token, url)
    expect(res.statusCode).toBe(401)
    expect(res.headers['content-disposition']).toBeUndefined()
    expect(res.json().message).toBe('Sign in to continue')
  })

  it('answers 409 when the role changed meanwhile, then runs as the user now is', async () => {
    const { token, user } = await shared.as('MainAdmin')
    expect((await read(token)).statusCode).toBe(200)
    await shared.db.update(users).set({ role: 'AgentSales' }).where(eq(users.id, user.id))
    const res = await read(token)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Your account was changed while this page was loading. Please try again.')
    expect(res.headers['x-total-count']).toBeUndefined()
    expect((await read(token)).statusCode).toBe(403)
  })

  it('answers 409 when the country changed meanwhile, then shows the new country', async () => {
    const [other] = await shared.db
      .select({ id: countries.id })
      .from(countries)
      .orderBy(desc(countries.id))
      .limit(1)
    const { token, user } = await shared.as('AgentSales')
    const info = `/api/Users/userinfo?id=${user.id}`
    const before = await read(token, info)
    expect(before.statusCode).toBe(200)
    expect(before.json()[0].countryId).toBe(user.countryId)
    await shared.db.update(users).set({ countryId: other!.id }).where(eq(users.id, user.id))
    expect((await read(token, info)).statusCode).toBe(409)
    const after = await read(token, info)
    expect(after.statusCode).toBe(200)
    expect(after.json()[0].countryId).toBe(other!.id)
  })
})

describe("session checks kept between writes, when the database is the app's alone", () => {
  // The embedded database: one process opens its folder, so every change to a session or a user is a
  // write this app answers. Only a change made straight in the database, as no one else could make
  // one there, shows what the app no longer asks.
  let own: TestApp
  beforeAll(async () => {
    own = await createTestApp({}, { ownsDatabase: true })
  })
  afterAll(() => own.close())
  const read = (token: string) =>
    own.app.inject({ url: '/api/users?page=1&pageSize=5', headers: { authorization: `Bearer ${token}` } })
  const revokeBehindItsBack = (userId: number) =>
    own.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId))

  it('a read asks nothing about its session when no write has been answered since its last check', async () => {
    const { token, user } = await own.as('MainAdmin')
    expect((await read(token)).statusCode).toBe(200)
    await revokeBehindItsBack(user.id)
    expect((await read(token)).statusCode).toBe(200)
    // Any write (here another user signing in) and the next read checks again.
    await own.as('Accounts')
    expect((await read(token)).statusCode).toBe(401)
  })

  it('signing out ends the session at once', async () => {
    const { token } = await own.as('MainAdmin')
    expect((await read(token)).statusCode).toBe(200)
    const out = await own.app.inject({
      method: 'POST',
      url: '/api/Auth/logout',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(out.statusCode).toBe(200)
    expect((await read(token)).statusCode).toBe(401)
  })

  it('a deleted user is refused at once', async () => {
    const admin = await own.as('MainAdmin')
    const victim = await own.as('MainAdmin')
    expect((await read(victim.token)).statusCode).toBe(200)
    const res = await own.app.inject({
      method: 'POST',
      url: '/api/users/delete',
      payload: { UserId: victim.user.id },
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    expect((await read(victim.token)).statusCode).toBe(401)
  })

  it("a check is kept 10 seconds at most, and the session's expiry is always checked", async () => {
    const { token, user } = await own.as('MainAdmin')
    expect((await read(token)).statusCode).toBe(200)
    await revokeBehindItsBack(user.id)
    const now = Date.now()
    const clock = vi.spyOn(Date, 'now')
    try {
      clock.mockReturnValue(now + 9_000)
      expect((await read(token)).statusCode).toBe(200)
      clock.mockReturnValue(now + 10_500)
      expect((await read(token)).statusCode).toBe(401)
    } finally {
      clock.mockRestore()
    }
    const other = await own.as('MainAdmin')
    expect((await read(other.token)).statusCode).toBe(200)
    const later = vi
      .spyOn(Date, 'now')
      .mockReturnValue(Date.now() + (own.config.SESSION_HOURS + 1) * 3600_000)
    try {
      expect((await read(other.token)).statusCode).toBe(401)
    } finally {
      later.mockRestore()
    }
  })
})

describe('the clock of writes that session checks are kept against', () => {
  it('has no current moment while a write is under way, and a new one after each', () => {
    const clock = writeClock()
    const before = clock.now()
    expect(before).toBeDefined()
    const first = clock.started()
    expect(clock.now()).toBeUndefined()
    const second = clock.started()
    first()
    first()
    expect(clock.now()).toBeUndefined()
    second()
    const after = clock.now()
    expect(after).toBeDefined()
    expect(after).not.toBe(before)
    clock.changed()
    expect(clock.now()).not.toBe(after)
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
