import type { Db } from '../../db/client'
import { categories } from '../../db/schema'

let seq = 0

/** A category row straight in the database. */
export const fakeCategory = async (db: Db) => {
  seq += 1
  const [row] = await db
    .insert(categories)
    .values({ name: `Test Category ${seq}-${Date.now()}` })
    .returning()
  return row!
}
