import type { Db, Tx } from '../db/client'
import { recordFiles } from '../features/files/files.repo'
import type { FileStore, StoredFile, UploadedFile } from './uploads'
import { documentTypes } from './uploads'

type Uploads<K extends string> = Partial<Record<K, UploadedFile | undefined>>

/**
 * Writes a record together with its uploaded files: every file is checked by content and written to
 * disk first (a bad one fails the request before anything is saved), then one transaction records the
 * files and runs `write` with their ids. If the transaction fails, the written files are removed.
 */
export const saveWithFiles = async <K extends string, T>(
  db: Db,
  store: FileStore,
  userId: number,
  uploads: Uploads<K>,
  write: (tx: Tx, fileIds: Partial<Record<K, string>>) => Promise<T>,
  allowed: readonly string[] = documentTypes,
): Promise<T> => {
  const stored: [K, StoredFile][] = []
  try {
    for (const [field, file] of Object.entries(uploads) as [K, UploadedFile | undefined][]) {
      if (file) stored.push([field, await store.save(file, allowed)])
    }
    return await db.transaction(async (tx) => {
      await recordFiles(
        tx,
        stored.map(([, f]) => f),
        userId,
      )
      return write(tx, Object.fromEntries(stored.map(([k, f]) => [k, f.id])) as Partial<Record<K, string>>)
    })
  } catch (err) {
    await Promise.all(stored.map(([, f]) => store.remove(f.id)))
    throw err
  }
}
