import Decimal from 'decimal.js'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { addDays, todayIn } from '../../../shared/dates'
import type { Db } from '../../db/client'
import {
  categories,
  countries,
  expenses,
  locationUpdates,
  moves,
  stations,
  vehiclePhotos,
  vehicles,
  vendors,
} from '../../db/schema'
import type { FileStore } from '../../lib/uploads'
import { demoLocalAmount } from '../countries/exchange-rates.demo'
import { recordFiles } from '../files/files.repo'

/**
 * Model, category, engine cc, what such a used vehicle fetches in US dollars (lowest, highest), its model
 * code and its outside dimensions in millimetres (length, width, height).
 */
const models = [
  ['Toyota Land Cruiser Prado TX', 'SUV', 2700, 18_000, 38_000, 'CBA-TRJ150W', 4760, 1885, 1850],
  ['Toyota Corolla Axio', 'Sedan', 1500, 4_000, 8_000, 'DBA-NZE161', 4400, 1695, 1460],
  ['Honda Fit Hybrid', 'Hatchback', 1500, 3_500, 7_500, 'DAA-GP5', 3955, 1695, 1525],
  ['Nissan Caravan GX', 'Van', 2500, 8_000, 16_000, 'CBF-VR2E26', 4695, 1695, 1990],
  ['Toyota Hiace Super GL', 'Van', 2800, 10_000, 22_000, 'LDF-KDH201V', 4695, 1695, 1980],
  ['Suzuki Every Wagon', 'Kei car', 660, 2_500, 5_500, 'ABA-DA17W', 3395, 1475, 1910],
  ['Mazda CX-5 XD', 'SUV', 2200, 9_000, 18_000, '3DA-KF2P', 4545, 1840, 1690],
  ['Isuzu Elf Truck', 'Truck', 3000, 12_000, 26_000, 'TKG-NKR85A', 4690, 1695, 1990],
  ['Toyota Coaster', 'Bus', 4000, 20_000, 45_000, 'SDG-XZB70', 6990, 2080, 2630],
  ['Honda N-Box', 'Kei car', 660, 3_000, 6_500, 'DBA-JF3', 3395, 1475, 1790],
  ['Nissan X-Trail 20X', 'SUV', 2000, 7_000, 14_000, 'DBA-NT32', 4690, 1820, 1740],
  ['Toyota Prius S', 'Hatchback', 1800, 4_500, 9_000, 'DAA-ZVW30', 4480, 1745, 1490],
] as const
const colours = [
  ['White', '#f4f4f4'],
  ['Black', '#222'],
  ['Silver', '#b8bcc2'],
  ['Pearl', '#efe9dc'],
  ['Blue', '#2c5aa0'],
  ['Red', '#b3261e'],
] as const
const kinds = ['auction fee', 'transport', 'repair', 'inspection', 'shipping'] as const
export const moveRates: Record<string, string> = { PKR: '1.90000000', KES: '0.87000000', AED: '0.02450000' }

/** A car drawn in SVG, so the demo has real pictures without shipping any. */
const carPicture = (colour: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#dfe6ee"/><rect y="430" width="800" height="170" fill="#9aa5b1"/><path d="M120 400 l60-120 q20-40 70-40 h260 q50 0 80 40 l80 120 v60 H120z" fill="${colour}" stroke="#333" stroke-width="6"/><path d="M210 300 l40-60 h250 l60 60z" fill="#8fb3d9" stroke="#333" stroke-width="4"/><circle cx="250" cy="460" r="55" fill="#222"/><circle cx="560" cy="460" r="55" fill="#222"/><circle cx="250" cy="460" r="22" fill="#aaa"/><circle cx="560" cy="460" r="22" fill="#aaa"/></svg>`,
  )

const makePhotos = async (store: FileStore) => {
  const made = []
  for (const [name, hex] of colours) {
    const jpeg = await sharp(carPicture(hex)).jpeg({ quality: 80 }).toBuffer()
    const thumb = await sharp(jpeg).resize(480, 360, { fit: 'cover' }).webp({ quality: 75 }).toBuffer()
    const file = await store.save({ kind: 'upload', field: 'photos', filename: `${name}.jpg`, buffer: jpeg })
    const thumbFile = await store.save({
      kind: 'upload',
      field: 'photos',
      filename: `${name}-thumb.webp`,
      buffer: thumb,
    })
    made.push({ file, thumb: thumbFile })
  }
  return made
}

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!

