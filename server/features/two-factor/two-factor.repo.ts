import { and, count, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { SecondFactorStep } from '../../../shared/two-factor'
import type { Queryable } from '../../db/client'
import { users } from '../users/users.table'
import { recoveryCodes, signInChallenges, twoFactors } from './two-factor.table'

export const getTwoFactor = async (db: Queryable, userId: number) => {
  const [row] = await db
    .select({
      secret: twoFactors.secret,
      confirmedAt: twoFactors.confirmedAt,
      lastStep: twoFactors.lastStep,
    })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
  return row
}

/** Keeps a new, unconfirmed secret for the user; refused (false) once one is confirmed. */
export const savePendingSecret = async (db: Queryable, userId: number, secret: string) => {
  const rows = await db
    .insert(twoFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: twoFactors.userId,
      set: { secret, createdAt: sql`now()`, lastStep: null },
      setWhere: isNull(twoFactors.confirmedAt),
    })
    .returning({ userId: twoFactors.userId })
  return rows.length > 0
}

/** Confirms the pending secret with the step of its first code; false if it was confirmed meanwhile. */
export const confirmSecret = async (db: Queryable, userId: number, step: number) => {
  const rows = await db
    .update(twoFactors)
    .set({ confirmedAt: sql`now()`, lastStep: step })
    .where(and(eq(twoFactors.userId, userId), isNull(twoFactors.confirmedAt)))
    .returning({ userId: twoFactors.userId })
  return rows.length > 0
}

/**
 * Records a code's time step as used, only if it is later than the last one: two requests with the
 * same code, even at once, get one true between them.
 */
export const takeStep = async (db: Queryable, userId: number, step: number) => {
  const rows = await db
    .update(twoFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        isNotNull(twoFactors.confirmedAt),
        or(isNull(twoFactors.lastStep), lt(twoFactors.lastStep, step)),
      ),
    )
    .returning({ userId: twoFactors.userId })
  return rows.length > 0
}

export const replaceRecoveryCodes = async (db: Queryable, userId: number, hashes: string[]) => {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })))
}

/** Marks an unused recovery code used; false if there is none such (wrong, or used before). */
export const takeRecoveryCode = async (db: Queryable, userId: number, codeHash: string) => {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id })
  return rows.length > 0
}

export const countRecoveryCodesLeft = async (db: Queryable, userId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return row?.n ?? 0
}

/** Removes the user's authenticator and recovery codes; false if there was no authenticator. */
export const removeTwoFactor = async (db: Queryable, userId: number) => {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  const rows = await db
    .delete(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .returning({ confirmedAt: twoFactors.confirmedAt })
  return rows.some((r) => r.confirmedAt !== null)
}

/** A live challenge (unused, unexpired) with its user, who must still be active and not deleted. */
export const findChallenge = async (db: Queryable, id: string) => {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      purpose: signInChallenges.purpose,
    })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(
      and(
        eq(signInChallenges.id, id),
        gt(signInChallenges.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        eq(users.active, true),
      ),
    )
  return row as { userId: number; email: string; purpose: SecondFactorStep } | undefined
}

/**
 * Uses a challenge up (deletes it, with the user's expired ones); false if it was used, expired or
 * ended meanwhile.
 */
export const takeChallenge = async (db: Queryable, id: string, userId: number) => {
  const rows = await db
    .delete(signInChallenges)
    .where(and(eq(signInChallenges.id, id), gt(signInChallenges.expiresAt, sql`now()`)))
    .returning({ id: signInChallenges.id })
  await db
    .delete(signInChallenges)
    .where(and(eq(signInChallenges.userId, userId), lte(signInChallenges.expiresAt, sql`now()`)))
  return rows.length > 0
}

/** Removes a challenge a sign-in opened before its password check failed (its token was never sent). */
export const dropUnusedChallenge = (db: Queryable, id: string) =>
  db.delete(signInChallenges).where(eq(signInChallenges.id, id))

/** Ends every sign-in of the user still waiting for its second step. */
export const endChallenges = (db: Queryable, userId: number) =>
  db.delete(signInChallenges).where(eq(signInChallenges.userId, userId))
