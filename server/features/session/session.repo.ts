import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm'
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

/**
 * Sign-in limits in a sliding window. The tight one is per account and address, so a stranger who
 * guesses at an account locks out only their own address; a looser one per account slows a guesser
 * with many addresses; one per address slows a guesser trying many accounts.
 */
export const loginLimits = {
  windowMinutes: 15,
  perAccountAndAddress: 5,
  perAccount: 20,
  perAddress: 20,
} as const

/**
 * Records a sign-in attempt before any password work and says whether it is within the limits. The
 * attempt's row counts against the limits until a success clears it, and only the attempts recorded
 * before it count: forty concurrent guesses get five password checks, not sixteen.
 */
export const reserveLoginAttempt = async (db: Queryable, ip: string, email: string) => {
  const [attempt] = await db.insert(loginFailures).values({ ip, email }).returning({ id: loginFailures.id })
  const since = sql`now() - make_interval(mins => ${loginLimits.windowMinutes})`
  const [row] = await db
    .select({
      byPair: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip} and ${loginFailures.email} = ${email})::int`,
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})::int`,
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})::int`,
    })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.at, since),
        lte(loginFailures.id, attempt!.id),
        sql`(${loginFailures.ip} = ${ip} or ${loginFailures.email} = ${email})`,
      ),
    )
  return (
    (row?.byPair ?? 0) <= loginLimits.perAccountAndAddress &&
    (row?.byEmail ?? 0) <= loginLimits.perAccount &&
    (row?.byIp ?? 0) <= loginLimits.perAddress
  )
}

export const clearLoginFailures = (db: Queryable, email: string) =>
  db.delete(loginFailures).where(eq(loginFailures.email, email))
