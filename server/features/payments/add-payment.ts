import Decimal from 'decimal.js'
import { and, eq, sql } from 'drizzle-orm'
import { formatMoney } from '../../../shared/money'
import type { PaymentInput } from '../../../shared/payments'
import type { Db, Tx } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { fieldError, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/audit.repo'
import { checkAmounts } from '../countries/check-amounts'
import { pendingBalances } from '../ledgers/pending.table'
import { getActiveSale, getVehicleForMoney } from '../sales/sales.repo'
import { getVehicleLife, requireDateInLife } from '../vehicles/vehicle-life'
import { insertPayment, paidInOnSale, paidOutOnVehicle } from './payments.repo'

/** What a customer owes in one currency over all their active sales, net of any credit they hold. */
const customerOwes = async (tx: Tx, customerId: number, currency: string) => {
  const [row] = await tx
    .select({ pending: sql<string>`${pendingBalances.total} - ${pendingBalances.paid}` })
    .from(pendingBalances)
    .where(
      and(
        eq(pendingBalances.partyType, 'customer'),
        eq(pendingBalances.partyId, customerId),
        eq(pendingBalances.currency, currency),
      ),
    )
  return new Decimal(row?.pending ?? 0)
}

/** The side a payment goes to: who, in which currency, and what is still pending there. */
const sideOf = async (tx: Tx, input: PaymentInput) => {
  const vehicle = await getVehicleForMoney(tx, input.carId, true)
  if (!vehicle) throw notFound('Vehicle not found')
  if (input.direction === 'out') {
    const paid = await paidOutOnVehicle(tx, vehicle.id)
    return {
      currency: vehicle.purchaseCurrency,
      pending: new Decimal(vehicle.purchasePrice).minus(paid),
      refs: { vendorId: vehicle.vendorId },
    }
  }
  const sale = await getActiveSale(tx, vehicle.id)
  if (!sale) throw fieldError('direction', 'This vehicle has not been sold: there is nothing to receive')
  const [paid, owed] = await Promise.all([
    paidInOnSale(tx, sale.id),
    customerOwes(tx, sale.customerId, sale.currency),
  ])
  // Credit the customer holds from another sale in this currency is already part of what they owe.
  return {
    currency: sale.currency,
    pending: Decimal.min(new Decimal(sale.price).minus(paid), owed),
    refs: { saleId: sale.id, customerId: sale.customerId },
  }
}

/**
 * Records a term payment in one transaction with the vehicle row locked, so two payments cannot both
 * pass the pending check. It must be in the side's currency, and not above what is pending unless it
 * is marked as an advance. The receipt number comes from the row.
 */
export const addPayment = async (db: Db, actor: SessionUser, input: PaymentInput, today: string) =>
  db.transaction(async (tx) => {
    const side = await sideOf(tx, input)
    const life = (await getVehicleLife(tx, input.carId))!
    if (input.direction === 'out')
      requireDateInLife('date', 'Date', input.date, today, ['the purchase', life.purchaseDate])
    else requireDateInLife('date', 'Date', input.date, today, ['the sale', life.saleDate])
    const currency = input.currency ?? side.currency
    if (currency !== side.currency)
      throw fieldError('currency', `Payments ${input.direction} on this vehicle are in ${side.currency}`)
    await checkAmounts(tx, currency, { amount: input.amount })
    if (!input.isAdvance && new Decimal(input.amount).gt(side.pending))
      throw fieldError(
        'amount',
        `Amount is more than what is pending (${formatMoney(Decimal.max(side.pending, 0).toFixed(2), currency)}); record it as an advance`,
      )
    const { carId, ...fields } = input
    const row = await insertPayment(tx, {
      ...fields,
      ...side.refs,
      currency,
      vehicleId: carId,
      createdBy: actor.id,
    })
    await recordAudit(tx, {
      userId: actor.id,
      entity: 'payments',
      entityId: row.id,
      action: 'create',
      after: row,
    })
    return row
  })
