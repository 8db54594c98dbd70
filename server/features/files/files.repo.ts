import { eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import type { StoredFile } from '../../lib/uploads'
import { files } from './files.table'

export const recordFiles = async (db: Queryable, stored: StoredFile[], userId: number | null) => {
  if (stored.length) await db.insert(files).values(stored.map((f) => ({ ...f, createdBy: userId })))
}

export const getFileMime = async (db: Queryable, id: string) => {
  const [row] = await db
    .select({ mime: files.mime, originalName: files.originalName })
    .from(files)
    .where(eq(files.id, id))
  return row
}
