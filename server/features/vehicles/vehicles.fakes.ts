import type { Db } from '../../db/client'
import { categories, stations, vendors } from '../../db/schema'

let seq = 0

/** Rows a vehicle points at, made straight in the database for tests. Country ids: 1 Japan, 2 Pakistan, 4 Kenya. */
export const fakeStation = async (db: Db, countryId = 1) => {
  seq += 1
  const [row] = await db
    .insert(stations)
    .values({ name: `Test Station ${seq}-${Date.now()}`, city: 'Test City', countryId })
    .returning()
  return row!
}

export const fakeVendor = async (db: Db, currency = 'JPY', countryId = 1) => {
  seq += 1
  const [row] = await db
    .insert(vendors)
    .values({ name: `Test Vendor ${seq}-${Date.now()}`, type: 'auction', countryId, currency })
    .returning()
  return row!
}

export const fakeCategory = async (db: Db) => {
  seq += 1
  const [row] = await db
    .insert(categories)
    .values({ name: `Test Category ${seq}-${Date.now()}` })
    .returning()
  return row!
}

export const fakeVehicleFields = (
  refs: { vendorId: number; stationId: number; categoryId?: number },
  overrides: Record<string, unknown> = {},
) => {
  seq += 1
  return {
    chassisNo: `ZVW30-${String(100000 + seq)}${Date.now() % 1000}`,
    model: 'Toyota Prius S',
    categoryId: refs.categoryId,
    year: 2015,
    month: 6,
    engineCc: 1800,
    mileageKm: 84000,
    colour: 'Pearl White',
    transmission: 'Automatic',
    fuel: 'Hybrid',
    vendorId: refs.vendorId,
    purchaseDate: '2026-10-01',
    purchasePrice: '1500000',
    stationId: refs.stationId,
    ...overrides,
  }
}
