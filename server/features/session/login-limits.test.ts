import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginFailures, sessions, users } from '../../db/schema'
import { selectRows } from '../../db/select-rows'
import { createTestApp, type TestApp, testPassword } from '../../test/test-app'
import { loginLimits, reserveLoginAttempt } from './session.repo'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const login = (
  payload: Record<string, string>,
  from = '198.51.100.1',
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url: '/api/Auth/login', payload, headers, remoteAddress: from })

describe('sign-in limits', () => {
  it('five wrong passwords from one address lock that address out of the account, even with the right one', async () => {
    const user = await t.makeUser('AgentSales')
    for (let i = 0; i < 5; i++)
      expect((await login({ email: user.email, password: `wrong-${i}-password` })).statusCode).toBe(401)
    const locked = await login({ email: user.email, password: testPassword })
    expect(locked.statusCode).toBe(429)
    // The client is told when to try again: the window the failures are counted in, in seconds.
    expect(locked.headers['retry-after']).toBe(String(loginLimits.windowMinutes * 60))
    expect(locked.json().message).toBe(
      `Too many failed sign-ins. Try again in ${loginLimits.windowMinutes} minutes.`,
    )
  })

  it('a stranger guessing from another address does not lock the owner out', async () => {
    const user = await t.makeUser('Admin')
    for (let i = 0; i < 6; i++)
      await login({ email: user.email, password: `guess-${i}-password` }, '203.0.113.66')
    expect((await login({ email: user.email, password: testPassword }, '203.0.113.66')).statusCode).toBe(429)
    expect((await login({ email: user.email, password: testPassword }, '198.51.100.20')).statusCode).toBe(200)
  })

  it('forty concurrent wrong passwords get five password checks', async () => {
    const user = await t.makeUser('Accounts')
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ email: user.email, password: `parallel-${i}-guess` }, '198.51.100.40'),
      ),
    )
    const codes = answers.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 401)).toHaveLength(5)
    expect(codes.filter((c) => c === 429)).toHaveLength(35)
  })

  it('attempts racing on every connection at once are counted one after another', async () => {
    // Straight to the database, all at once (on PostgreSQL on ten connections side by side), each from
    // an address of its own: only the limit per account binds.
    const email = 'racing@test.kuruma'
    const verdicts = await Promise.all(
      Array.from({ length: 60 }, (_, i) => reserveLoginAttempt(t.db, `192.0.2.${100 + i}`, email)),
    )
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(loginLimits.perAccount)
  })

  it('the previous release’s way of recording an attempt still works, for its processes during a rolling restart', async () => {
    const [row] = await selectRows<{ byPair: number; byEmail: number }>(
      t.db,
      sql`select * from reserve_login_attempt('192.0.2.77', 'previous-release@test.kuruma', 15)`,
    )
    expect(row).toMatchObject({ byPair: 1, byEmail: 1 })
  })

  it('many accounts tried from one address lock that address, not the accounts', async () => {
    for (let i = 0; i < 20; i++)
      await login({ email: `ghost${i}@test.kuruma`, password: 'wrong password' }, '203.0.113.9')
    const user = await t.makeUser('Admin')
    expect((await login({ email: user.email, password: testPassword }, '203.0.113.9')).statusCode).toBe(429)
    expect((await login({ email: user.email, password: testPassword }, '198.51.100.9')).statusCode).toBe(200)
  })

  it('X-Forwarded-For is ignored unless a proxy is configured: a client cannot pick its own address', async () => {
    const user = await t.makeUser('AgentStock')
    for (let i = 0; i < 5; i++)
      await login({ email: user.email, password: `wrong-${i}-password` }, '198.51.100.77', {
        'x-forwarded-for': `192.0.2.${i}`,
      })
    const res = await login({ email: user.email, password: testPassword }, '198.51.100.77', {
      'x-forwarded-for': '192.0.2.200',
    })
    expect(res.statusCode).toBe(429)
  })

  it('a success clears the account’s failures', async () => {
    const user = await t.makeUser('MainAdmin')
    for (let i = 0; i < 4; i++) await login({ email: user.email, password: `wrong-${i}-password` })
    expect((await login({ email: user.email, password: testPassword })).statusCode).toBe(200)
    // Cleared after the answer; the account's next attempt counts only itself.
    expect((await login({ email: user.email, password: 'wrong-again-password' })).statusCode).toBe(401)
    const [left] = await t.db
      .select({ n: count() })
      .from(loginFailures)
      .where(eq(loginFailures.email, user.email))
    expect(left!.n).toBe(1)
    for (let i = 0; i < 3; i++) await login({ email: user.email, password: `more-${i}-wrong` })
    expect((await login({ email: user.email, password: testPassword })).statusCode).toBe(200)
  })

  it('a wrong password, an inactive account and a refused attempt leave no session behind', async () => {
    const user = await t.makeUser('Accounts')
    const sessionsOf = async (userId: number) =>
      (await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n
    expect(
      (await login({ email: user.email, password: 'not-the-password' }, '198.51.100.60')).statusCode,
    ).toBe(401)
    for (let i = 0; i < 5; i++)
      await login({ email: user.email, password: `wrong-${i}-password` }, '198.51.100.61')
    expect((await login({ email: user.email, password: testPassword }, '198.51.100.61')).statusCode).toBe(429)
    // The next sign-in of the account waits for the last one's clean-up.
    const ok = await login({ email: user.email, password: testPassword }, '198.51.100.62')
    expect(ok.statusCode).toBe(200)
    expect(await sessionsOf(user.id)).toBe(1)

    const idle = await t.makeUser('Accounts')
    await t.db.update(users).set({ active: false }).where(eq(users.id, idle.id))
    // The right password of a deactivated account is told so (403), and opens nothing either.
    expect((await login({ email: idle.email, password: testPassword })).statusCode).toBe(403)
    expect((await login({ email: idle.email, password: 'not-the-password' })).statusCode).toBe(401)
    expect(await sessionsOf(idle.id)).toBe(0)
  })
})

describe('behind a configured proxy', () => {
  it('takes the client address from X-Forwarded-For', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: true })
    try {
      const user = await proxied.makeUser('Admin')
      const via = (client: string, password: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/Auth/login',
          payload: { email: user.email, password },
          headers: { 'x-forwarded-for': client },
          remoteAddress: '10.0.0.2',
        })
      for (let i = 0; i < 5; i++) await via('192.0.2.50', `wrong-${i}-password`)
      expect((await via('192.0.2.50', testPassword)).statusCode).toBe(429)
      expect((await via('192.0.2.51', testPassword)).statusCode).toBe(200)
    } finally {
      await proxied.close()
    }
  })
})
