import type { ExportFileInput } from '../../../shared/export-files'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { constraintOf, isUniqueViolation } from '../../lib/db-errors'
import { conflict, fieldError, notFound } from '../../lib/errors'
import { recordRefunds } from '../auction-purchases/record-refunds'
import { recordAudit } from '../audit/audit.repo'
import { checkAmounts } from '../countries/check-amounts'
import { getExportFileRow, insertExportFile, updateExportFile, vehicleCountry } from './export-files.repo'

const dateFields = [
  ['deregAppliedOn', 'Applied on'],
  ['deregIssuedOn', 'Issued on'],
  ['inspectionBookedOn', 'Booked on'],
  ['inspectedOn', 'Inspected on'],
  ['exportPermitOn', 'Permit date'],
  ['originalsSentOn', 'Sent on'],
  ['recycleClaimedOn', 'Claimed on'],
  ['recycleReceivedOn', 'Received on'],
  ['taxRefundedOn', 'Tax refunded on'],
] as const

/** Which certificate a unique index refused, by the index's name. */
const certificates = {
  export_files_dereg_certificate_uq: 'deregCertificateNo',
  export_files_inspection_certificate_uq: 'inspectionCertificateNo',
  export_files_permit_uq: 'exportPermitNo',
} as const

/**
 * Saves a car's export file (made on its first save), with its audit entry, in one transaction. What
 * happened is never dated before the purchase nor after today; a certificate or permit number belongs
 * to one car.
 */
export const saveExportFile = async (
  db: Db,
  actor: SessionUser,
  vehicleId: number,
  input: ExportFileInput,
  today: string,
) => {
  const car = await vehicleCountry(db, vehicleId)
  if (!car) throw notFound('Vehicle not found')
  for (const [field, label] of dateFields) {
    const value = input[field]
    if (value && value < car.purchaseDate)
      throw fieldError(field, `${label} cannot be before the purchase (${car.purchaseDate})`)
    if (value && value > today) throw fieldError(field, `${label} cannot be after today (${today})`)
  }
  // The recycle deposit is paid and refunded in Japan, in yen.
  await checkAmounts(db, 'JPY', {
    recycleAmount: input.recycleAmount,
    taxRefundAmount: input.taxRefundAmount,
  })
  const { version, overrideReason, ...values } = input
  try {
    return await db.transaction(async (tx) => {
      const before = await getExportFileRow(tx, vehicleId)
      const row = before
        ? await updateExportFile(tx, vehicleId, { ...values, updatedBy: actor.id }, version)
        : await insertExportFile(tx, vehicleId, { ...values, updatedBy: actor.id })
      await recordRefunds(tx, vehicleId, values, actor.id)
      await recordAudit(tx, {
        userId: actor.id,
        entity: 'export_files',
        entityId: vehicleId,
        action: before ? 'update' : 'create',
        before,
        after: overrideReason ? { ...row, overrideReason } : row,
      })
      return row
    })
  } catch (err) {
    if (isUniqueViolation(err)) {
      const field = certificates[constraintOf(err) as keyof typeof certificates] ?? 'deregCertificateNo'
      throw conflict('This number is already on another car', { [field]: ['is already on another car'] })
    }
    throw err
  }
}
