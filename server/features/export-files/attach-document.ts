import type { DocumentStep } from '../../../shared/export-files'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { fieldError } from '../../lib/errors'
import { documentTypes, type FileStore, type UploadedFile } from '../../lib/uploads'
import { recordAudit } from '../audit/audit.repo'
import { saveWithFiles } from '../files/save-with-files'
import { createExportFileIfMissing, getExportFileRow, setStepDocument } from './export-files.repo'

/**
 * Keeps a step's scanned document (image or PDF, checked by content before anything is written) on the
 * car's export file, making the file if it has none yet. The file's record, the step's column and the
 * audit entry are written in one transaction; a document it replaces stays stored for the audit's record.
 */
export const attachDocument = async (
  db: Db,
  store: FileStore,
  actor: SessionUser,
  vehicleId: number,
  step: DocumentStep,
  document: UploadedFile | undefined,
) => {
  if (!document) throw fieldError('document', 'Choose a scanned document (image or PDF)')
  return saveWithFiles(
    db,
    store,
    actor.id,
    { document },
    async (tx, stored) => {
      const created = await createExportFileIfMissing(tx, vehicleId, actor.id)
      const before = created ? undefined : await getExportFileRow(tx, vehicleId)
      const row = await setStepDocument(tx, vehicleId, step, stored.document!, actor.id)
      await recordAudit(tx, {
        userId: actor.id,
        entity: 'export_files',
        entityId: vehicleId,
        action: 'attach document',
        before,
        after: { ...row, documentStep: step },
      })
      return stored.document!
    },
    documentTypes,
  )
}
