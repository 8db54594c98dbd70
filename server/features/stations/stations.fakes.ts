import type { Db } from '../../db/client'
import { stations } from '../../db/schema'

let seq = 0

/** A station row straight in the database (country ids: 1 Japan, 2 Pakistan, 4 Kenya). */
export const fakeStation = async (db: Db, countryId = 1) => {
  seq += 1
  const [row] = await db
    .insert(stations)
    .values({ name: `Test Station ${seq}-${Date.now()}`, city: 'Test City', countryId })
    .returning()
  return row!
}
