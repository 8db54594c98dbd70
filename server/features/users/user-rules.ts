import { sql } from 'drizzle-orm'
import { messages } from '../../../shared/messages'
import type { Role } from '../../../shared/roles'
import type { Queryable } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { conflict, forbidden } from '../../lib/errors'
import { countActiveOwners } from './users.repo'

/** Serialises changes to the owner seats, so two owners cannot each remove the other at once. */
export const lockOwnerSeats = (db: Queryable) => db.execute(sql`select pg_advisory_xact_lock(4242002)`)

/** A MainAdmin manages every user but the owners; only a SuperAdmin changes a SuperAdmin or makes one. */
export const requireMayManage = (actor: SessionUser, target: { role: string }, newRole?: Role) => {
  if (actor.role === 'SuperAdmin') return
  if (target.role === 'SuperAdmin') throw forbidden('Only a SuperAdmin can change a SuperAdmin')
  if (newRole === 'SuperAdmin') throw forbidden('Only a SuperAdmin can create a SuperAdmin')
}

/**
 * 409 for a change that takes the last active SuperAdmin out of the seat (a demotion or a
 * deactivation): nobody could then manage the owners. Call under `lockOwnerSeats`.
 */
export const requireAnotherOwner = async (db: Queryable, target: { role: string; active: boolean }) => {
  if (target.role === 'SuperAdmin' && target.active && (await countActiveOwners(db)) <= 1)
    throw conflict(messages.users.lastOwner, { userId: [messages.users.lastOwner] })
}
