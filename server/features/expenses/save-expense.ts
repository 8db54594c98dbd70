import type { ExpenseInput } from '../../../shared/expenses'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { fieldError, notFound } from '../../lib/errors'
import { documentTypes, type FileStore, type UploadedFile } from '../../lib/uploads'
import { recordAudit } from '../audit/audit.repo'
import { checkAmounts } from '../countries/check-amounts'
import { saveWithFiles } from '../files/save-with-files'
import { getVehicleLife, requireDateInLife } from '../vehicles/vehicle-life'
import { getExpenseRow, getVehicleCurrency, insertExpense, updateExpenseRow } from './expenses.repo'
import { checkManagedExpense, checkSoldLock } from './sold-lock'

type Input = ExpenseInput & { receipt?: UploadedFile }

/**
 * Adds (no id) or updates an expense with its receipt (image or PDF, checked by content before anything
 * is written). The currency defaults to the vehicle's purchase currency; an expense stays on its vehicle.
 * The row, the receipt's file record and the audit entry are written in one transaction.
 */
export const saveExpense = async (
  db: Db,
  store: FileStore,
  actor: SessionUser,
  input: Input,
  today: string,
  id?: number,
) => {
  const before = id ? await getExpenseRow(db, id) : undefined
  if (id && !before) throw notFound('Expense not found')
  checkManagedExpense(before)
  if (before && input.carId !== before.vehicleId)
    throw fieldError('carId', 'An expense cannot be moved to another vehicle')
  const vehicle = await getVehicleCurrency(db, input.carId)
  if (!vehicle) throw notFound('Vehicle not found')
  checkSoldLock(vehicle.status, actor, input.reason)
  const life = (await getVehicleLife(db, input.carId))!
  requireDateInLife('date', 'Date', input.date, today, ['the purchase', life.purchaseDate])
  const currency = input.currency ?? before?.currency ?? vehicle.purchaseCurrency
  await checkAmounts(db, currency, { amount: input.amount })

  const { receipt, carId, reason, version, ...fields } = input
  return saveWithFiles(
    db,
    store,
    actor.id,
    { receipt },
    async (tx, stored) => {
      const values = { ...fields, currency, receiptId: stored.receipt ?? before?.receiptId ?? null }
      const row = before
        ? await updateExpenseRow(tx, before.id, values, version)
        : await insertExpense(tx, { ...values, vehicleId: carId, createdBy: actor.id })
      await recordAudit(tx, {
        userId: actor.id,
        entity: 'expenses',
        entityId: row.id,
        action: before ? 'update' : 'create',
        before,
        after: reason ? { ...row, correctionReason: reason } : row,
      })
      return row
    },
    documentTypes,
  )
}
