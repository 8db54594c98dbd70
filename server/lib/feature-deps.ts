import type { Config } from '../config'
import type { Db } from '../db/client'
import type { FileStorage } from './file-storage'

/**
 * What every feature's routes plugin receives from buildApp. The file store is not among them: a route
 * uses `req.fileStore`, bound to the request's session, so every file URL it answers ends with that
 * session. `storage` is the files' raw storage (the backup reads and writes it whole).
 */
export type FeatureDeps = { db: Db; storage: FileStorage; config: Config }
