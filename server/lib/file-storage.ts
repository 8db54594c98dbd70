import { mkdirSync } from 'node:fs'
import { open, readdir, rename, rm, writeFile } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type { Config, S3Location } from '../config'

/**
 * Where uploaded files live: a folder (DATA_DIR/uploads) or an S3 bucket. A file is named by its id in
 * the files table and never changes once written.
 */
export type FileStorage = {
  /** For messages and logs: the folder, or s3://host/bucket. */
  where: string
  put: (id: string, data: Buffer, mime: string) => Promise<void>
  /** The file's bytes as a stream, with their length; undefined when there is no such file. */
  read: (id: string) => Promise<{ body: Readable; size: number } | undefined>
  /** Removes the file; nothing happens when it is already gone. */
  remove: (id: string) => Promise<void>
  /** The id of every stored file. */
  list: () => AsyncIterable<string>
}

const missing = (err: unknown) =>
  ['ENOENT', 'NoSuchKey', 'NotFound'].includes((err as { code?: string }).code!)

/** Files in a folder, one per id. A file is written under a temporary name and renamed when complete. */
export const diskStorage = (dir: string): FileStorage => {
  mkdirSync(dir, { recursive: true })
  return {
    where: dir,
    put: async (id, data) => {
      const partial = join(dir, `.${id}.partial`)
      try {
        await writeFile(partial, data, { mode: 0o600 })
        await rename(partial, join(dir, id))
      } finally {
        await rm(partial, { force: true })
      }
    },
    read: async (id) => {
      const handle = await open(join(dir, id)).catch((err) => {
        if (missing(err)) return undefined
        throw err
      })
      if (!handle) return undefined
      try {
        const { size } = await handle.stat()
        return { body: handle.createReadStream(), size }
      } catch (err) {
        await handle.close()
        throw err
      }
    },
    remove: (id) => rm(join(dir, id), { force: true }),
    list: async function* () {
      for (const entry of await readdir(dir, { withFileTypes: true }))
        if (entry.isFile() && !entry.name.startsWith('.')) yield entry.name
    },
  }
}

/** Objects in an S3 bucket (any S3-compatible service), one per id; the bucket is created if missing. */
export const s3Storage = async ({ bucket, ...location }: S3Location): Promise<FileStorage> => {
  // The S3 client is loaded only when S3_URL is set.
  const { Client } = await import('minio')
  const client = new Client(location)
  const where = `s3://${location.endPoint}/${bucket}`
  try {
    if (!(await client.bucketExists(bucket))) {
      await client.makeBucket(bucket, location.region).catch(async (err) => {
        // Another server process made it at the same moment.
        if (!(await client.bucketExists(bucket))) throw err
      })
    }
  } catch (err) {
    throw new Error(`S3_URL: cannot open the bucket ${where}: ${(err as Error).message}`)
  }
  return {
    where,
    put: async (id, data, mime) => {
      await client.putObject(bucket, id, data, data.length, { 'Content-Type': mime })
    },
    read: async (id) => {
      const body = await client.getObject(bucket, id).catch((err) => {
        if (missing(err)) return undefined
        throw err
      })
      if (!body) return undefined
      return { body, size: Number((body as IncomingMessage).headers['content-length']) }
    },
    remove: (id) => client.removeObject(bucket, id),
    list: async function* () {
      for await (const item of client.listObjectsV2(bucket, '', true) as AsyncIterable<{ name?: string }>)
        if (item.name) yield item.name
    },
  }
}

/** The storage the settings name: the bucket of S3_URL, or DATA_DIR/uploads. */
export const openFileStorage = (config: Config) =>
  config.S3_URL ? s3Storage(config.S3_URL) : Promise.resolve(diskStorage(join(config.dataDir, 'uploads')))
