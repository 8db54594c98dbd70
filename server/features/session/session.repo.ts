import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { SecondFactorStep } from '../../../shared/two-factor'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/select-rows'
import type { SessionUser } from '../../lib/auth'
import { dataVersionSql } from '../../speed/figures-cache'
import { endChallenges } from '../two-factor/two-factor.repo'
import { users } from '../users/users.table'
import { loginFailures, sessions } from './session.table'

/** Opens a session (a sign-in opens its own in `reserveLoginAttempt`). */
export const createSession = async (
  db: Queryable,
  { id, userId, expiresAt }: { id: string; userId: number; expiresAt: Date },
) => {
  await db.insert(sessions).values({ id, userId, expiresAt })
  return { id, expiresAt }
}

/**
 * Removes a session a sign-in opened before its password check failed. Its token was never signed
 * into an answer, so nothing could use the row meanwhile.
 */
export const dropUnusedSession = (db: Queryable, id: string) => db.delete(sessions).where(eq(sessions.id, id))

/** A success clears the account's failed sign-ins; the commit does not wait for the disk. */
export const clearLoginFailures = (db: Queryable, email: string) =>
  db.execute(sql`
    with cleared as (delete from ${loginFailures} where ${loginFailures.email} = ${email})
    select set_config('synchronous_commit', 'off', true)`)

/**
 * The live session behind an id: not revoked, not expired, its user neither deleted nor inactive; with
 * the version of the committed data the check saw, which costs no extra round trip.
 */
export const findSessionUser = async (
  db: Queryable,
  sessionId: string,
): Promise<(SessionUser & { dataVersion: string }) | undefined> => {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      email: users.email,
      countryId: users.countryId,
      sessionId: sessions.id,
      dataVersion: dataVersionSql,
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
  return row as (SessionUser & { dataVersion: string }) | undefined
}

export const revokeSession = (db: Queryable, sessionId: string) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))

/** Revokes every session of the user and ends any sign-in of theirs still waiting for its second step. */
export const revokeUserSessions = async (db: Queryable, userId: number) => {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  await endChallenges(db, userId)
}

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
 * Records a sign-in attempt before any password work, finds the account, says whether the attempt is
 * within the limits and, given a session and within them, opens it for an active account: all in one
 * round trip (the database function `reserve_login_attempt`). For a user who owes a second factor
 * (`secondFactor` 'verify' or 'enrol') it opens a sign-in challenge with the session's id instead,
 * expiring at `challengeExpiresAt`. Without a session it only records and counts: the second step's
 * codes count against the same limits that way. The session is usable only once its
 * token is sent, which `logIn` does only if the password is right. The attempt's row counts against
 * the limits until a success clears it. The attempts of one address or one account take their turn in
 * the database, and each counts only those before it: forty concurrent guesses get five password
 * checks, not sixteen.
 */
export const reserveLoginAttempt = async (
  db: Queryable,
  ip: string,
  email: string,
  session?: { id: string; expiresAt: Date },
  challengeExpiresAt?: Date,
) => {
  const [row] = await selectRows<{
    userId: number | null
    passwordHash: string | null
    active: boolean | null
    allowed: boolean
    sessionOpened: boolean
    secondFactor: 'none' | SecondFactorStep
  }>(
    db,
    sql`select * from reserve_login_attempt(${ip}, ${email}, ${loginLimits.windowMinutes},
      ${loginLimits.perAccountAndAddress}, ${loginLimits.perAccount}, ${loginLimits.perAddress},
      ${session?.id ?? null}::uuid, ${session?.expiresAt.toISOString() ?? null}::timestamptz,
      ${challengeExpiresAt?.toISOString() ?? null}::timestamptz)`,
  )
  const user =
    row!.userId === null
      ? undefined
      : { id: row!.userId, passwordHash: row!.passwordHash!, active: row!.active! }
  return {
    allowed: row!.allowed,
    user,
    sessionOpened: row!.sessionOpened,
    secondFactor: row!.secondFactor,
  }
}
