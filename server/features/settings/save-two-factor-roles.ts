import type { Role } from '../../../shared/roles'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { recordAudit } from '../audit/audit.repo'
import { getTwoFactorRoles, writeTwoFactorRoles } from './settings.repo'

/**
 * Saves which roles must sign in with a second factor, with an audit entry, in one transaction. Their
 * users are asked at their next sign-in; sessions already open go on until they end.
 */
export const saveTwoFactorRoles = (db: Db, actor: SessionUser, chosen: Role[]) =>
  db.transaction(async (tx) => {
    const before = await getTwoFactorRoles(tx)
    const after = [...new Set(chosen)]
    await writeTwoFactorRoles(tx, after, actor.id)
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'business_settings',
      entityId: 1,
      action: 'update',
      before: { twoFactorRoles: before },
      after: { twoFactorRoles: after },
    })
    return { roles: after }
  })
