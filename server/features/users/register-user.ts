import { sql } from 'drizzle-orm'
import type { Role } from '../../../shared/roles'
import type { RegisterInput } from '../../../shared/users'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { badRequest, conflict, forbidden } from '../../lib/errors'
import { hashPassword, isCommonPassword } from '../../lib/passwords'
import { recordAudit } from '../audit/audit.repo'
import { countryExists } from '../countries/countries.repo'
import { countUsers, emailTaken, insertUser } from './users.repo'

/**
 * Adds a user. Without a signed-in admin it is the first-run owner sign-up: allowed only while no user
 * exists, and the new user is the SuperAdmin. One transaction, serialised by an advisory lock so two
 * first-run sign-ups cannot both win.
 */
export const registerUser = async (db: Db, input: RegisterInput, actor: SessionUser | undefined) => {
  if (isCommonPassword(input.password)) {
    throw badRequest('password: This password is too common', { password: ['This password is too common'] })
  }
  const passwordHash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242001)`)
    let role: Role
    if (!actor) {
      if ((await countUsers(tx)) > 0) throw forbidden('Accounts are created by an administrator.')
      role = 'SuperAdmin'
    } else {
      if (!input.role) throw badRequest('role: Choose a role', { role: ['Choose a role'] })
      if (input.role === 'SuperAdmin' && actor.role !== 'SuperAdmin') {
        throw forbidden('Only a SuperAdmin can create a SuperAdmin')
      }
      role = input.role
    }
    if (!(await countryExists(tx, input.countryId))) {
      throw badRequest('countryId: Unknown country', { countryId: ['Unknown country'] })
    }
    if (await emailTaken(tx, input.email)) {
      throw conflict('A user with this e-mail already exists', { email: ['already exists'] })
    }
    const user = await insertUser(tx, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      countryId: input.countryId,
      role,
      passwordHash,
    })
    await recordAudit(tx, {
      userId: actor?.id ?? user.id,
      entity: 'users',
      entityId: user.id,
      action: 'create',
      after: user,
    })
    return { userId: user.id }
  })
}
