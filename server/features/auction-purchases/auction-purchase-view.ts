import { type AuctionPurchase, auctionLineKinds } from '../../../shared/auction-purchases'
import { addDays } from '../../../shared/dates'
import { sumAmounts } from '../../../shared/money'
import type { Queryable } from '../../db/client'
import type { FileStore } from '../../lib/uploads'
import { getChainSettings } from '../settings/settings.repo'
import { getAuctionRecord, getAuctionVehicle, listTypedLines } from './auction-purchases.repo'

const invoiceKinds: readonly string[] = auctionLineKinds

/**
 * A car's auction purchase as its page reads it, or undefined for no such vehicle. The due date proposed
 * is the sale date (the purchase date until a sale is recorded) plus the owners' auction payment days.
 */
export const getAuctionPurchase = async (
  db: Queryable,
  store: FileStore,
  vehicleId: number,
): Promise<AuctionPurchase | undefined> => {
  const car = await getAuctionVehicle(db, vehicleId)
  if (!car) return undefined
  const [record, lines, settings] = await Promise.all([
    getAuctionRecord(db, store, vehicleId),
    listTypedLines(db, vehicleId),
    getChainSettings(db),
  ])
  const invoice = lines.filter(
    (l) => invoiceKinds.includes(l.lineKind) && l.currency === car.purchaseCurrency,
  )
  return {
    vehicleId,
    atAuction: car.vendorType === 'auction',
    vendorName: car.vendorName,
    purchaseDate: car.purchaseDate,
    hammerPrice: car.purchasePrice,
    currency: car.purchaseCurrency,
    paymentDueOn: car.vendorDueDate,
    proposedDueOn: addDays(record?.saleDate ?? car.purchaseDate, settings.auctionPaymentDays),
    record: record ?? null,
    lines,
    invoiceTotal: sumAmounts([car.purchasePrice, ...invoice.map((l) => l.amount)]),
  }
}
