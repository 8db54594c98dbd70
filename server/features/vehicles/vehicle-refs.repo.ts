import { eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { categories } from '../categories/categories.table'
import { countries } from '../countries/countries.table'
import { stations } from '../stations/stations.table'
import { vendors } from '../vendors/vendors.table'

/** What a vehicle needs to know of the records it points at. */
export const getVendorRef = async (db: Queryable, id: number) =>
  (await db.select({ id: vendors.id, currency: vendors.currency }).from(vendors).where(eq(vendors.id, id)))[0]

export const getStationRef = async (db: Queryable, id: number) =>
  (
    await db
      .select({ id: stations.id, countryId: stations.countryId, currency: countries.currency })
      .from(stations)
      .innerJoin(countries, eq(countries.id, stations.countryId))
      .where(eq(stations.id, id))
  )[0]

export const categoryExists = async (db: Queryable, id: number) =>
  (await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id))).length > 0
