import type { Config } from '../config'
import type { Db } from '../db/client'
import type { FileStore } from './uploads'

/** What every feature's routes plugin receives from buildApp. */
export type FeatureDeps = { db: Db; store: FileStore; config: Config }
