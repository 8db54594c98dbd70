import type { Config } from '../config'
import type { Db } from '../db/client'
import type { FiguresCache } from '../speed/figures-cache'
import type { FileStorage } from './file-storage'

/**
 * What every feature's routes plugin receives from buildApp. The file store is not among them: a route
 * uses `req.fileStore`, bound to the request's session, so every file URL it answers ends with that
 * session. `storage` is the files' raw storage (the backup reads and writes it whole). `figures` keeps
 * answers that add up whole tables per data version (speed/figures-cache.ts).
 */
export type FeatureDeps = { db: Db; storage: FileStorage; config: Config; figures: FiguresCache }
