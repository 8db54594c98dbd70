import Decimal from 'decimal.js'
import { eq, sql } from 'drizzle-orm'
import {
  type AuctionPurchaseInput,
  auctionLineKinds,
  type LineField,
  lineFields,
  lineKindLabels,
} from '../../../shared/auction-purchases'
import { formatMoney } from '../../../shared/money'
import type { Db, Queryable } from '../../db/client'
import type { SessionUser } from '../../lib/auth'
import { constraintOf, isUniqueViolation } from '../../lib/db-errors'
import { conflict, fieldError, notFound } from '../../lib/errors'
import { documentTypes, type FileStore, type UploadedFile } from '../../lib/uploads'
import { changedMeanwhile } from '../../lib/versions'
import { recordAudit } from '../audit/audit.repo'
import { checkAmounts } from '../countries/check-amounts'
import { insertExpense } from '../expenses/expenses.repo'
import { saveWithFiles } from '../files/save-with-files'
import { vehicles } from '../vehicles/vehicles.table'
import {
  deleteTypedLines,
  getAuctionRow,
  getAuctionVehicle,
  insertAuctionRecord,
  listTypedLines,
  updateAuctionRecord,
} from './auction-purchases.repo'

type Input = AuctionPurchaseInput & { sheet?: UploadedFile }

const sumOf = (amounts: (string | null)[]) => amounts.reduce((sum, a) => sum.plus(a ?? 0), new Decimal(0))

/**
 * A line already refunded cannot be lowered below its refund: the recycle deposit below the recycle
 * refund, the consumption tax and the fee's tax together below the tax refund.
 */
const checkRefunded = async (tx: Queryable, vehicleId: number, input: Input) => {
  const lines = await listTypedLines(tx, vehicleId)
  // Refunds are stored negative.
  const refunded = (kind: string) =>
    sumOf(lines.filter((l) => l.lineKind === kind).map((l) => l.amount)).negated()
  const recycle = refunded('recycle_refund')
  if (recycle.gt(sumOf([input.recycleDeposit])))
    throw fieldError(
      'recycleDeposit',
      `${formatMoney(recycle.toFixed(2), 'JPY')} of the deposit is already refunded: it cannot be lower`,
    )
  const tax = refunded('tax_refund')
  if (tax.gt(sumOf([input.consumptionTax, input.feeTax])))
    throw fieldError(
      'consumptionTax',
      `${formatMoney(tax.toFixed(2), 'JPY')} of the consumption tax is already refunded: with the fee's tax it cannot be lower`,
    )
}

/**
 * Saves a car's auction purchase (made on its first save) with its sheet, in one transaction: the record,
 * the vehicle's vendor due date (the payment due to the auction), the invoice lines as the car's typed
 * expenses (dated the sale day, in the purchase currency; a line left at zero has none) and the audit
 * entry. Only a car bought from an auction house has one; the sale is never before the purchase nor after
 * today, and one lot of one sale day at one venue is one car.
 */
export const saveAuctionPurchase = async (
  db: Db,
  store: FileStore,
  actor: SessionUser,
  vehicleId: number,
  input: Input,
  today: string,
) => {
  const car = await getAuctionVehicle(db, vehicleId)
  if (!car) throw notFound('Vehicle not found')
  if (car.vendorType !== 'auction')
    throw fieldError('venue', `The vehicle was bought from ${car.vendorName}, which is not an auction house`)
  if (input.saleDate < car.purchaseDate)
    throw fieldError('saleDate', `Sale date cannot be a date before the purchase (${car.purchaseDate})`)
  if (input.saleDate > today) throw fieldError('saleDate', `Sale date cannot be after today (${today})`)
  const currency = car.purchaseCurrency
  const amounts = Object.fromEntries(
    (Object.keys(lineFields) as LineField[]).map((f) => [f, input[f]]),
  ) as Record<LineField, string | null>
  await checkAmounts(db, currency, amounts)

  const { sheet, version, paymentDueOn, consumptionTax, recycleDeposit, auctionFee, feeTax, ...record } =
    input
  try {
    return await saveWithFiles(
      db,
      store,
      actor.id,
      { sheet },
      async (tx, stored) => {
        const before = await getAuctionRow(tx, vehicleId)
        const values = { ...record, sheetId: stored.sheet ?? before?.sheetId ?? null, updatedBy: actor.id }
        const row = before
          ? await updateAuctionRecord(tx, vehicleId, values, version)
          : await insertAuctionRecord(tx, vehicleId, values)
        await tx
          .update(vehicles)
          .set({ vendorDueDate: paymentDueOn, updatedAt: new Date(), version: sql`${vehicles.version} + 1` })
          .where(eq(vehicles.id, vehicleId))
        await checkRefunded(tx, vehicleId, input)
        await deleteTypedLines(tx, vehicleId, auctionLineKinds)
        for (const [field, lineKind] of Object.entries(lineFields) as [LineField, string][]) {
          const amount = amounts[field]
          if (!amount || new Decimal(amount).isZero()) continue
          await insertExpense(tx, {
            vehicleId,
            date: input.saleDate,
            kind: 'auction fee',
            amount,
            currency,
            details: `${record.venue} lot ${record.lotNo}: ${lineKindLabels[lineKind as keyof typeof lineKindLabels]}`,
            lineKind,
            createdBy: actor.id,
          })
        }
        await recordAudit(tx, {
          userId: actor.id,
          entity: 'auction_purchases',
          entityId: vehicleId,
          action: before ? 'update' : 'create',
          before,
          after: { ...row, paymentDueOn, currency, ...amounts },
        })
        return row
      },
      documentTypes,
    )
  } catch (err) {
    if (isUniqueViolation(err)) {
      if (constraintOf(err) === 'auction_purchases_lot_uq')
        throw conflict('This lot of that sale day is already recorded on another car', {
          lotNo: ['is already recorded on another car at this venue and sale date'],
        })
      // Two first saves of one car at once: the second loaded no record.
      throw changedMeanwhile()
    }
    throw err
  }
}
