import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Role } from '../../../shared/roles'
import type { Queryable } from '../../db/client'
import { preparedQuery } from '../../db/prepared'
import { selectRows } from '../ledgers/select-rows'
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

/**
 * Opens a session; given `clearFailuresOf`, the account's failed sign-ins are cleared in the same
 * statement, so both commit together.
 */
export const createSession = async (
  db: Queryable,
  userId: number,
  hours: number,
  clearFailuresOf?: string,
) => {
  const id = randomUUID()
  const expiresAt = new Date(Date.now() + hours * 3600_000)
  if (clearFailuresOf === undefined) await db.insert(sessions).values({ id, userId, expiresAt })
  else
    await db.execute(sql`
      with cleared as (delete from ${loginFailures} where ${loginFailures.email} = ${clearFailuresOf})
      insert into ${sessions} (id, user_id, expires_at) values (${id}, ${userId}, ${expiresAt.toISOString()})`)
  return { id, expiresAt }
}

const sessionUser = preparedQuery((db) =>
  db
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
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        eq(users.active, true),
      ),
    )
    .prepare('session_user'),
)

/** The live session behind a token: not revoked, not expired, its user neither deleted nor inactive. */
export const findSessionUser = async (db: Queryable, sessionId: string): Promise<SessionUser | undefined> => {
  const [row] = await sessionUser(db).execute({ sessionId })
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
 * Records a sign-in attempt before any password work (finding the account in the same statement), then
 * says whether it is within the limits. The attempt's row counts against the limits until a success
 * clears it, and only the attempts recorded before it count: forty concurrent guesses get five password
 * checks, not sixteen. The count is a statement of its own, after the attempt has committed, so it sees
 * every attempt that took a number before this one.
 */
export const reserveLoginAttempt = async (db: Queryable, ip: string, email: string) => {
  const [attempt] = await selectRows<{
    id: number
    userId: number | null
    passwordHash: string | null
    active: boolean | null
  }>(
    db,
    sql`
    with attempt as (insert into ${loginFailures} (ip, email) values (${ip}, ${email}) returning id)
    select a.id, u.id as "userId", u.password_hash as "passwordHash", u.active
    from attempt a left join ${users} u on u.deleted_at is null and lower(u.email) = ${email.toLowerCase()}`,
  )
  const [counts] = await selectRows<{ byPair: number; byIp: number; byEmail: number }>(
    db,
    sql`
    select count(*) filter (where ip = ${ip} and email = ${email})::int as "byPair",
      count(*) filter (where ip = ${ip})::int as "byIp",
      count(*) filter (where email = ${email})::int as "byEmail"
    from ${loginFailures}
    where at > now() - make_interval(mins => ${loginLimits.windowMinutes}) and id <= ${attempt!.id}
      and (ip = ${ip} or email = ${email})`,
  )
  const allowed =
    counts!.byPair <= loginLimits.perAccountAndAddress &&
    counts!.byEmail <= loginLimits.perAccount &&
    counts!.byIp <= loginLimits.perAddress
  const user =
    attempt!.userId === null
      ? undefined
      : { id: attempt!.userId, passwordHash: attempt!.passwordHash!, active: attempt!.active! }
  return { allowed, user }
}
