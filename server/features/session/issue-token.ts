import type { Queryable } from '../../db/client'
import { plannedSession, signSession } from '../../lib/auth'
import { createSession } from './session.repo'

/** A new session for a user and its token, signed while its row is written. */
export const issueToken = async (db: Queryable, secret: string, userId: number, hours: number) => {
  const session = { ...plannedSession(hours), userId }
  const [token] = await Promise.all([signSession(secret, session), createSession(db, session)])
  return token
}
