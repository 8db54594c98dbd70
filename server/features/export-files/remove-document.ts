import type { DocumentStep } from '../../../shared/export-files'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { documentKeys, getExportFileRow, setStepDocument } from './export-files.repo'

/** Takes a step's document off the car's export file, audited; the stored file stays for the audit's record. */
export const removeDocument = async (db: Db, actor: SessionUser, vehicleId: number, step: DocumentStep) =>
  db.transaction(async (tx) => {
    const before = await getExportFileRow(tx, vehicleId)
    if (!before?.[documentKeys[step]]) throw notFound('This step has no document')
    const row = await setStepDocument(tx, vehicleId, step, null, actor.id)
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'export_files',
      entityId: vehicleId,
      action: 'remove document',
      before,
      after: { ...row, documentStep: step },
    })
  })
