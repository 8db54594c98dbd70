import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Role } from '../../../shared/roles'
import type { Queryable } from '../../db/client'
import { users } from '../users/users.table'
import { loginFailures, sessions } from './session.table'

export type SessionUser = {
  id: number
  role: Role
  firstName: string
  email: string
  countryId: number
  sessionId: string
}

export const createSession = async (db: Queryable, userId: number, hours: number) => {
  const id = randomUUID()
  const expiresAt = new Date(Date.now() + hours * 3600_000)
  await db.insert(sessions).values({ id, userId, expiresAt })
  return { id, expiresAt }
}

/** The live session behind a token: not revoked, not expired, its user neither deleted nor inactive. */
export const findSessionUser = async (db: Queryable, sessionId: string): Promise<SessionUser | undefined> => {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      email: users.email,
      countryId: users.countryId,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        eq(users.active, true),
      ),
    )
  return row as SessionUser | undefined
}

export const revokeSession = (db: Queryable, sessionId: string) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))

export const revokeUserSessions = (db: Queryable, userId: number) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))

export const loginLimits = { windowMinutes: 15, perAccount: 5, perAddress: 20 } as const

/** Failed sign-ins in the window, for this address and for this account. */
export const countRecentFailures = async (db: Queryable, ip: string, email: string) => {
  const since = sql`now() - make_interval(mins => ${loginLimits.windowMinutes})`
  const [row] = await db
    .select({
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})::int`,
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})::int`,
    })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.at, since),
        sql`(${loginFailures.ip} = ${ip} or ${loginFailures.email} = ${email})`,
      ),
    )
  return { byIp: row?.byIp ?? 0, byEmail: row?.byEmail ?? 0 }
}

export const recordLoginFailure = (db: Queryable, ip: string, email: string) =>
  db.insert(loginFailures).values({ ip, email })

export const clearLoginFailures = (db: Queryable, email: string) =>
  db.delete(loginFailures).where(eq(loginFailures.email, email))
