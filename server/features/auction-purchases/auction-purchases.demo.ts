import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { AuctionPurchaseInput, consumptionTaxRate, overallGrades } from '../../../shared/auction-purchases'
import { addDays, todayIn } from '../../../shared/dates'
import { ExportFileInput } from '../../../shared/export-files'
import { multiplyAmount } from '../../../shared/money'
import type { Db } from '../../db/client'
import { demoOwner } from '../../db/demo'
import type { FileStore } from '../../lib/uploads'
import { expenses } from '../expenses/expenses.table'
import { getExportFile } from '../export-files/export-files.repo'
import { saveExportFile } from '../export-files/save-export-file'
import { getChainSettings } from '../settings/settings.repo'
import { vehicles } from '../vehicles/vehicles.table'
import { vendors } from '../vendors/vendors.table'
import { auctionPurchases } from './auction-purchases.table'
import { saveAuctionPurchase } from './save-auction-purchase'

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** An auction sheet drawn in SVG: the venue, lot, grades and mileage in the sheet's boxes. */
const sheetPicture = (fields: Record<string, string>) => {
  const rows = Object.entries(fields)
    .map(
      ([label, value], i) =>
        `<rect x="40" y="${110 + i * 60}" width="720" height="50" fill="#fff" stroke="#777"/><text x="56" y="${142 + i * 60}" font-size="20" fill="#555">${xmlText(label)}</text><text x="300" y="${142 + i * 60}" font-size="24" font-weight="bold">${xmlText(value)}</text>`,
    )
    .join('')
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" font-family="sans-serif"><rect width="800" height="600" fill="#fbf6e8"/><text x="40" y="70" font-size="32" font-weight="bold">Auction sheet</text>${rows}</svg>`,
  )
}

/**
 * The auction purchases of a few demo cars bought at an auction house, each with its sheet and invoice
 * (consumption tax, recycle deposit, fee and the fee's tax), and one car's recycle deposit refunded on its
 * export file. Runs after the export files; idempotent.
 */
export const seedAuctionPurchasesDemo = async (db: Db, store: FileStore, timeZone: string) => {
  const [done] = await db.select({ n: count() }).from(auctionPurchases)
  if (done!.n > 0) return
  const actor = await demoOwner(db)
  if (!actor) return
  const today = todayIn(timeZone)
  const { auctionPaymentDays } = await getChainSettings(db)
  const cars = await db
    .select({
      id: vehicles.id,
      model: vehicles.model,
      purchaseDate: vehicles.purchaseDate,
      purchasePrice: vehicles.purchasePrice,
      mileageKm: vehicles.mileageKm,
      venue: vendors.name,
    })
    .from(vehicles)
    .innerJoin(vendors, eq(vendors.id, vehicles.vendorId))
    .where(and(eq(vendors.type, 'auction'), eq(vehicles.purchaseCurrency, 'JPY')))
    // The cars that went on a vessel first: their tax and deposit are the ones to claim back.
    .orderBy(
      desc(sql`exists (select 1 from shipment_cars c where c.vehicle_id = ${vehicles.id})`),
      asc(vehicles.id),
    )
    .limit(8)
  for (const [i, car] of cars.entries()) {
    const lotNo = String(10_000 + ((car.id * 7_919) % 80_000))
    const overallGrade = overallGrades[2 + (i % 5)]!
    const [interiorGrade, exteriorGrade] = [['A', 'B', 'C'][i % 3]!, ['B', 'C', 'A'][i % 3]!]
    const sheetMileageKm = String(car.mileageKm ?? 50_000)
    const picture = sheetPicture({
      Venue: car.venue,
      'Sale date': car.purchaseDate,
      Lot: lotNo,
      Model: car.model,
      'Overall grade': overallGrade,
      'Interior / exterior': `${interiorGrade} / ${exteriorGrade}`,
      Mileage: `${Number(sheetMileageKm).toLocaleString('en')} km`,
    })
    const buffer = await sharp(picture).jpeg({ quality: 80 }).toBuffer()
    const auctionFee = String(15_000 + (i % 3) * 5_000)
    // The invoice's fee replaces the car's plain "auction fee" expense the vehicles demo gave it.
    await db
      .delete(expenses)
      .where(and(eq(expenses.vehicleId, car.id), eq(expenses.kind, 'auction fee'), isNull(expenses.lineKind)))
    await saveAuctionPurchase(
      db,
      store,
      actor,
      car.id,
      {
        ...AuctionPurchaseInput.parse({
          venue: car.venue,
          saleDate: car.purchaseDate,
          lotNo,
          overallGrade,
          interiorGrade,
          exteriorGrade,
          sheetMileageKm,
          paymentDueOn: addDays(car.purchaseDate, auctionPaymentDays),
          consumptionTax: multiplyAmount(car.purchasePrice, consumptionTaxRate.value, 0),
          recycleDeposit: String(9_000 + (i % 4) * 3_000),
          auctionFee,
          feeTax: multiplyAmount(auctionFee, consumptionTaxRate.value, 0),
        }),
        sheet: { kind: 'upload', field: 'sheet', filename: `sheet-${lotNo}.jpg`, buffer },
      },
      today,
    )
  }
  // The oldest of them has had its recycle deposit back.
  const [refunded] = await db
    .select({ id: vehicles.id, purchaseDate: vehicles.purchaseDate, deposit: expenses.amount })
    .from(vehicles)
    .innerJoin(expenses, and(eq(expenses.vehicleId, vehicles.id), eq(expenses.lineKind, 'recycle_deposit')))
    .where(
      inArray(
        vehicles.id,
        cars.map((c) => c.id),
      ),
    )
    .orderBy(asc(vehicles.purchaseDate))
    .limit(1)
  if (!refunded || addDays(refunded.purchaseDate, 30) > today) return
  const {
    vehicleId: _,
    version: __,
    ...kept
  } = (await getExportFile(db, refunded.id)) ?? {
    vehicleId: 0,
    version: 0,
  }
  await saveExportFile(
    db,
    actor,
    refunded.id,
    ExportFileInput.parse({
      ...kept,
      recycleClaimedOn: addDays(refunded.purchaseDate, 10),
      recycleAmount: refunded.deposit,
      recycleReceivedOn: addDays(refunded.purchaseDate, 30),
    }),
    today,
  )
}
