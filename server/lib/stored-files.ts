import type { FileStore, StoredFile, UploadedFile } from './uploads'

export type Uploads<K extends string> = Partial<Record<K, UploadedFile | undefined>>

/**
 * Writes the uploaded files, then runs `work` with them: every file is checked by content and written
 * first (a bad one fails the request before anything is saved), and if `work` fails, the written files
 * are removed.
 */
export const withStoredFiles = async <K extends string, T>(
  store: FileStore,
  uploads: Uploads<K>,
  allowed: readonly string[],
  work: (stored: [K, StoredFile][]) => Promise<T>,
): Promise<T> => {
  const stored: [K, StoredFile][] = []
  try {
    for (const [field, file] of Object.entries(uploads) as [K, UploadedFile | undefined][]) {
      if (file) stored.push([field, await store.save(file, allowed)])
    }
    return await work(stored)
  } catch (err) {
    await Promise.all(stored.map(([, f]) => store.remove(f.id)))
    throw err
  }
}
