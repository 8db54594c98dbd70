import { type RefundLineKind, refundLineKinds } from '../../../shared/auction-purchases'
import { can } from '../../../shared/permissions'
import type { SessionUser } from '../../lib/auth'
import { badRequest, conflict } from '../../lib/errors'

/**
 * A sold vehicle's expenses are part of its profit: once it is sold they are locked. MainAdmin and
 * SuperAdmin may still correct them, giving a reason that the audit log keeps.
 */
export const checkSoldLock = (status: string | undefined, actor: SessionUser, reason?: string | null) => {
  if (status !== 'sold') return
  if (!can(actor.role, 'expenses', 'correctSold'))
    throw conflict('The vehicle is sold: its expenses are locked', {
      carId: ['is sold: its expenses are locked'],
    })
  if (!reason)
    throw badRequest('reason: give a reason to correct a sold vehicle’s expenses', {
      reason: ["is required to correct a sold vehicle's expenses"],
    })
}

/**
 * An expense another record keeps changes only there: a car's share of a shipment's cost with that cost,
 * on the shipment; an auction invoice's line on the auction purchase; a refund on the export file.
 */
export const checkManagedExpense = (
  expense: { shipmentCostId: number | null; lineKind: string | null } | undefined,
) => {
  if (expense?.shipmentCostId)
    throw conflict('This expense is a share of a shipment’s cost: change the cost on the shipment', {
      id: ['is a share of a shipment’s cost'],
    })
  if (expense?.lineKind)
    throw conflict(
      refundLineKinds.includes(expense.lineKind as RefundLineKind)
        ? 'This expense is a refund: change it on the export file'
        : 'This expense is a line of the auction invoice: change it on the auction purchase',
      { id: ['is kept by the auction purchase or the export file'] },
    )
}
