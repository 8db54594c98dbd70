import type { ChainSettingsInput } from '../../../shared/export-files'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { changedMeanwhile } from '../../lib/versions'
import { recordAudit } from '../audit/audit.repo'
import { getChainSettings, writeChainSettings } from './settings.repo'

/**
 * Saves the owners' export-chain periods over the version the form loaded, with an audit entry, in one
 * transaction. The deadlines count from them at their next read.
 */
export const saveChainSettings = (db: Db, actor: SessionUser, input: ChainSettingsInput) =>
  db.transaction(async (tx) => {
    const { version, ...after } = input
    const before = await getChainSettings(tx)
    const row = await writeChainSettings(tx, after, actor.id, version)
    if (!row) throw changedMeanwhile()
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'business_settings',
      entityId: 1,
      action: 'update',
      before,
      after,
    })
    return { ...after, version: row.version }
  })
