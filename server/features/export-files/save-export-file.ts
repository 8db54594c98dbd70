import Decimal from 'decimal.js'
import { type ExportFileInput, originalsGateMessage } from '../../../shared/export-files'
import { subtractAmount } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import type { Db, Queryable } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { constraintOf, isUniqueViolation } from '../../lib/db-errors'
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors'
import { recordRefunds } from '../auction-purchases/record-refunds'
import { recordAudit } from '../audit/audit.repo'
import { checkAmounts } from '../countries/check-amounts'
import {
  activeSaleBalance,
  getExportFileRow,
  insertExportFile,
  updateExportFile,
  vehicleCountry,
} from './export-files.repo'

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
 * Why the originals of a sold car may not go yet (what is still due on its sale), or null: an unsold
 * car's originals go to our own station's agent, ungated.
 */
const originalsUnpaid = async (db: Queryable, vehicleId: number) => {
  const sale = await activeSaleBalance(db, vehicleId)
  if (!sale) return null
  const due = subtractAmount(sale.price, sale.paid)
  return new Decimal(due).gt(0) ? originalsGateMessage(due, sale.currency) : null
}

/**
 * Saves a car's export file (made on its first save), with its audit entry, in one transaction. What
 * happened is never dated before the purchase nor after today; a certificate or permit number belongs
 * to one car. The originals of a sold car go once it is fully paid, or with an owner's reason.
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
      const unpaid =
        input.originalsSentOn && !before?.originalsSentOn ? await originalsUnpaid(tx, vehicleId) : null
      if (unpaid && !overrideReason) throw conflict(unpaid, { originalsSentOn: [unpaid] })
      if (unpaid && !can(actor.role, 'exportFiles', 'override'))
        throw forbidden('Only an owner may send the originals of a car not fully paid')
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
        // A reason is kept only where it let the originals go against the gate.
        after: unpaid ? { ...row, originalsGate: unpaid, overrideReason } : row,
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
