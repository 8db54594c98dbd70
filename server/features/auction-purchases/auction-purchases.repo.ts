import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { AuctionLine, AuctionRecord, LineKind } from '../../../shared/auction-purchases'
import type { Queryable } from '../../db/client'
import type { FileStore } from '../../lib/uploads'
import { asLoaded, changedMeanwhile, nextVersion } from '../../lib/versions'
import { expenses } from '../expenses/expenses.table'
import { files } from '../files/files.table'
import { vehicles } from '../vehicles/vehicles.table'
import { vendors } from '../vendors/vendors.table'
import { auctionPurchases } from './auction-purchases.table'

/** What the auction record needs of its vehicle: the purchase, the vendor's type and the country. */
export const getAuctionVehicle = async (db: Queryable, vehicleId: number) => {
  const [row] = await db
    .select({
      id: vehicles.id,
      countryId: vehicles.countryId,
      purchaseDate: vehicles.purchaseDate,
      purchasePrice: vehicles.purchasePrice,
      purchaseCurrency: vehicles.purchaseCurrency,
      vendorDueDate: vehicles.vendorDueDate,
      vendorName: vendors.name,
      vendorType: vendors.type,
    })
    .from(vehicles)
    .innerJoin(vendors, eq(vendors.id, vehicles.vendorId))
    .where(eq(vehicles.id, vehicleId))
  return row
}

export const getAuctionRecord = async (
  db: Queryable,
  store: FileStore,
  vehicleId: number,
): Promise<AuctionRecord | undefined> => {
  const [row] = await db
    .select({
      version: auctionPurchases.version,
      venue: auctionPurchases.venue,
      saleDate: auctionPurchases.saleDate,
      lotNo: auctionPurchases.lotNo,
      overallGrade: auctionPurchases.overallGrade,
      interiorGrade: auctionPurchases.interiorGrade,
      exteriorGrade: auctionPurchases.exteriorGrade,
      sheetMileageKm: auctionPurchases.sheetMileageKm,
      sheetId: auctionPurchases.sheetId,
      sheetType: files.mime,
    })
    .from(auctionPurchases)
    .leftJoin(files, eq(files.id, auctionPurchases.sheetId))
    .where(eq(auctionPurchases.vehicleId, vehicleId))
  if (!row) return undefined
  const { sheetId, ...rest } = row
  return { ...rest, sheetUrl: store.url(sheetId) }
}

export const getAuctionRow = async (db: Queryable, vehicleId: number) => {
  const [row] = await db.select().from(auctionPurchases).where(eq(auctionPurchases.vehicleId, vehicleId))
  return row
}

export type AuctionValues = Omit<typeof auctionPurchases.$inferInsert, 'vehicleId' | 'version' | 'updatedAt'>

export const insertAuctionRecord = async (tx: Queryable, vehicleId: number, values: AuctionValues) => {
  const [row] = await tx
    .insert(auctionPurchases)
    .values({ ...values, vehicleId })
    .returning()
  return row!
}

/** Updates the record; with the `version` the form loaded, only if nobody saved it since (409). */
export const updateAuctionRecord = async (
  tx: Queryable,
  vehicleId: number,
  values: AuctionValues,
  version?: number,
) => {
  const key = { id: auctionPurchases.vehicleId, version: auctionPurchases.version }
  const [row] = await tx
    .update(auctionPurchases)
    .set({ ...values, version: nextVersion(key), updatedAt: new Date() })
    .where(asLoaded(key, vehicleId, version))
    .returning()
  if (!row) throw changedMeanwhile()
  return row
}

/** The car's typed expenses (invoice lines and refunds), in date order. */
export const listTypedLines = (db: Queryable, vehicleId: number): Promise<AuctionLine[]> =>
  db
    .select({
      lineKind: expenses.lineKind,
      date: expenses.date,
      amount: expenses.amount,
      currency: expenses.currency,
    })
    .from(expenses)
    .where(and(eq(expenses.vehicleId, vehicleId), isNotNull(expenses.lineKind)))
    .orderBy(asc(expenses.date), asc(expenses.id)) as Promise<AuctionLine[]>

export const deleteTypedLines = (tx: Queryable, vehicleId: number, kinds: readonly LineKind[]) =>
  tx.delete(expenses).where(and(eq(expenses.vehicleId, vehicleId), inArray(expenses.lineKind, [...kinds])))
