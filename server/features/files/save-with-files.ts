import type { Db, Tx } from '../../db/client'
import { type Uploads, withStoredFiles } from '../../lib/stored-files'
import { documentTypes, type FileStore } from '../../lib/uploads'
import { recordFiles } from './files.repo'

/**
 * Writes a record together with its uploaded files: the files are written first (see `withStoredFiles`),
 * then one transaction records them and runs `write` with their ids. If the transaction fails, the
 * written files are removed.
 */
export const saveWithFiles = <K extends string, T>(
  db: Db,
  store: FileStore,
  userId: number,
  uploads: Uploads<K>,
  write: (tx: Tx, fileIds: Partial<Record<K, string>>) => Promise<T>,
  allowed: readonly string[] = documentTypes,
): Promise<T> =>
  withStoredFiles(store, uploads, allowed, (stored) =>
    db.transaction(async (tx) => {
      await recordFiles(
        tx,
        stored.map(([, f]) => f),
        userId,
      )
      return write(tx, Object.fromEntries(stored.map(([k, f]) => [k, f.id])) as Partial<Record<K, string>>)
    }),
  )