/** 300 vehicles across the demo stations, with photos, expenses, locations and moves. Idempotent. */
export const seedVehiclesDemo = async (db: Db, store: FileStore, timeZone: string) => {
  const today = todayIn(timeZone)
  const day = (offset: number) => addDays(today, -offset)
  const [existing] = await db.select({ n: count() }).from(vehicles)
  if (existing?.n) return
  const vendorRows = await db.select({ id: vendors.id, currency: vendors.currency }).from(vendors)
  const stationRows = await db
    .select({ id: stations.id, countryId: stations.countryId, currency: countries.currency })
    .from(stations)
    .innerJoin(countries, eq(countries.id, stations.countryId))
  const categoryRows = await db.select({ id: categories.id, name: categories.name }).from(categories)
  const japan = stationRows.filter((s) => s.currency === 'JPY')
  const abroad = stationRows.filter((s) => moveRates[s.currency])
  if (!vendorRows.length || !japan.length) return
  const photos = await makePhotos(store)
  await recordFiles(
    db,
    photos.flatMap((p) => [p.file, p.thumb]),
    null,
  )
  for (let i = 0; i < 300; i++) {
    const [model, categoryName, cc, lowUsd, highUsd, modelCode, lengthMm, widthMm, heightMm] = pick(models, i)
    const year = 2012 + (i % 12)
    const month = 1 + (i % 12)
    const vendor = pick(vendorRows, i * 7)
    const station = pick(japan, i)
    const currency = vendor.currency
    // A price between the model's lowest and highest, in the vendor's currency at the demo's rates.
    const price = demoLocalAmount(lowUsd + (((i * 37) % 11) / 10) * (highUsd - lowUsd), currency)
    const purchaseDate = day(5 + ((i * 3) % 170))
    const [v] = await db
      .insert(vehicles)
      .values({
        chassisNo: `DEMO${String(i).padStart(3, '0')}-${String(1_000_000 + i * 7919).slice(0, 7)}`,
        model,
        categoryId: categoryRows.find((c) => c.name === categoryName)?.id ?? null,
        modelCode,
        year,
        month,
        // Registered in Japan in the month it was made or up to two months later.
        firstRegYear: year,
        firstRegMonth: Math.min(12, month + (i % 3)),
        lengthMm,
        widthMm,
        heightMm,
        engineCc: cc,
        mileageKm: 20_000 + ((i * 9_311) % 160_000),
        colour: pick(colours, i)[0],
        transmission: i % 5 === 0 ? 'Manual' : 'Automatic',
        fuel: model.includes('Hybrid') || model.includes('Prius') ? 'Hybrid' : 'Petrol',
        steering: 'Right',
        vendorId: vendor.id,
        purchaseDate,
        purchasePrice: price,
        purchaseCurrency: currency,
        vendorDueDate: day(((i * 3) % 170) - 25),
        countryId: station.countryId,
        stationId: station.id,
        location: pick(['Yokohama port', 'Auction yard', 'On vessel', 'Bonded yard'], i),
        cost: price,
        costCurrency: currency,
      })
      .returning({ id: vehicles.id })
    const p = pick(photos, i)
    const q = pick(photos, i + 1)
    await db.insert(vehiclePhotos).values([
      { vehicleId: v!.id, fileId: p.file.id, thumbId: p.thumb.id, position: 0 },
      { vehicleId: v!.id, fileId: q.file.id, thumbId: q.thumb.id, position: 1 },
    ])
    await db.insert(expenses).values(
      Array.from({ length: 1 + (i % 3) }, (_, k) => ({
        vehicleId: v!.id,
        date: purchaseDate,
        kind: pick(kinds, i + k),
        amount: demoLocalAmount(100 + (((i + k) * 70) % 600), currency, 5),
        currency,
      })),
    )
    await db.insert(locationUpdates).values({ vehicleId: v!.id, location: 'Auction yard' })
    if (i % 4 === 0 && abroad.length && currency === 'JPY') {
      const to = pick(abroad, i)
      const rate = moveRates[to.currency]!
      const moveExpenses = to.currency === 'AED' ? '1800.00' : to.currency === 'PKR' ? '95000.00' : '42000.00'
      const costAfter = new Decimal(price).times(rate).plus(moveExpenses).toFixed(2)
      await db.insert(moves).values({
        vehicleId: v!.id,
        fromStationId: station.id,
        toStationId: to.id,
        // Two days after the purchase: before anything the sales demo records on the vehicle.
        date: day(3 + ((i * 3) % 170)),
        rate,
        moveExpenses,
        costBefore: price,
        currencyBefore: currency,
        costAfter,
        currencyAfter: to.currency,
      })
      await db
        .update(vehicles)
        .set({
          stationId: to.id,
          countryId: to.countryId,
          cost: costAfter,
          costCurrency: to.currency,
          moved: true,
          location: 'Bonded yard',
        })
        .where(eq(vehicles.id, v!.id))
    }
  }
}
