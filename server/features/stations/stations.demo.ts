import { count } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { countries } from '../countries/countries.table'
import { stations } from './stations.table'

const demo = [
  ['Yokohama Port Yard', 'Yokohama', 'JP', '+81452223344', 'Daikoku Futo 2-1, Tsurumi-ku'],
  ['Kobe Auction Yard', 'Kobe', 'JP', '+81783334455', 'Port Island 5-3, Chuo-ku'],
  ['Nagoya Stock Yard', 'Nagoya', 'JP', '+81524445566', 'Kinjo Futo 3-2, Minato-ku'],
  ['Karachi Showroom', 'Karachi', 'PK', '+922135556677', 'Plot 14, Korangi Industrial Area'],
  ['Mombasa Bonded Yard', 'Mombasa', 'KE', '+254412223344', 'Port Reitz Road, Changamwe'],
  ['Nairobi Showroom', 'Nairobi', 'KE', '+254202223344', 'Mombasa Road, Industrial Area'],
  ['Jebel Ali Yard', 'Dubai', 'AE', '+97148812345', 'Jebel Ali Free Zone South, Plot S10'],
] as const

/** Demo stations in Japan and three selling countries. Idempotent. */
export const seedStationsDemo = async (db: Db) => {
  const [existing] = await db.select({ n: count() }).from(stations)
  if (existing?.n) return
  const byIso = new Map(
    (await db.select({ id: countries.id, iso: countries.isoCode }).from(countries)).map((c) => [c.iso, c.id]),
  )
  await db.insert(stations).values(
    demo.map(([name, city, iso, phone, address]) => ({
      name,
      city,
      countryId: byIso.get(iso)!,
      phone,
      whatsapp: phone,
      email: `${city.toLowerCase()}@kuruma.example`,
      address,
    })),
  )
}
